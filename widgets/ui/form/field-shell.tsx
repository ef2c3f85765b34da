import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** Translated error text; marks the field invalid. */
  error?: string;
  /** Translated help text under the label. */
  help?: string;
  /** Shown after the label, e.g. t('form.optional'); omit for required fields. */
  optionalLabel?: string;
  children: ReactNode;
}

/** Label, help and error around one control; ids follow `${id}-help` / `${id}-error`. */
export function FieldShell({ id, label, error, help, optionalLabel, children }: FieldShellProps) {
  return (
    <div className={`eb-form__field${error ? ' eb-form__field--invalid' : ''}`}>
      <label className="eb-form__label" htmlFor={id}>
        {label}
        {optionalLabel ? <span className="eb-form__optional"> ({optionalLabel})</span> : null}
      </label>
      {help ? (
        <p className="eb-form__help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="eb-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby / aria-invalid for the control inside a FieldShell. */
export function describedBy(id: string, error?: string, help?: string) {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? (true as const) : undefined };
}
