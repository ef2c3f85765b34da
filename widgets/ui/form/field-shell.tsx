import type { ReactNode } from 'react';

/** Class names of a field's wrapper, label and control; a block with its own look passes its own. */
export interface FieldClasses {
  field: string;
  label: string;
  control: string;
}

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** Translated error text; marks the field invalid. */
  error?: string;
  /** Translated help text under the label. */
  help?: string;
  /** Shown after the label, e.g. t('form.optional'); omit for required fields. */
  optionalLabel?: string;
  /** Default: the eb-form classes. */
  classes?: Pick<FieldClasses, 'field' | 'label'>;
  children: ReactNode;
}

/** Label, help and error around one control; ids follow `${id}-help` / `${id}-error`. */
export function FieldShell({ id, label, error, help, optionalLabel, classes, children }: FieldShellProps) {
  return (
    <div className={`${classes?.field ?? 'eb-form__field'}${error ? ' eb-form__field--invalid' : ''}`}>
      <label className={classes?.label ?? 'eb-form__label'} htmlFor={id}>
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
