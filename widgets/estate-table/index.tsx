import { listingCalls } from '../../core/api/listing-calls';
import { defineBlock } from '../runtime/define-block';
import { loaderFacts } from './loader-facts';
import { prepareScope } from '../runtime/use-scope';
import { EstateTable } from './estate-table';
import { estateTableSchema, type Calls } from './schema';

export default defineBlock({
  calls: [listingCalls] satisfies Calls,
  name: 'estate-table',
  description: 'Estate list as a table (spec §2): an optional photo, sticker, number, reference, type, price, bedrooms, living and ground space, floor, more-info link; infinite scroll, grouping, sold rows; a project row shows its units on demand.',
  schema: estateTableSchema,
  example: { groupOptions: { groupBy: 'TYPE' } },
  prepare: prepareScope,
  loader: loaderFacts,
  Component: EstateTable,
});
