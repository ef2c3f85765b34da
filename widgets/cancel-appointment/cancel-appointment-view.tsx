import { useEffect, useRef, type ReactNode } from 'react';
import type { Cancellation, CancelPhase } from '../../core/appointments/cancel-flow';
import type { Appointment } from '../../core/model/appointment';
import { formatDate, formatTime } from '../../core/format/date';
import { LoadingSkeleton } from '../ui/states';

/** The estate the viewing is for, as text and a link the block built from its id (never the answer's markup or URL). */
export interface AppointmentEstate {
  title: string;
  reference: string;
  href: string;
}

export interface CancelAppointmentViewProps {
  phase: CancelPhase;
  appointment: Appointment | null;
  /** The estate of the appointment once loaded; null while loading or when it could not be loaded (the page then names none). */
  estate?: AppointmentEstate | null;
  /** Level of the block heading (1–4); 1 where the block's heading is the page's title. */
  headingLevel?: number;
  /** Set when the service said the appointment is cancelled (see CancelState). */
  cancellation?: Cancellation | null;
  t: (key: string, vars?: Record<string, string>) => string;
  onCancel: () => void;
}

const RESULT_PHASES: CancelPhase[] = ['notFound', 'cancelled', 'alreadyCancelled', 'error'];

export function CancelAppointmentView({ phase, appointment, estate = null, headingLevel = 2, cancellation = null, t, onCancel }: CancelAppointmentViewProps) {
  const Heading = `h${headingLevel}` as 'h2';
  const resultRef = useRef<HTMLParagraphElement & HTMLDivElement>(null);
  // Move focus to the outcome of the visitor's click, so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (phase !== 'notFound' && RESULT_PHASES.includes(phase)) resultRef.current?.focus();
  }, [phase]);

  return (
    <section className="eb-cancel" aria-busy={phase === 'loading' || phase === 'busy'}>
      <Heading className="eb-cancel__title">{t('live_agenda.cancel.title')}</Heading>
      {phase === 'loading' && <LoadingSkeleton label={t('live_agenda.cancel.loading')} rows={4} />}
      {phase === 'notFound' && (
        <p className="eb-cancel__message eb-cancel__message--warning" role="alert">
          {t('live_agenda.cancel.not_found')}
        </p>
      )}
      {phase === 'cancelled' && (
        <p ref={resultRef} tabIndex={-1} className="eb-cancel__message eb-cancel__message--success" role="status">
          {t('live_agenda.cancel.cancelled')}
        </p>
      )}
      {phase === 'alreadyCancelled' && cancellation && (
        <p ref={resultRef} tabIndex={-1} className="eb-cancel__message eb-cancel__message--warning" role="status">
          {cancellation.at
            ? t('live_agenda.cancel.already_cancelled_on', { date: formatDate(cancellation.at), time: formatTime(cancellation.at) })
            : t('live_agenda.cancel.already_cancelled_known')}
        </p>
      )}
      {phase === 'alreadyCancelled' && !cancellation && (
        <div ref={resultRef} tabIndex={-1} className="eb-cancel__message eb-cancel__message--error" role="alert">
          <p>{t('live_agenda.cancel.error')}</p>
          <p>{t('live_agenda.cancel.already_cancelled')}</p>
        </div>
      )}
      {appointment && (phase === 'loaded' || phase === 'busy' || phase === 'error') && (
        <AppointmentQuestion appointment={appointment} estate={estate} t={t}>
          {phase === 'error' && (
            <p ref={resultRef} tabIndex={-1} className="eb-cancel__message eb-cancel__message--error" role="alert">
              {t('live_agenda.cancel.error')}
            </p>
          )}
          <button type="button" className="eb-cancel__button" onClick={onCancel} disabled={phase === 'busy'}>
            {phase === 'busy' ? t('live_agenda.cancel.busy') : t('live_agenda.cancel.cancel_button')}
          </button>
        </AppointmentQuestion>
      )}
    </section>
  );
}

interface QuestionProps {
  appointment: Appointment;
  estate: AppointmentEstate | null;
  t: CancelAppointmentViewProps['t'];
  children: ReactNode;
}

function AppointmentQuestion({ appointment, estate, t, children }: QuestionProps) {
  const { visitor, appointmentStart } = appointment;
  const date = formatDate(appointmentStart);
  const time = formatTime(appointmentStart);
  const estateRows: [string, ReactNode][] = [];
  if (estate) estateRows.push([t('live_agenda.cancel.estate'), <a href={estate.href}>{estate.title}</a>]);
  if (estate?.reference) estateRows.push([t('live_agenda.cancel.reference'), <span className="eb-cancel__reference">{estate.reference}</span>]);
  const rows: [string, ReactNode][] = [
    ...estateRows,
    [t('live_agenda.cancel.name'), `${visitor.firstName} ${visitor.lastName}`.trim()],
    [t('live_agenda.cancel.phone'), visitor.phone],
    [t('live_agenda.cancel.email'), visitor.email],
    [t('live_agenda.cancel.date'), date],
    [t('live_agenda.cancel.time'), time],
  ];
  return (
    <div className="eb-cancel__question">
      <p className="eb-cancel__lead">
        {t('live_agenda.cancel.confirm_question', { firstName: visitor.firstName, lastName: visitor.lastName, date, time })}
      </p>
      <dl className="eb-cancel__details">
        {rows.map(([label, value]) => (
          <div className="eb-cancel__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}
