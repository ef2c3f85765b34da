import { formatDate, formatTime } from '../../../core/format/date';
import { useFocusOnMount } from '../../ui/focus/use-focus-on-mount';
import type { Translate } from '../detail-api';

export interface ViewingConfirmationProps {
  /** The booked slot's start (ISO). */
  start: string;
  cancelHref: string;
  t: Translate;
}

/** Replaces the booking form: the booked time (Belgian time) and the cancel link; takes focus, a status region. */
export function ViewingConfirmation({ start, cancelHref, t }: ViewingConfirmationProps) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} className="eb-detail__confirmation" role="status" tabIndex={-1}>
      <p>{t('detail.viewing.success', { date: formatDate(start), time: formatTime(start) })}</p>
      <p>
        <a href={cancelHref}>{t('detail.viewing.cancel_link')}</a>
      </p>
    </div>
  );
}
