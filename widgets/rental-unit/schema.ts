/** What the rental-unit block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { rentalCalls } from '../../core/api/rental-calls';
import type { formCalls } from '../../core/api/form-calls';
import type { ConfigSchema } from '../../core/config/config-schema';
import type { BlockConfig } from '../runtime/define-block';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof rentalCalls, typeof formCalls];

export const rentalUnitSchema = {
  rentalUnitId: {
    type: 'number',
    integer: true,
    min: 1,
    description: 'The rental unit to show; default: the id in the page URL /{locale}/{holiday}/{id}.',
  },
} as const satisfies ConfigSchema;

export type RentalUnitConfig = BlockConfig<typeof rentalUnitSchema>;
