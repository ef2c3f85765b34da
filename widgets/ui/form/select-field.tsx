import { useId } from 'react';
import { FieldShell, describedBy, type FieldClasses } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  /** Default: a generated id. */
  id?: string;
  name: string;
  label: string;
  /** '' selects the empty option. */
  value: string;
  options: SelectOption[];
  onChange: (value: string, name: string) => void;
  /** Text of a first empty option (e.g. "Any"); omitted when undefined. */
  emptyLabel?: string;
  error?: string;
  help?: string;
  /** Default false. */
  required?: boolean;
  optionalLabel?: string;
  disabled?: boolean;
  /** Default: the eb-form classes. */
  classes?: FieldClasses;
  /** A fuller accessible name than the visible label (which it must start with), e.g. "Bedrooms (minimum)" under "Bedrooms". */
  fullLabel?: string;
}

/** The one native select of the bundle: search forms, rental filters and the forms' fields. */
export function SelectField({ id, name, label, value, options, onChange, emptyLabel, error, help, required = false, optionalLabel, disabled, classes, fullLabel }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} error={error} help={help} optionalLabel={required ? undefined : optionalLabel} classes={classes}>
      <select
        className={classes?.control ?? 'eb-form__input eb-form__select'}
        id={fieldId}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        aria-label={fullLabel}
        onChange={(e) => onChange(e.currentTarget.value, name)}
        {...describedBy(fieldId, error, help)}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
