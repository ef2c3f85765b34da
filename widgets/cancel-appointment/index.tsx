import { appointmentCalls } from '../../core/api/appointment-calls';
import { defineBlock } from '../runtime/define-block';
import { CancelAppointment, type CancelAppointmentConfig } from './cancel-appointment';
import './cancel-appointment.css';

export default defineBlock<CancelAppointmentConfig>({
  calls: [appointmentCalls],
  name: 'cancel-appointment',
  description: 'Lets a visitor cancel a viewing appointment from the link in their confirmation e-mail (spec §2, §4).',
  schema: {
    appointmentId: {
      type: 'string',
      description: 'The appointment to cancel; default: the last path segment of the page URL (spec §2).',
    },
  },
  example: { appointmentId: 'catalogue-sample-appointment' },
  Component: CancelAppointment,
});
