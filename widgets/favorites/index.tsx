import { estateCalls } from '../../core/api/estate-calls';
import { defineBlock } from '../runtime/define-block';
import { Favorites } from './favorites';
import { favoritesSchema, type Calls } from './schema';

export default defineBlock({
  calls: [estateCalls] satisfies Calls,
  name: 'favorites',
  schema: favoritesSchema,
  Component: Favorites,
  description: "The visitor's favorite estates (kept in the browser, shared with every favorite toggle, synced across tabs) as cards with current data.",
  example: {},
});
