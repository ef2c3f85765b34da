import { useFocusOnMount } from '../focus/use-focus-on-mount';

export interface FormSuccessProps {
  message: string;
  /** Label of the explicit "send another" action. */
  againLabel: string;
  /** Back to a fresh form (useFormSubmit's sendAnother). */
  onAgain: () => void;
}

/**
 * Replaces a form once its request is stored: no field and no submit button stay on screen,
 * so nothing can be sent twice; another message needs the explicit "send another". Takes focus so
 * keyboard and screen-reader users hear the outcome.
 */
export function FormSuccess({ message, againLabel, onAgain }: FormSuccessProps) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div className="eb-form__success">
      <div ref={ref} className="eb-form__status eb-form__status--success" role="status" tabIndex={-1}>
        <p className="eb-form__status-text">{message}</p>
      </div>
      <button type="button" className="eb-form__again" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
