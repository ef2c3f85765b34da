/** What the estate-search block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { listingCalls } from '../../core/api/listing-calls';
import type { ConfigSchema } from '../../core/config/config-schema';
import type { BlockConfig } from '../runtime/define-block';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof listingCalls];

export const estateSearchSchema = {
  syncUrl: { type: 'boolean', default: true, description: 'Keep the filters in the URL query parameters (spec §2): one history entry per change, back/forward restore. Set false for a second, independent scope.' },
  resultsPage: {
    type: 'string',
    url: 'path',
    keywords: ['auto'],
    description: 'Search from another page (e.g. the home page): the form gets a search button that opens this path with the chosen filters as spec §2 parameters; "auto" is the search page of the block\'s language. The count still updates live.',
  },
  alertPage: {
    type: 'string',
    url: 'path',
    keywords: ['auto'],
    description: 'A "save this search" link beside the result count, to the keep-me-informed subscribe page with the current offer, type, city, price range and bedrooms as spec §2 parameters (its form starts prefilled); "auto" is the keepMeInformed page of the block\'s language in the route map. Absent: no link.',
  },
} as const satisfies ConfigSchema;

export type EstateSearchConfig = BlockConfig<typeof estateSearchSchema>;
