import type { ReactNode } from 'react';
import { FieldError, describedBy } from './field-shell';

export interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean, name: string) => void;
  error?: string;
  /** Extra ids the box is described by (e.g. a list of links). */
  describedById?: string;
  required?: boolean;
}

export function CheckboxField({ id, name, label, checked, onChange, error, describedById, required = false }: CheckboxFieldProps) {
  const aria = describedBy(id, error);
  const described = [describedById, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`eb-form__check${error ? ' eb-form__check--invalid' : ''}`}>
      <input
        className="eb-form__checkbox"
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        required={required}
        onChange={(e) => onChange(e.currentTarget.checked, name)}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={described}
      />
      <label className="eb-form__check-label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
