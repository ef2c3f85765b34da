import type { SelectOption } from './select-field';

export interface CheckboxGroupProps {
  id: string;
  name: string;
  legend: string;
  options: SelectOption[];
  /** Checked option values. */
  value: string[];
  onChange: (value: string[], name: string) => void;
  error?: string;
  /** Default: the eb-form classes (a block that does not load the form styles passes its own). */
  classes?: Partial<Record<'group' | 'legend' | 'options' | 'check' | 'checkbox' | 'label', string>>;
}

/** A fieldset of checkboxes for a multi-valued criterion (types, cities). */
export function CheckboxGroup({ id, name, legend, options, value, onChange, error, classes = {} }: CheckboxGroupProps) {
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option), name);
  return (
    <fieldset className={classes.group ?? 'eb-form__group'} id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={classes.legend ?? 'eb-form__legend'}>{legend}</legend>
      <div className={classes.options ?? 'eb-form__group-options'}>
        {options.map((o) => (
          <div className={classes.check ?? 'eb-form__check'} key={o.value}>
            <input
              className={classes.checkbox ?? 'eb-form__checkbox'}
              type="checkbox"
              id={`${id}-${o.value}`}
              name={name}
              value={o.value}
              checked={value.includes(o.value)}
              aria-invalid={error ? true : undefined}
              onChange={(e) => toggle(o.value, e.currentTarget.checked)}
            />
            <label className={classes.label ?? 'eb-form__check-label'} htmlFor={`${id}-${o.value}`}>
              {o.label}
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <p className="eb-form__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
