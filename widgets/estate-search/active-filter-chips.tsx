import type { ActiveFilter } from '../../core/query/active-filters';

export interface ActiveFilterChipsProps {
  chips: ActiveFilter[];
  labels: { group: string; remove: (name: string) => string };
  onRemove: (chip: ActiveFilter) => void;
}

/** The search's filters as removable chips above the results (issue 16 §1); nothing when no filter is set. */
export function ActiveFilterChips({ chips, labels, onRemove }: ActiveFilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul className="eb-estate-search__chips eb-estate-search__active" aria-label={labels.group}>
      {chips.map((chip) => (
        <li key={chip.key} className="eb-estate-search__chip">
          <span>{chip.label}</span>
          <button type="button" className="eb-estate-search__chip-remove" aria-label={labels.remove(chip.label)} onClick={() => onRemove(chip)}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
