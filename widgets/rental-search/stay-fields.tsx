import { useEffect, useState } from 'react';
import { nextDay, stayErrors, stayOf, type Stay } from '../../core/rentals/stay';
import type { Translator } from '../../core/i18n';
import { FieldShell, describedBy } from '../ui/form/field-shell';

export interface StayFieldsProps {
  /** The stay searched for (from the filter, so back/forward show it). */
  stay: Partial<Stay>;
  /** ISO day, Belgian time: the earliest arrival. */
  today: string;
  /** ISO day: the last day the units publish periods for (the filter model's periodDates). */
  lastDay?: string;
  t: Translator['t'];
  idPrefix: string;
  /** A complete, valid stay; or none when a date is cleared. */
  onChange: (stay: Stay | undefined) => void;
}

const LOOK = { field: 'eb-rental-filters__field', label: 'eb-rental-filters__label' };

/** Arrival and departure as native date inputs: the list follows once both are set and valid; errors say why not. */
export function StayFields({ stay, today, lastDay, t, idPrefix, onChange }: StayFieldsProps) {
  const [draft, setDraft] = useState<Partial<Stay>>(stay);
  useEffect(
    function followSearchedStay() {
      setDraft({ from: stay.from, to: stay.to });
    },
    [stay.from, stay.to],
  );
  const errors = stayErrors(draft.from, draft.to, today) ?? {};
  const change = (key: keyof Stay, value: string) => {
    const next = { ...draft, [key]: value || undefined };
    setDraft(next);
    const valid = stayOf(next.from, next.to, today);
    if (valid) onChange(valid);
    else if (stay.from && (!next.from || !next.to)) onChange(undefined);
  };
  const field = (key: keyof Stay, label: string, min: string) => {
    const id = `${idPrefix}-${key === 'from' ? 'arrival' : 'departure'}`;
    const error = errors[key] ? t(errors[key]) : undefined;
    return (
      <FieldShell id={id} label={label} error={error} classes={LOOK}>
        <input className="eb-rental-filters__select" type="date" id={id} name={key === 'from' ? 'arrival' : 'departure'} value={draft[key] ?? ''}
          min={min} max={lastDay} onChange={(e) => change(key, e.currentTarget.value)} {...describedBy(id, error)} />
      </FieldShell>
    );
  };
  return (
    <>
      {field('from', t('rental.filters.arrival'), today)}
      {field('to', t('rental.filters.departure'), draft.from && draft.from >= today ? nextDay(draft.from) : nextDay(today))}
    </>
  );
}
