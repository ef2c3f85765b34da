export interface HoneypotFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** e.g. t('form.honeypot'): "Leave this field empty". */
  label: string;
}

/** Spam trap: off-screen and out of the tab order, so only robots fill it (field `website`). */
export function HoneypotField({ id, value, onChange, label }: HoneypotFieldProps) {
  return (
    <div className="eb-form__hp eb-visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </div>
  );
}
