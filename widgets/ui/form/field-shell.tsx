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
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The error text under a control, `${id}-error`, which aria-describedby names. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="eb-form__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

/** aria-describedby / aria-invalid for the control inside a FieldShell. */
export function describedBy(id: string, error?: string, help?: string) {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? (true as const) : undefined };
}

/** Props of every text control in a FieldShell. */
export interface TextControlProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string, name: string) => void;
  error?: string;
  help?: string;
  /** Default true; false shows `optionalLabel` beside the label. */
  required?: boolean;
  optionalLabel?: string;
  maxLength?: number;
}

export interface ControlOptions {
  id: string;
  name: string;
  value: string;
  required: boolean;
  error?: string;
  help?: string;
  onChange: (value: string, name: string) => void;
}

/** What every text control inside a FieldShell carries: its name and value, required, and its description. */
export function controlProps({ id, name, value, required, error, help, onChange }: ControlOptions) {
  return {
    id,
    name,
    value,
    required,
    'aria-required': required || undefined,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value, name),
    ...describedBy(id, error, help),
  };
}
