import { listingCalls } from '../../core/api/listing-calls';
import { defineBlock } from '../runtime/define-block';
import { loaderFacts } from './loader-facts';
import { EstateSearch, type EstateSearchConfig } from './estate-search';

export default defineBlock<EstateSearchConfig>({
  calls: [listingCalls],
  name: 'estate-search',
  description: 'Search filters (spec §3, §4): transaction, type, sub-type, city search, geo range, country, price, bedrooms, sort; state in the URL query parameters (spec §2), result count announced.',
  schema: {
    syncUrl: { type: 'boolean', default: true, description: 'Keep the filters in the URL query parameters (spec §2): one history entry per change, back/forward restore. Set false for a second, independent scope.' },
    resultsPage: {
      type: 'string',
      url: 'path',
      keywords: ['auto'],
      description: 'Search from another page (e.g. the home page): the form gets a search button that opens this path with the chosen filters as spec §2 parameters; "auto" is the search page of the block\'s language. The count still updates live.',
    },
  },
  example: {},
  loader: loaderFacts,
  Component: EstateSearch,
});
