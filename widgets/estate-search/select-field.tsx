import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  /** '' selects the empty option. */
  value: string;
  options: SelectOption[];
  /** Label of the empty option (e.g. 'All'); no empty option when absent. */
  emptyLabel?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  name: string;
}

export function SelectField({ label, value, options, emptyLabel, onChange, disabled, name }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`eb-estate-search__field eb-estate-search__field--${name}`}>
      <label className="eb-estate-search__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="eb-estate-search__select"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange((e.target as HTMLSelectElement).value)}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
