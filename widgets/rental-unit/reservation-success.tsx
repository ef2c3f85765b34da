import { useFocusOnMount } from '../ui/focus/use-focus-on-mount';

export interface ReservationSuccessProps {
  message: string;
  againLabel: string;
  onAgain: () => void;
}

/** Replaces the form after a stored request; takes focus so keyboard and screen-reader users hear it. */
export function ReservationSuccess({ message, againLabel, onAgain }: ReservationSuccessProps) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} className="eb-rental-unit__success" role="status" tabIndex={-1}>
      <p>{message}</p>
      <button type="button" className="eb-rental-unit__again" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
