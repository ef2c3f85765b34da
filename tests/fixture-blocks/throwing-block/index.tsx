import { defineBlock } from '../../../widgets/runtime/define-block';

function ThrowingBlock(): never {
  throw new Error('fixture block failed while rendering');
}

export default defineBlock({
  name: 'throwing-block',
  description: 'Test fixture: throws while rendering.',
  schema: {},
  Component: ThrowingBlock,
});
