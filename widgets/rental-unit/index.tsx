import { rentalCalls } from '../../core/api/rental-calls';
import { formCalls } from '../../core/api/form-calls';
import { defineBlock } from '../runtime/define-block';
import { RentalUnitBlock, type RentalUnitConfig } from './rental-unit';
import './rental-unit.css';

export default defineBlock<RentalUnitConfig>({
  calls: [rentalCalls, formCalls],
  name: 'rental-unit',
  description: 'A holiday rental unit: photos with lightbox, address, description, facts, availability periods and a reservation request form (spec §2, §3).',
  schema: {
    rentalUnitId: {
      type: 'number',
      integer: true,
      min: 1,
      description: 'The rental unit to show; default: the id in the page URL /{locale}/{holiday}/{id}.',
    },
  },
  example: { rentalUnitId: 900001 },
  Component: RentalUnitBlock,
});
