import { listingCalls } from '../../core/api/listing-calls';
import { defineBlock } from '../runtime/define-block';
import { loaderFacts } from './loader-facts';
import { EstateSearch } from './estate-search';
import { estateSearchSchema, type Calls } from './schema';

export default defineBlock({
  calls: [listingCalls] satisfies Calls,
  name: 'estate-search',
  description: 'Search filters (spec §3, §4): transaction, type, sub-type, city search, geo range, country, price, bedrooms, sort; state in the URL query parameters (spec §2), result count announced.',
  schema: estateSearchSchema,
  example: {},
  loader: loaderFacts,
  Component: EstateSearch,
});
