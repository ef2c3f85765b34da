import type { FormEnvelope } from './contact';
import { FORM_ERROR, LIMITS, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish } from './rules';

/** POST /sites/{siteId}/rental-units/reservation body after validation: a period id or a start and end date. */
export interface ReservationValue extends FormEnvelope {
  rentalUnitId: string;
  periodId?: string;
  /** yyyy-mm-dd */
  startDate?: string;
  /** yyyy-mm-dd, after startDate */
  endDate?: string;
  people: number;
  name: string;
  email: string;
  phone: string;
  message?: string;
}

export function validateReservation(input: unknown, context: ValidationContext = {}): ValidationResult<ReservationValue> {
  const r = createFieldReader(input, context);
  const periodId = r.id('periodId', false);
  const startDate = periodId ? undefined : r.date('startDate');
  const endDate = periodId ? undefined : r.date('endDate');
  if (startDate && endDate && endDate <= startDate) r.fail('endDate', FORM_ERROR.dateOrder);
  const max = Math.min(context.maxOccupation ?? LIMITS.people, LIMITS.people);
  const people = r.int('people', { required: true, min: 1 });
  if (people !== undefined && people > max) r.fail('people', FORM_ERROR.maxOccupation);
  return finish<ReservationValue>(r, {
    rentalUnitId: r.id('rentalUnitId'),
    periodId,
    startDate,
    endDate,
    people,
    name: r.text('name', { required: true }),
    email: r.email('email'),
    phone: r.phone('phone', true),
    message: r.text('message', { max: LIMITS.message }),
    ...r.consent(),
    locale: r.locale(),
    ...r.spam(),
  });
}
