import { rentalSearchCalls } from '../../core/api/rental-search-calls';
import { defineBlock } from '../runtime/define-block';
import { RentalSearch, type RentalSearchConfig } from './rental-search';
import './rental-search.css';

export default defineBlock<RentalSearchConfig>({
  calls: [rentalSearchCalls],
  name: 'rental-search',
  description: 'Holiday rental units with location, kind, occupation, city and period and arrival/departure filters, kept in the URL; infinite scroll (spec §3 rental filter model).',
  schema: {
    locationIds: { type: 'number[]', description: 'Initial location filter (ids of the rental filter model).' },
    subKindIds: { type: 'number[]', description: 'Initial kind filter (sub-kind ids).' },
    cityIds: { type: 'number[]', description: 'Initial city filter (city ids).' },
    occupation: { type: 'number', integer: true, min: 1, max: 50, description: 'Initial minimum number of people.' },
    periodType: { type: 'string', description: "Initial period type, e.g. 'WEEK', 'WEEKEND', 'MIDWEEK'." },
    periodStart: { type: 'string', description: 'Initial period start date (YYYY-MM-DD).' },
    showFilters: { type: 'boolean', default: true, description: 'Show the filter controls (default true).' },
    syncUrl: { type: 'boolean', default: true, description: 'Keep the search in the page URL: back/forward and shared links restore it (default true; false for a second rental search on a page).' },
  },
  example: { occupation: 4 },
  Component: RentalSearch,
});
