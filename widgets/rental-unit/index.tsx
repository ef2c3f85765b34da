import { rentalCalls } from '../../core/api/rental-calls';
import { formCalls } from '../../core/api/form-calls';
import { defineBlock } from '../runtime/define-block';
import { RentalUnitBlock } from './rental-unit';
import { rentalUnitSchema, type Calls } from './schema';
import './rental-unit.css';

export default defineBlock({
  calls: [rentalCalls, formCalls] satisfies Calls,
  name: 'rental-unit',
  description: 'A holiday rental unit: photos with lightbox, address, description, facts, availability periods and a reservation request form (spec §2, §3).',
  schema: rentalUnitSchema,
  example: { rentalUnitId: 900001 },
  Component: RentalUnitBlock,
});
