import type { ReservationRequest } from '../../core/api/types';
import type { Agreement, RentalPeriod } from '../../core/model';
import { validateReservation } from '../../core/validation/reservation';
import { useConsent, useFormSubmit } from '../ui/form';
import type { Locale } from '../../core/i18n/locale';

export interface ReservationApi {
  requestReservation(body: ReservationRequest): Promise<unknown>;
  getAgreements?: (locale: string) => Promise<Agreement[] | null>;
}

const INITIAL = { periodId: '', arrival: '', departure: '', adults: '2', children: '0', firstName: '', lastName: '', email: '', phone: '', message: '', consent: false, website: '' };

/**
 * The reservation request over core/forms (one request per submit, every value kept on failure),
 * validated by core/validation's validateReservation with the unit's maxOccupation.
 */
export function useReservationForm(api: ReservationApi, rentalUnitId: number, maxOccupation: number | null, locale: Locale) {
  const consent = useConsent(api, locale);
  const form = useFormSubmit<ReservationRequest, unknown>({
    lead: 'reservation',
    initialValues: INITIAL,
    validate: validateReservation,
    send: (value) => api.requestReservation(value),
    extra: (values) => ({
      rentalUnitId,
      locale,
      periodId: values.periodId ? Number(values.periodId) : undefined,
      ...consent.consented(values),
    }),
    context: () => ({ maxOccupation: maxOccupation ?? undefined, ...consent.required() }),
  });
  const { controller } = form;
  const choosePeriod = (p: RentalPeriod) => {
    controller.setValue('periodId', String(p.id));
    controller.setValue('arrival', p.start.slice(0, 10));
    controller.setValue('departure', p.end.slice(0, 10));
  };
  // Typing dates by hand means no listed period is chosen any more.
  const setDate = (value: string, name: string) => {
    controller.setValue('periodId', '');
    controller.setValue(name, value);
  };
  return { ...form, agreements: consent.agreements, choosePeriod, setDate };
}
