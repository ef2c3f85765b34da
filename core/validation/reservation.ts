import type { ReservationRequest } from '../api/types';
import { FORM_ERROR, LIMITS, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish } from './rules';

/**
 * POST /sites/{siteId}/rental-units/reservation body (core/api ReservationRequest): arrival before
 * departure, adults + children between 1 and the unit's maxOccupation (context).
 */
export function validateReservation(input: unknown, context: ValidationContext = {}): ValidationResult<ReservationRequest> {
  const r = createFieldReader(input, context);
  const arrival = r.date('arrival');
  const departure = r.date('departure');
  if (arrival && departure && departure <= arrival) r.fail('departure', FORM_ERROR.dateOrder);
  const adults = r.int('adults', { required: true, min: 1, max: LIMITS.people });
  const children = r.int('children', { min: 0, max: LIMITS.people });
  const max = Math.min(context.maxOccupation ?? LIMITS.people, LIMITS.people);
  if (adults !== undefined && adults + (children ?? 0) > max) r.fail(children ? 'children' : 'adults', FORM_ERROR.maxOccupation);
  return finish<ReservationRequest>(r, {
    rentalUnitId: r.id('rentalUnitId'),
    periodId: r.id('periodId', false),
    arrival,
    departure,
    adults,
    children,
    firstName: r.text('firstName', { required: true }),
    lastName: r.text('lastName', { required: true }),
    email: r.email('email'),
    phone: r.phone('phone', true),
    message: r.text('message', { max: LIMITS.message }),
    agreements: r.agreements(),
    locale: r.locale(),
    ...r.spam(),
  });
}
