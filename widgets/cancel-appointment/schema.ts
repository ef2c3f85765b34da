/** What the cancel-appointment block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { appointmentCalls } from '../../core/api/appointment-calls';
import type { estateCalls } from '../../core/api/estate-calls';
import { headingLevelKey, type ConfigSchema } from '../../core/config/config-schema';
import type { BlockConfig } from '../runtime/define-block';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof appointmentCalls, typeof estateCalls];

export const cancelAppointmentSchema = {
  appointmentId: {
    type: 'string',
    description: 'The appointment to cancel; default: the last path segment of the page URL (spec §2).',
  },
  headingLevel: headingLevelKey('Level of the block heading (1–4); 1 where it is the page title.'),
} as const satisfies ConfigSchema;

export type CancelAppointmentConfig = BlockConfig<typeof cancelAppointmentSchema>;
