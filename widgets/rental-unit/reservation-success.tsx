import { useEffect, useRef } from 'react';

export interface ReservationSuccessProps {
  message: string;
  againLabel: string;
  onAgain: () => void;
}

/** Replaces the form after a stored request; takes focus so keyboard and screen-reader users hear it. */
export function ReservationSuccess({ message, againLabel, onAgain }: ReservationSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(function focusOutcome() {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="eb-rental-unit__success" role="status" tabIndex={-1}>
      <p>{message}</p>
      <button type="button" className="eb-rental-unit__again" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
