import { rentalSearchCalls } from '../../core/api/rental-search-calls';
import { defineBlock } from '../runtime/define-block';
import { RentalSearch } from './rental-search';
import { rentalSearchSchema, type Calls } from './schema';
import './rental-search.css';

export default defineBlock({
  calls: [rentalSearchCalls] satisfies Calls,
  name: 'rental-search',
  description: 'Holiday rental units with location, kind, occupation, city and period and arrival/departure filters, kept in the URL; infinite scroll (spec §3 rental filter model).',
  schema: rentalSearchSchema,
  example: { occupation: 4 },
  Component: RentalSearch,
});
