import type { ContactRequest } from '../api/types';
import { LIMITS, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish } from './rules';

/** POST /sites/{siteId}/contact body (core/api ContactRequest). */
export function validateContact(input: unknown, context?: ValidationContext): ValidationResult<ContactRequest> {
  const r = createFieldReader(input, context);
  return finish<ContactRequest>(r, {
    firstName: r.text('firstName', { required: true }),
    lastName: r.text('lastName', { required: true }),
    email: r.email('email'),
    phone: r.phone('phone', false),
    message: r.text('message', { required: true, max: LIMITS.message }),
    estateId: r.id('estateId', false),
    agreements: r.agreements(),
    locale: r.locale(),
    ...r.spam(),
  });
}
