import type { HTMLAttributes } from 'react';
import { FieldShell, controlProps, type TextControlProps } from './field-shell';

export interface TextFieldProps extends TextControlProps {
  /** Default 'text'. */
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  min?: number;
  max?: number;
}

export function TextField({ id, name, label, value, onChange, error, help, required = true, optionalLabel, type = 'text', ...rest }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} help={help} optionalLabel={required ? undefined : optionalLabel}>
      <input className="eb-form__input" type={type} {...controlProps({ id, name, value, required, error, help, onChange })} {...rest} />
    </FieldShell>
  );
}
