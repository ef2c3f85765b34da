import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { formatNumber } from '../../core/format/number';

export interface PriceInputProps {
  label: string;
  /** Euro amount, undefined when not set. */
  value: number | undefined;
  /** Called once per edit (blur or Enter) with the parsed amount, undefined when cleared. */
  onCommit: (value: number | undefined) => void;
  /** Shown in the empty field, e.g. "Min." beside a visually hidden label. */
  placeholder?: string;
  /** The label for screen readers only (a group names the pair). Default false. */
  hiddenLabel?: boolean;
}

/** Digits only; '250.000,50' and '€ 250 000' both read as 250000 (cents are dropped). */
export function parsePrice(text: string): number | undefined {
  const whole = text.split(',')[0].replace(/\D/g, '');
  return whole ? Number(whole) : undefined;
}

const show = (value: number | undefined) => (value === undefined ? '' : formatNumber(value));

/** A typed price field shown in the Belgian format (spec §9: '.' thousands), committed on blur or Enter. */
export function PriceInput({ label, value, onCommit, placeholder, hiddenLabel = false }: PriceInputProps) {
  const id = useId();
  const [text, setText] = useState(show(value));
  useEffect(() => setText(show(value)), [value]);

  const commit = () => {
    const parsed = parsePrice(text);
    setText(show(parsed));
    if (parsed !== value) onCommit(parsed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Commit first, then submit, so a search that leads to a results page carries the typed amount.
      event.preventDefault();
      commit();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <div className="eb-estate-search__field eb-estate-search__field--price">
      <label className={hiddenLabel ? 'eb-visually-hidden' : 'eb-estate-search__label'} htmlFor={id}>
        {label}
      </label>
      <div className="eb-estate-search__price">
        <span className="eb-estate-search__currency" aria-hidden="true">
          €
        </span>
        <input
          id={id}
          className="eb-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText((e.target as HTMLInputElement).value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      </div>
    </div>
  );
}
