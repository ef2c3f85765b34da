import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CityOption } from '../../core/model';

export interface CityComboboxProps {
  label: string;
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
  const { label, hint, noneText, removeLabel, resultsText, selected, onSelect, onRemove, search, debounceMs = 200 } = props;
  const id = useId();
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
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  return (
    <div className="eb-estate-search__field eb-estate-search__field--city">
      <label className="eb-estate-search__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      {selected.length ? (
        <ul className="eb-estate-search__chips" aria-label={label}>
          {selected.map((city) => (
            <li key={city.id} className="eb-estate-search__chip">
              <span>{city.zip ? `${city.zip} ${city.name}` : city.name}</span>
              <button type="button" className="eb-estate-search__chip-remove" aria-label={removeLabel(city.name)} onClick={() => onRemove(city)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="eb-estate-search__combobox">
        <input
          ref={input}
          id={`${id}-input`}
          className="eb-estate-search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-describedby={`${id}-hint`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          value={query}
          onChange={(e) => {
            setQuery((e.target as HTMLInputElement).value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul id={`${id}-listbox`} role="listbox" aria-label={label} className="eb-estate-search__listbox" hidden={!expanded}>
          {options.map((city, i) => (
            <li
              key={city.id}
              id={`${id}-option-${i}`}
              role="option"
              aria-selected={i === active}
              className={`eb-estate-search__option${i === active ? ' eb-estate-search__option--active' : ''}`}
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
            <li role="option" aria-disabled="true" aria-selected="false" className="eb-estate-search__option eb-estate-search__option--none">
              {noneText}
            </li>
          ) : null}
        </ul>
      </div>
      <p id={`${id}-hint`} className="eb-estate-search__hint">
        {hint}
      </p>
      <p className="eb-visually-hidden" aria-live="polite">
        {expanded && searched ? resultsText(options.length) : ''}
      </p>
    </div>
  );
}
