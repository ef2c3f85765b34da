/** What the rental-search block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { rentalSearchCalls } from '../../core/api/rental-search-calls';
import type { ConfigSchema } from '../../core/config/config-schema';
import type { BlockConfig } from '../runtime/define-block';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof rentalSearchCalls];

export const rentalSearchSchema = {
  locationIds: { type: 'number[]', description: 'Initial location filter (ids of the rental filter model).' },
  subKindIds: { type: 'number[]', description: 'Initial kind filter (sub-kind ids).' },
  cityIds: { type: 'number[]', description: 'Initial city filter (city ids).' },
  occupation: { type: 'number', integer: true, min: 1, max: 50, description: 'Initial minimum number of people.' },
  periodType: { type: 'string', description: "Initial period type, e.g. 'WEEK', 'WEEKEND', 'MIDWEEK'." },
  periodStart: { type: 'string', description: 'Initial period start date (YYYY-MM-DD).' },
  showFilters: { type: 'boolean', default: true, description: 'Show the filter controls (default true).' },
  syncUrl: { type: 'boolean', default: true, description: 'Keep the search in the page URL: back/forward and shared links restore it (default true; false for a second rental search on a page).' },
} as const satisfies ConfigSchema;

export type RentalSearchConfig = BlockConfig<typeof rentalSearchSchema>;
