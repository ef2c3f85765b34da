import { useId } from 'react';
import { formatCurrency } from '../../core/format/units';
import { SelectField } from '../ui/form/select-field';
import { PriceInput } from './price-input';

interface Bound {
  label: string;
  placeholder: string;
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
}

export interface PriceRangeFieldProps {
  label: string;
  min: Bound;
  max: Bound;
  /** The service's price steps (core/query/option-choices.ts): two selects; none: two typed amounts. */
  steps?: number[];
}

const HIDDEN_LABEL = { field: 'eb-estate-search__field eb-estate-search__field--price', label: 'eb-visually-hidden', control: 'eb-input' };

/** Price as one field of the search bar: "Price" over a minimum and a maximum side by side, each with its own accessible name. */
export function PriceRangeField({ label, min, max, steps = [] }: PriceRangeFieldProps) {
  const id = `eb-price-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const select = (bound: Bound, name: string, offered: number[]) => (
    <SelectField name={name} classes={HIDDEN_LABEL} label={bound.label} emptyLabel={bound.placeholder} value={bound.value === undefined ? '' : String(bound.value)}
      options={offered.map((p) => ({ value: String(p), label: formatCurrency(p) }))} onChange={(v) => bound.onCommit(v ? Number(v) : undefined)} />
  );
  return (
    <div className="eb-estate-search__field eb-estate-search__field--price-range" role="group" aria-labelledby={id}>
      <span id={id} className="eb-estate-search__label">{label}</span>
      <div className="eb-estate-search__price-range">
        {steps.length ? (
          <>
            {select(min, 'price-min', steps.filter((p) => max.value === undefined || p <= max.value))}
            {select(max, 'price-max', steps.filter((p) => min.value === undefined || p >= min.value))}
          </>
        ) : (
          <>
            <PriceInput {...min} hiddenLabel />
            <PriceInput {...max} hiddenLabel />
          </>
        )}
      </div>
    </div>
  );
}
