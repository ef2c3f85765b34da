import { useMemo, useState } from 'react';
import { formatDate, formatTime } from '../../../core/format/date';
import { useFocusOnMount } from '../../ui/focus/use-focus-on-mount';
import type { Translate } from '../detail-api';
import { bookedViewingCalendar, type BookedViewing } from './booked-viewing-calendar';
import { useFileUrl } from './use-calendar-file';

export interface ViewingConfirmationProps {
  booking: BookedViewing;
  t: Translate;
}

/** Replaces the booking form: the booked time (Belgian time), "add to my calendar" and the cancel link; takes focus, a status region. */
export function ViewingConfirmation({ booking, t }: ViewingConfirmationProps) {
  const ref = useFocusOnMount<HTMLDivElement>();
  const { appointmentId, start, end, title, address, cancelHref } = booking;
  // Stamped once: the same booking then gives the same file, and its download link is made once.
  const [bookedAt] = useState(() => new Date());
  const calendar = useMemo(
    () => bookedViewingCalendar({ appointmentId, start, end, title, address, cancelHref }, t, bookedAt),
    [appointmentId, start, end, title, address, cancelHref, t, bookedAt],
  );
  const calendarUrl = useFileUrl(calendar, 'text/calendar;charset=utf-8');
  return (
    <div ref={ref} className="eb-detail__confirmation" role="status" tabIndex={-1}>
      <p>{t('detail.viewing.success', { date: formatDate(start), time: formatTime(start) })}</p>
      {calendarUrl ? (
        <p>
          <a href={calendarUrl} download="viewing.ics" className="eb-detail__calendar">
            {t('detail.viewing.calendar')}
          </a>
        </p>
      ) : null}
      <p>
        <a href={cancelHref}>{t('detail.viewing.cancel_link')}</a>
      </p>
    </div>
  );
}
