import { FieldShell, describedBy } from './field-shell';

export interface TextAreaProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string, name: string) => void;
  error?: string;
  help?: string;
  /** Default true. */
  required?: boolean;
  optionalLabel?: string;
  maxLength?: number;
  /** Default 5. */
  rows?: number;
}

export function TextArea({ id, name, label, value, onChange, error, help, required = true, optionalLabel, maxLength, rows = 5 }: TextAreaProps) {
  return (
    <FieldShell id={id} label={label} error={error} help={help} optionalLabel={required ? undefined : optionalLabel}>
      <textarea
        className="eb-form__input eb-form__textarea"
        id={id}
        name={name}
        rows={rows}
        value={value}
        maxLength={maxLength}
        required={required}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.currentTarget.value, name)}
        {...describedBy(id, error, help)}
      />
    </FieldShell>
  );
}
