import './removable-chips.css';

export interface RemovableChip {
  key: string | number;
  label: string;
}

export interface RemovableChipsProps<C extends RemovableChip> {
  /** Accessible name of the list. */
  label: string;
  chips: C[];
  /** Accessible name of a chip's remove button. */
  removeLabel: (chip: C) => string;
  onRemove: (chip: C) => void;
  className?: string;
}

/** Chosen values as a list of chips, each with a remove button; nothing when there are none. */
export function RemovableChips<C extends RemovableChip>({ label, chips, removeLabel, onRemove, className }: RemovableChipsProps<C>) {
  if (chips.length === 0) return null;
  return (
    <ul className={className ? `eb-chips ${className}` : 'eb-chips'} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.key} className="eb-chips__chip">
          <span>{chip.label}</span>
          <button type="button" className="eb-chips__remove" aria-label={removeLabel(chip)} onClick={() => onRemove(chip)}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
