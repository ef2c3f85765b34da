import type { Translator } from '../../core/i18n';
import type { RentalPeriod } from '../../core/model';
import type { Locale } from '../../core/i18n/locale';
import { FormFooter, TextArea, TextField } from '../ui/form';
import { RentalPeriods } from './rental-periods';
import { ReservationSuccess } from './reservation-success';
import { useReservationForm, type ReservationApi } from './use-reservation-form';

export type { ReservationApi };

export interface ReservationFormProps {
  api: ReservationApi;
  rentalUnitId: number;
  maxOccupation: number | null;
  periods: RentalPeriod[];
  periodTypeName: (periodType: string) => string;
  locale: Locale;
  t: Translator['t'];
}

const RENTAL_FIELDS = ['arrival', 'departure', 'adults', 'children'] as const;
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;

/** Reservation request (POST rental-units/reservation): a period or dates, people ≤ maxOccupation, contact details, consent. */
export function ReservationForm({ api, rentalUnitId, maxOccupation, periods, periodTypeName, locale, t }: ReservationFormProps) {
  const { state, idOf, setValue, controller, formRef, onSubmit, choosePeriod, setDate, agreements } = useReservationForm(api, rentalUnitId, maxOccupation, locale);
  const text = (name: string) => String(state.values[name] ?? '');
  const err = (name: string) => (state.fields[name] ? t(state.fields[name]) : undefined);
  const labels: Record<string, string> = {
    ...Object.fromEntries(RENTAL_FIELDS.map((f) => [f, t(`rental.form.${f}`)])),
    ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, t(`form.field.${f}`)])),
    agreements: t('form.consent.label'),
  };
  const field = (name: (typeof CONTACT_FIELDS)[number], type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <TextField id={idOf(name)} name={name} type={type} label={labels[name]} value={text(name)} onChange={setValue} error={err(name)} autoComplete={autoComplete} />
  );

  if (state.status === 'success') {
    return <ReservationSuccess message={t('rental.form.success')} againLabel={t('rental.form.again')} onAgain={() => controller.reset()} />;
  }
  return (
    <form ref={formRef} className="eb-rental-unit__form eb-form" onSubmit={onSubmit} noValidate aria-labelledby={idOf('title')}>
      <h3 className="eb-rental-unit__subtitle" id={idOf('title')}>
        {t('rental.form.title')}
      </h3>
      <RentalPeriods periods={periods} typeName={periodTypeName} t={t} selectedId={state.values.periodId ? Number(state.values.periodId) : null} onSelect={choosePeriod} idPrefix={idOf('p')} />
      <div className="eb-rental-unit__form-grid">
        <TextField id={idOf('arrival')} name="arrival" type="date" label={labels.arrival} value={text('arrival')} onChange={setDate} error={err('arrival')} />
        <TextField id={idOf('departure')} name="departure" type="date" label={labels.departure} value={text('departure')} onChange={setDate} error={err('departure')} />
        <TextField id={idOf('adults')} name="adults" type="number" inputMode="numeric" min={1} max={maxOccupation ?? undefined} label={labels.adults} value={text('adults')} onChange={setValue} error={err('adults')}
          help={maxOccupation ? t('rental.form.max_occupation', { count: maxOccupation }) : undefined} />
        <TextField id={idOf('children')} name="children" type="number" inputMode="numeric" min={0} label={labels.children} value={text('children')} onChange={setValue} error={err('children')} required={false} optionalLabel={t('form.optional')} />
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
        {field('email', 'email', 'email')}
        {field('phone', 'tel', 'tel')}
      </div>
      <TextArea id={idOf('message')} name="message" label={labels.message} value={text('message')} onChange={setValue} error={err('message')} required={false} optionalLabel={t('form.optional')} />
      <FormFooter state={state} t={t} idOf={idOf} labels={labels} agreements={agreements} error={err} setValue={setValue}
        texts={{ consent: labels.agreements, newWindow: t('form.consent.opens_new_window'), honeypot: t('form.honeypot'), submit: t('rental.form.submit'), success: t('rental.form.success') }} />
    </form>
  );
}
