import type { AppointmentCreatedResponse, AppointmentRequest } from '../../../core/api/types';
import type { AgendaSlot } from '../../../core/model';
import { validateAppointment } from '../../../core/validation/appointment';
import { formatDate, formatTime } from '../../../core/format/date';
import { cancelAppointmentLink } from '../../../core/routes/links';
import { TextArea, TextField } from '../../ui/form';
import { ErrorState, LoadingSkeleton } from '../../ui/states';
import { useDetailApi } from '../detail-api';
import { useBlock } from '../../runtime/block-context';
import { useDetailForm } from './use-detail-form';
import { useAgendaSlots } from './use-agenda-slots';
import { DetailFormFooter } from './form-footer';
import { SlotPicker } from './slot-picker';
import { ViewingConfirmation } from './viewing-confirmation';

export interface ViewingFormProps {
  estateId: number;
  /** The estate's title and address (empty when hidden), for the calendar entry of the booking. */
  title: string;
  address: string;
}

/** Book a viewing: free slots from the live agenda, contact details, then a confirmation with the cancel link. */
export function ViewingForm({ estateId, title, address }: ViewingFormProps) {
  const api = useDetailApi();
  const { routes } = useBlock();
  const slots = useAgendaSlots(estateId);
  const form = useDetailForm<AppointmentRequest, AppointmentCreatedResponse>({
    lead: 'viewing',
    estateId,
    initialValues: { slotStart: '', firstName: '', lastName: '', email: '', phone: '', message: '' },
    validate: validateAppointment,
    send: (value) => api.bookAppointment(value),
  });
  const { t, locale, labels, idOf, text, err, setValue, state } = form;
  // The booked slot's end, from the slots it was chosen among (they stay loaded until "book another").
  const endOf = (start: string) => (slots.state.status === 'loaded' ? slots.state.slots.find((s) => s.start === start)?.end : undefined) ?? start;
  const slotText = (slot: { start: string }) => t('detail.viewing.slot', { date: formatDate(slot.start), time: formatTime(slot.start) });

  if (state.status === 'success' && state.result) {
    const start = text('slotStart');
    return (
      <>
        <ViewingConfirmation booking={{ appointmentId: state.result.id, start, end: endOf(start), title, address, cancelHref: cancelAppointmentLink(state.result.id, locale, routes) }} t={t} />
        <button
          type="button"
          className="eb-form__again"
          onClick={() => {
            form.sendAnother();
            slots.reload();
          }}
        >
          {t('detail.viewing.again')}
        </button>
      </>
    );
  }
  if (slots.state.status === 'loading') return <LoadingSkeleton label={t('detail.viewing.loading')} rows={3} />;
  if (slots.state.status === 'error') return <ErrorState message={t('detail.viewing.error')} retryLabel={t('detail.retry')} onRetry={slots.reload} />;
  const free: AgendaSlot[] = slots.state.slots;
  if (free.length === 0) return <p className="eb-detail__no-slots">{t('detail.viewing.none')}</p>;
  return (
    <form ref={form.formRef} className="eb-detail__form" onSubmit={form.onSubmit} noValidate aria-label={t('detail.viewing.heading')}>
      <SlotPicker
        name={idOf('slotStart')}
        legend={labels.slotStart}
        slots={free}
        value={text('slotStart')}
        onChange={(v) => setValue(v, 'slotStart')}
        format={slotText}
        error={err('slotStart')}
        errorId={`${idOf('slotStart')}-error`}
      />
      <TextField id={idOf('firstName')} name="firstName" label={labels.firstName} value={text('firstName')} onChange={setValue} error={err('firstName')} autoComplete="given-name" />
      <TextField id={idOf('lastName')} name="lastName" label={labels.lastName} value={text('lastName')} onChange={setValue} error={err('lastName')} autoComplete="family-name" />
      <TextField id={idOf('email')} name="email" type="email" label={labels.email} value={text('email')} onChange={setValue} error={err('email')} autoComplete="email" />
      <TextField id={idOf('phone')} name="phone" type="tel" label={labels.phone} value={text('phone')} onChange={setValue} error={err('phone')} autoComplete="tel" />
      <TextArea id={idOf('message')} name="message" label={labels.message} value={text('message')} onChange={setValue} error={err('message')} required={false} optionalLabel={t('form.optional')} />
      <DetailFormFooter form={form} submit={t('detail.viewing.submit')} success={t('detail.viewing.booked')} />
    </form>
  );
}
