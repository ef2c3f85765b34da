import { FieldShell, controlProps, type TextControlProps } from './field-shell';

export interface TextAreaProps extends TextControlProps {
  /** Default 5. */
  rows?: number;
}

export function TextArea({ id, name, label, value, onChange, error, help, required = true, optionalLabel, maxLength, rows = 5 }: TextAreaProps) {
  return (
    <FieldShell id={id} label={label} error={error} help={help} optionalLabel={required ? undefined : optionalLabel}>
      <textarea className="eb-form__input eb-form__textarea" rows={rows} maxLength={maxLength} {...controlProps({ id, name, value, required, error, help, onChange })} />
    </FieldShell>
  );
}
