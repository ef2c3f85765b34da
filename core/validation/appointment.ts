import type { AppointmentRequest } from '../api/types';
import { LIMITS, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish } from './rules';

/**
 * POST /sites/{siteId}/live-agenda/reservation body (core/api AppointmentRequest). The visitor's
 * details may come nested (`visitor: {…}`) or flat (form values); errors use the flat names.
 */
export function validateAppointment(input: unknown, context?: ValidationContext): ValidationResult<AppointmentRequest> {
  const src = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const visitor = typeof src.visitor === 'object' && src.visitor !== null ? src.visitor : {};
  const r = createFieldReader({ ...src, ...visitor }, context);
  const person = {
    firstName: r.text('firstName', { required: true }),
    lastName: r.text('lastName', { required: true }),
    phone: r.phone('phone', true),
    email: r.email('email'),
  };
  return finish<AppointmentRequest>(r, {
    estateId: r.id('estateId'),
    slotStart: r.dateTime('slotStart'),
    visitor: person,
    message: r.text('message', { max: LIMITS.message }),
    agreements: r.agreements(),
    locale: r.locale(),
    ...r.spam(),
  });
}
