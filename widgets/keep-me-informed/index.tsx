import { listingCalls } from '../../core/api/listing-calls';
import { formCalls, subscriptionCalls } from '../../core/api/form-calls';
import { defineBlock } from '../runtime/define-block';
import { KeepMeInformed } from './keep-me-informed';
import { keepMeInformedSchema, type Calls } from './schema';

export default defineBlock({
  calls: [listingCalls, formCalls, subscriptionCalls] satisfies Calls,
  name: 'keep-me-informed',
  schema: keepMeInformedSchema,
  Component: KeepMeInformed,
  description: 'Keep-me-informed subscription: subscribe (criteria prefilled from the current search), success, edit and unsubscribe by token.',
  example: { mode: 'subscribe' },
});
