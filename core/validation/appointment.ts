import type { FormEnvelope } from './contact';
import { LIMITS, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish } from './rules';

/** POST /sites/{siteId}/live-agenda/reservation body after validation. */
export interface AppointmentValue extends FormEnvelope {
  slotId: string;
  estateId?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message?: string;
}

export function validateAppointment(input: unknown, context?: ValidationContext): ValidationResult<AppointmentValue> {
  const r = createFieldReader(input, context);
  return finish<AppointmentValue>(r, {
    slotId: r.id('slotId'),
    estateId: r.id('estateId', false),
    firstName: r.text('firstName', { required: true }),
    lastName: r.text('lastName', { required: true }),
    email: r.email('email'),
    phone: r.phone('phone', true),
    message: r.text('message', { max: LIMITS.message }),
    ...r.consent(),
    locale: r.locale(),
    ...r.spam(),
  });
}
