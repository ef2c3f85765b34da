import type { AgendaSlot } from '../../../core/model';

export interface SlotPickerProps {
  name: string;
  legend: string;
  slots: AgendaSlot[];
  value: string;
  onChange: (value: string) => void;
  format: (slot: AgendaSlot) => string;
  error?: string;
  errorId: string;
}

/** The free slots as one radio group. */
export function SlotPicker({ name, legend, slots, value, onChange, format, error, errorId }: SlotPickerProps) {
  return (
    <fieldset className="eb-detail__slots" aria-describedby={error ? errorId : undefined}>
      <legend className="eb-detail__slots-legend">{legend}</legend>
      <ul className="eb-detail__slot-list">
        {slots.map((slot, i) => (
          <li key={slot.start}>
            <label className="eb-detail__slot">
              <input
                type="radio"
                name={name}
                value={slot.start}
                checked={value === slot.start}
                aria-invalid={error && i === 0 ? 'true' : undefined}
                onChange={() => onChange(slot.start)}
              />{' '}
              {format(slot)}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="eb-form__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
