import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CityOption } from '../../../core/model';
import { RemovableChips } from '../chips/removable-chips';
import './city-combobox.css';

export interface CityComboboxProps {
  label: string;
  /** Id of the input (e.g. a form's field id, which its error summary links to); default: one of its own. */
  id?: string;
  /** Accessible name of the list of chosen cities; default: the label. */
  selectedLabel?: string;
  /** Shown in the list's place while no city is chosen, e.g. what that means. */
  noneSelectedText?: string;
  /** Instructions read with the input. */
  hint: string;
  /** Shown in the popup when the search found nothing. */
  noneText: string;
  /** Accessible name of a chosen city's remove button. */
  removeLabel: (name: string) => string;
  /** Announced when options arrive, e.g. "5 cities available". */
  resultsText: (count: number) => string;
  selected: CityOption[];
  onSelect: (city: CityOption) => void;
  onRemove: (city: CityOption) => void;
  /** The search-city call; aborted when a newer query starts. */
  search: (query: string, signal: AbortSignal) => Promise<CityOption[]>;
  /** Wait after the last keystroke before searching (default 200 ms). */
  debounceMs?: number;
}

/** WAI-ARIA combobox with a listbox popup (APG "list autocomplete"); chosen cities as removable chips. */
export function CityCombobox(props: CityComboboxProps) {
  const { label, selectedLabel = label, noneSelectedText, hint, noneText, removeLabel, resultsText, selected, onSelect, onRemove, search, debounceMs = 200 } = props;
  const id = useId();
  const inputId = props.id ?? `${id}-input`;
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<CityOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searched, setSearched] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    function searchCities() {
      const q = query.trim();
      if (q.length < 2) {
        setOptions([]);
        setSearched(false);
        return;
      }
      const controller = new AbortController();
      const timer = setTimeout(() => {
        search(q, controller.signal).then(
          (found) => {
            if (controller.signal.aborted) return;
            const chosen = new Set(selected.map((c) => c.id));
            setOptions(found.filter((c) => !chosen.has(c.id)));
            setActive(-1);
            setSearched(true);
          },
          () => {
            if (!controller.signal.aborted) setOptions([]);
          },
        );
      }, debounceMs);
      return function cancelSearch() {
        clearTimeout(timer);
        controller.abort();
      };
    },
    // Selected cities only filter results; a new search starts on typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, search, debounceMs],
  );

  const expanded = open && (options.length > 0 || searched);
  const choose = (city: CityOption) => {
    onSelect(city);
    setQuery('');
    setOptions([]);
    setOpen(false);
    setActive(-1);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded) {
      // An open list takes Enter: it commits the active option and never submits the form around it.
      event.preventDefault();
      if (active >= 0 && options[active]) choose(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  const noneShown = Boolean(noneSelectedText) && !selected.length;
  const chips = selected.map((city) => ({ key: city.id, label: city.zip ? `${city.zip} ${city.name}` : city.name, city }));

  return (
    <div className="eb-city-combobox">
      <label className="eb-city-combobox__label" htmlFor={inputId}>
        {label}
      </label>
      <RemovableChips label={selectedLabel} chips={chips} removeLabel={(chip) => removeLabel(chip.city.name)} onRemove={(chip) => onRemove(chip.city)} />
      {noneShown ? <p id={`${id}-none`} className="eb-city-combobox__none">{noneSelectedText}</p> : null}
      <div className="eb-city-combobox__popup">
        <input
          ref={input}
          id={inputId}
          className="eb-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-describedby={noneShown ? `${id}-none ${id}-hint` : `${id}-hint`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          value={query}
          onChange={(e) => {
            setQuery((e.target as HTMLInputElement).value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={`${id}-listbox`} role="listbox" aria-label={label} className="eb-city-combobox__listbox" hidden={!expanded}>
          {options.map((city, i) => (
            <li
              key={city.id}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              className={`eb-city-combobox__option${i === active ? ' eb-city-combobox__option--active' : ''}`}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(city);
              }}
            >
              {city.zip} {city.name}
            </li>
          ))}
          {searched && !options.length ? (
            <li role="option" aria-disabled="true" aria-selected="false" className="eb-city-combobox__option eb-city-combobox__option--none">
              {noneText}
            </li>
          ) : null}
        </ul>
      </div>
      <p id={`${id}-hint`} className="eb-city-combobox__hint">
        {hint}
      </p>
      <p className="eb-visually-hidden" aria-live="polite">
        {expanded && searched ? resultsText(options.length) : ''}
      </p>
    </div>
  );
}
