import { useId } from 'react';
import { PriceInput } from './price-input';

export interface PriceRangeFieldProps {
  label: string;
  min: { label: string; placeholder: string; value: number | undefined; onCommit: (value: number | undefined) => void };
  max: { label: string; placeholder: string; value: number | undefined; onCommit: (value: number | undefined) => void };
}

/** Price as one field of the search bar: "Price" over a minimum and a maximum side by side, each with its own accessible name. */
export function PriceRangeField({ label, min, max }: PriceRangeFieldProps) {
  const id = `eb-price-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <div className="eb-estate-search__field eb-estate-search__field--price-range" role="group" aria-labelledby={id}>
      <span id={id} className="eb-estate-search__label">{label}</span>
      <div className="eb-estate-search__price-range">
        <PriceInput {...min} hiddenLabel />
        <PriceInput {...max} hiddenLabel />
      </div>
    </div>
  );
}
