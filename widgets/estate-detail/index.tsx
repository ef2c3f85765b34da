import { estateCalls } from '../../core/api/estate-calls';
import { formCalls } from '../../core/api/form-calls';
import { agendaCalls } from '../../core/api/agenda-calls';
import { defineBlock } from '../runtime/define-block';
import { EstateDetail } from './estate-detail';
import { detailSchema, type Calls } from './schema';

export default defineBlock({
  calls: [estateCalls, formCalls, agendaCalls] satisfies Calls,
  name: 'estate-detail',
  schema: detailSchema,
  Component: EstateDetail,
  description:
    'Estate, project or unit detail: broker sections or notary tabs, photos with lightbox, a location map (an area where the address is hidden), units, favorite, contact, send-to-a-friend, viewing booking, similar estates.',
  example: { estateId: 100467 },
});
