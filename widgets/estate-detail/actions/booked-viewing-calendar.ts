import { viewingCalendar } from '../../../core/appointments/viewing-calendar';
import type { Translate } from '../detail-api';

export interface BookedViewing {
  appointmentId: string;
  /** The booked slot (ISO instants). */
  start: string;
  end: string;
  title: string;
  /** Empty when the estate's address is hidden: the file then names no place. */
  address: string;
  /** The cancel page's link, relative to this page or absolute. */
  cancelHref: string;
}

/** The .ics file of a viewing booked on this page: its links absolute (a calendar has no page to resolve them against). */
export function bookedViewingCalendar(booking: BookedViewing, t: Translate, now: Date, page: Location = location): string | null {
  const url = `${page.origin}${page.pathname}`;
  const cancelUrl = new URL(booking.cancelHref, page.href).href;
  try {
    return viewingCalendar({
      appointmentId: booking.appointmentId,
      start: booking.start,
      end: booking.end,
      summary: t('detail.viewing.calendar_summary', { title: booking.title }),
      location: booking.address || undefined,
      url,
      cancelUrl,
      cancelText: t('detail.viewing.calendar_cancel', { url: cancelUrl }),
      now,
      host: page.hostname,
    });
  } catch {
    // A slot whose times cannot be read gets no calendar file; the confirmation and cancel link stay.
    return null;
  }
}
