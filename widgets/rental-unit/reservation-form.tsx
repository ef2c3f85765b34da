import type { ReservationRequest } from '../../core/api/types';
import type { RentalPeriod } from '../../core/model';
import { validateReservation } from '../../core/validation';
import type { Locale } from '../runtime/block-contract';
import type { Translator } from '../../core/i18n';

type Translate = Translator['t'];
import { ConsentField, FormFeedback, HoneypotField, SubmitButton, TextArea, TextField, useAgreements, useFormSubmit } from '../ui/form';
import type { Agreement } from '../../core/model';
import { RentalPeriods } from './rental-periods';

export interface ReservationApi {
  requestReservation(body: ReservationRequest): Promise<unknown>;
  getAgreements?: (locale: string) => Promise<Agreement[] | null>;
}

export interface ReservationFormProps {
  api: ReservationApi;
  rentalUnitId: number;
  maxOccupation: number | null;
  periods: RentalPeriod[];
  periodTypeName: (periodType: string) => string;
  locale: Locale;
  t: Translate;
}

const RENTAL_FIELDS = ['arrival', 'departure', 'adults', 'children'] as const;
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;

/**
 * Reservation request (POST rental-units/reservation): a period or dates, people ≤ maxOccupation,
 * contact details, consent. core/forms keeps every value on failure and sends one request per submit.
 */
export function ReservationForm({ api, rentalUnitId, maxOccupation, periods, periodTypeName, locale, t }: ReservationFormProps) {
  const agreements = useAgreements(api, locale);
  const form = useFormSubmit<ReservationRequest, unknown>({
    initialValues: { periodId: '', arrival: '', departure: '', adults: '2', children: '0', firstName: '', lastName: '', email: '', phone: '', message: '', consent: false, website: '' },
    validate: validateReservation,
    send: (value) => api.requestReservation(value),
    extra: (values) => ({
      rentalUnitId,
      locale,
      periodId: values.periodId ? Number(values.periodId) : undefined,
      agreements: values.consent ? agreements.map((a) => a.id) : [],
    }),
    context: () => ({ maxOccupation: maxOccupation ?? undefined, requiredAgreements: agreements.filter((a) => a.required).map((a) => a.id) }),
  });
  const { state, idOf, setValue, controller } = form;
  const text = (name: string) => String(state.values[name] ?? '');
  const err = (name: string) => (state.fields[name] ? t(state.fields[name]) : undefined);
  const labels: Record<string, string> = {
    ...Object.fromEntries(RENTAL_FIELDS.map((f) => [f, t(`rental.form.${f}`)])),
    ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, t(`form.field.${f}`)])),
    agreements: t('form.consent.label'),
  };

  const choosePeriod = (p: RentalPeriod) => {
    controller.setValue('periodId', String(p.id));
    controller.setValue('arrival', p.start.slice(0, 10));
    controller.setValue('departure', p.end.slice(0, 10));
  };
  // Typing dates by hand means no listed period is chosen any more.
  const setDate = (value: string, name: string) => {
    controller.setValue('periodId', '');
    setValue(value, name);
  };

  if (state.status === 'success') {
    return (
      <div className="eb-rental-unit__success" role="status" tabIndex={-1}>
        <p>{t('rental.form.success')}</p>
        <button type="button" className="eb-rental-unit__again" onClick={() => controller.reset()}>
          {t('rental.form.again')}
        </button>
      </div>
    );
  }

  return (
    <form ref={form.formRef} className="eb-rental-unit__form eb-form" onSubmit={form.onSubmit} noValidate aria-labelledby={idOf('title')}>
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
        <TextField id={idOf('firstName')} name="firstName" label={labels.firstName} value={text('firstName')} onChange={setValue} error={err('firstName')} autoComplete="given-name" />
        <TextField id={idOf('lastName')} name="lastName" label={labels.lastName} value={text('lastName')} onChange={setValue} error={err('lastName')} autoComplete="family-name" />
        <TextField id={idOf('email')} name="email" type="email" label={labels.email} value={text('email')} onChange={setValue} error={err('email')} autoComplete="email" />
        <TextField id={idOf('phone')} name="phone" type="tel" label={labels.phone} value={text('phone')} onChange={setValue} error={err('phone')} autoComplete="tel" />
      </div>
      <TextArea id={idOf('message')} name="message" label={labels.message} value={text('message')} onChange={setValue} error={err('message')} required={false} optionalLabel={t('form.optional')} />
      {agreements.length > 0 ? (
        <ConsentField
          id={idOf('agreements')}
          agreements={agreements}
          checked={state.values.consent === true}
          onChange={(checked) => setValue(checked, 'consent')}
          label={labels.agreements}
          newWindowLabel={t('form.consent.opens_new_window')}
          error={err('agreements')}
        />
      ) : null}
      <HoneypotField id={idOf('website')} value={text('website')} onChange={(v) => setValue(v, 'website')} label={t('form.honeypot')} />
      <SubmitButton label={t('rental.form.submit')} busyLabel={t('form.busy')} busy={state.status === 'busy'} />
      <FormFeedback state={state} t={t} labels={labels} idOf={idOf} successMessage={t('rental.form.success')} />
    </form>
  );
}
