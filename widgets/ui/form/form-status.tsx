export interface FormStatusProps {
  /** Text to announce politely (busy, success); empty renders an empty live region. */
  message?: string;
  /** 'success' adds the success styling. */
  tone?: 'info' | 'success';
}

/** A polite live region that is always in the DOM, so changes to its text are announced. */
export function FormStatus({ message = '', tone = 'info' }: FormStatusProps) {
  return (
    <div className={`eb-form__status${message ? ` eb-form__status--${tone}` : ''}`} role="status" aria-live="polite">
      {message ? <p className="eb-form__status-text">{message}</p> : null}
    </div>
  );
}
