/**
 * The configurator's city picker: a combobox (WAI-ARIA 1.2 list autocomplete) that finds a place by
 * any of its names (cityQueries asks the service for each language's name) and keeps several cities,
 * each removable. A native datalist cannot do this: it hides every option whose text does not
 * contain what was typed, so "Brussels" never shows "1000 Bruxelles".
 */
import { cityAlsoKnownAs, cityQueries } from '../../../core/query/city-names';

export interface City {
  id: number;
  zip: string;
  name: string;
}

export interface CityPicker {
  element: HTMLElement;
  /** Shows these ids as the chosen cities (names of cities not looked up yet read "city {id}"). */
  read(ids: readonly number[]): void;
}

let uid = 0;
function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (string | HTMLElement)[]): HTMLElementTagNameMap[K] {
  const element = Object.assign(document.createElement(tag), props);
  for (const child of children) element.append(child);
  return element;
}

export const cityLabel = (c: City): string => `${c.zip} ${c.name}`;

export function createCityPicker(search: (q: string) => Promise<City[]>, onChange: (ids: number[]) => void): CityPicker {
  const id = `cfg-city-${++uid}`;
  const known = new Map<number, City>();
  let chosen: number[] = [];
  let found: City[] = [];
  let active = -1;
  let lookup = 0;

  const input = h('input', { id, type: 'text', autocomplete: 'off' });
  const list = h('ul', { id: `${id}-list`, className: 'site-cities__options', hidden: true });
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Matching cities');
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);
  const hint = h('small', { id: `${id}-hint`, className: 'site-config__hint', textContent: 'Type a name in any language or a postcode, then choose; add as many cities as needed' });
  input.setAttribute('aria-describedby', hint.id);
  const chosenList = h('ul', { className: 'site-cities__chosen' });
  chosenList.setAttribute('aria-label', 'Chosen cities');

  const close = () => {
    list.hidden = true;
    active = -1;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
  };
  const highlight = (index: number) => {
    active = index;
    [...list.children].forEach((li, i) => li.setAttribute('aria-selected', String(i === index)));
    if (index >= 0) input.setAttribute('aria-activedescendant', `${list.id}-${index}`);
    else input.removeAttribute('aria-activedescendant');
  };
  const pick = (city: City) => {
    if (!chosen.includes(city.id)) onChange([...chosen, city.id]);
    input.value = '';
    close();
    input.focus();
  };
  const show = () => {
    list.replaceChildren(
      ...found.map((c, i) => {
        const aka = cityAlsoKnownAs(c.name);
        const li = h('li', { id: `${list.id}-${i}`, textContent: aka.length ? `${cityLabel(c)} (${aka.join(', ')})` : cityLabel(c) });
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        // mousedown keeps the focus in the input, so the list does not close before the click.
        li.addEventListener('mousedown', (event) => event.preventDefault());
        li.addEventListener('click', () => pick(c));
        return li;
      }),
    );
    if (found.length === 0) list.append(h('li', { className: 'site-cities__none', textContent: 'No city of that name' }));
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    highlight(-1);
  };

  input.addEventListener('input', async () => {
    const value = input.value.trim();
    const mine = ++lookup;
    if (value.length < 2) return close();
    const answers = await Promise.all(cityQueries(value.replace(/^\d{4}\s+/, '')).map(search));
    if (mine !== lookup) return;
    const byId = new Map<number, City>();
    for (const c of answers.flat()) byId.set(c.id, c);
    found = [...byId.values()].slice(0, 10);
    found.forEach((c) => known.set(c.id, c));
    show();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (list.hidden || found.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      highlight((active + step + found.length) % found.length);
    } else if (event.key === 'Enter' && !list.hidden && active >= 0) {
      event.preventDefault();
      pick(found[active]);
    } else if (event.key === 'Escape' && !list.hidden) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener('blur', close);

  const read = (ids: readonly number[]) => {
    chosen = [...ids];
    chosenList.replaceChildren(
      ...chosen.map((cityId) => {
        const city = known.get(cityId);
        const text = city ? cityLabel(city) : `city ${cityId}`;
        const remove = h('button', { type: 'button', className: 'site-cities__remove', textContent: '×' });
        remove.setAttribute('aria-label', `Remove ${text}`);
        remove.addEventListener('click', () => {
          onChange(chosen.filter((x) => x !== cityId));
          input.focus();
        });
        return h('li', {}, h('span', { textContent: text }), remove);
      }),
    );
    if (chosen.length === 0) chosenList.append(h('li', { className: 'site-cities__none', textContent: 'No city chosen: any city' }));
  };

  const element = h('div', { className: 'site-cities' }, h('label', { htmlFor: id, textContent: 'City' }), h('div', { className: 'site-cities__box' }, input, list), hint, chosenList);
  return { element, read };
}
