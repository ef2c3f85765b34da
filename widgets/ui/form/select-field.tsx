import { FieldShell, describedBy } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
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
}

export function SelectField({ id, name, label, value, options, onChange, emptyLabel, error, help, required = false, optionalLabel }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} help={help} optionalLabel={required ? undefined : optionalLabel}>
      <select
        className="eb-form__input eb-form__select"
        id={id}
        name={name}
        value={value}
        required={required}
        onChange={(e) => onChange(e.currentTarget.value, name)}
        {...describedBy(id, error, help)}
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
