import type { HTMLAttributes } from 'react';
import { FieldShell, describedBy } from './field-shell';

export interface TextFieldProps {
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
  /** Default 'text'. */
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  min?: number;
  max?: number;
}

export function TextField({ id, name, label, value, onChange, error, help, required = true, optionalLabel, type = 'text', ...rest }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} help={help} optionalLabel={required ? undefined : optionalLabel}>
      <input
        className="eb-form__input"
        id={id}
        name={name}
        type={type}
        value={value}
        required={required}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.currentTarget.value, name)}
        {...describedBy(id, error, help)}
        {...rest}
      />
    </FieldShell>
  );
}
