import { defineBlock } from '../runtime/define-block';
import { EstateSearch, type EstateSearchConfig } from './estate-search';

export default defineBlock<EstateSearchConfig>({
  catalogue: 'base',
  name: 'estate-search',
  description: 'Search filters (spec §3, §4): transaction, type, sub-type, city search, geo range, country, price, bedrooms, sort; state in the URL query parameters (spec §2), result count announced.',
  schema: {
    syncUrl: { type: 'boolean', default: true, description: 'Keep the filters in the URL query parameters (spec §2): one history entry per change, back/forward restore. Set false for a second, independent scope.' },
  },
  example: {},
  Component: EstateSearch,
});
