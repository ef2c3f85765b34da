import { appointmentCalls } from '../../core/api/appointment-calls';
import { estateCalls } from '../../core/api/estate-calls';
import { defineBlock } from '../runtime/define-block';
import { CancelAppointment } from './cancel-appointment';
import { cancelAppointmentSchema, type Calls } from './schema';
import './cancel-appointment.css';

export default defineBlock({
  calls: [appointmentCalls, estateCalls] satisfies Calls,
  name: 'cancel-appointment',
  description: 'Lets a visitor cancel a viewing appointment from the link in their confirmation e-mail (spec §2, §4).',
  schema: cancelAppointmentSchema,
  example: { appointmentId: 'catalogue-sample-appointment' },
  Component: CancelAppointment,
});
