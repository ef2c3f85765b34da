import type { ActiveFilter } from '../../core/query/active-filters';
import { RemovableChips } from '../ui/chips/removable-chips';

export interface ActiveFilterChipsProps {
  chips: ActiveFilter[];
  labels: { group: string; remove: (name: string) => string };
  onRemove: (chip: ActiveFilter) => void;
}

/** The search's filters as removable chips above the results; nothing when no filter is set. */
export function ActiveFilterChips({ chips, labels, onRemove }: ActiveFilterChipsProps) {
  return <RemovableChips className="eb-estate-search__active" label={labels.group} chips={chips} removeLabel={(chip) => labels.remove(chip.label)} onRemove={onRemove} />;
}
