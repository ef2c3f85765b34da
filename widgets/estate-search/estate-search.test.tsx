import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EstateSearchResponse } from '../../core/api/types';
import { createTranslator, loadCatalogue, type Locale } from '../../core/i18n';
import { renderInBlock } from '../../tests/support/block-test-utils';
import { useScope } from '../runtime/use-scope';
import { EstateSearch } from './estate-search';

const answer = (total: number): EstateSearchResponse => ({ total: { value: total }, results: [] }) as EstateSearchResponse;
const filters = { headTypes: [{ id: 1, name: 'Huis' }], locations: [], prices: [], countries: [], subTypes: [], bedrooms: [], transactions: [] };

function api(total = 42) {
  return {
    getSite: vi.fn(async () => ({ settings: { hiddenStatus: [] } })),
    searchEstates: vi.fn(async () => answer(total)),
    getEstateFilters: vi.fn(async () => filters),
    searchCities: vi.fn(async () => []),
  };
}

let scopeSeq = 0;
/** The list block of the page: it starts the scope's search, whose count the search block shows. */
function ListOf({ scope }: { scope: string }) {
  useScope({ scope, syncUrl: true }, 'page');
  return null;
}
afterEach(() => {
  history.replaceState(null, '', '/');
});

describe('estate-search resultsPage (search from another page, spec §2 parameters)', () => {
  it('has a search button that opens the results page with the chosen filters; this page URL stays as it is', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const calls = api(42);
    renderInBlock(<EstateSearch config={{ scope: `results-${++scopeSeq}`, syncUrl: true, resultsPage: '/en/offer' }} />, { api: calls as never, locale: 'en' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('listing.count {"count":42,"n":"42"}'));
    expect(calls.searchEstates).toHaveBeenCalled();
    const bedrooms = screen.getByRole('combobox', { name: 'listing.search.bedrooms' });
    act(() => {
      fireEvent.change(bedrooms, { target: { value: '3' } });
    });
    expect(location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'listing.search.submit' }));
    expect(assign).toHaveBeenCalledWith('/en/offer?bed-min=3');
    assign.mockRestore();
  });

  it('"auto" leads to the search route of the block locale; Enter in a price field commits and searches', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderInBlock(<EstateSearch config={{ scope: `results-${++scopeSeq}`, syncUrl: true, resultsPage: 'auto' }} />, { api: api() as never, locale: 'fr' });
    const min = screen.getByRole('textbox', { name: 'listing.search.price_min' });
    fireEvent.input(min, { target: { value: '200000' } });
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(assign).toHaveBeenCalledWith('/fr/offre?price-min=200000');
    assign.mockRestore();
  });

  it('without resultsPage there is no search button and the filters stay in this page URL', async () => {
    renderInBlock(<EstateSearch config={{ scope: `inplace-${++scopeSeq}`, syncUrl: true }} />, { api: api() as never, locale: 'en' });
    expect(screen.queryByRole('button', { name: 'listing.search.submit' })).toBeNull();
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'listing.search.bedrooms' }), { target: { value: '2' } });
    });
    expect(location.search).toBe('?bed-min=2');
  });
});

describe('estate-search result count in every locale (plurals through i18next)', () => {
  const cases: [Locale, number, string][] = [
    ['nl', 0, 'Geen panden gevonden'], ['nl', 1, '1 pand gevonden'], ['nl', 42, '42 panden gevonden'],
    ['fr', 0, 'Aucun bien trouvé'], ['fr', 1, '1 bien trouvé'], ['fr', 42, '42 biens trouvés'],
    ['en', 0, 'No estates found'], ['en', 1, '1 estate found'], ['en', 42, '42 estates found'],
    ['de', 0, 'Keine Immobilien gefunden'], ['de', 1, '1 Immobilie gefunden'], ['de', 42, '42 Immobilien gefunden'],
  ];
  it.each(cases)('%s, %i results: the status reads "%s"', async (locale, total, expected) => {
    const translator = createTranslator(locale, await loadCatalogue(locale, 'base'));
    renderInBlock(<EstateSearch config={{ scope: `count-${++scopeSeq}`, syncUrl: true, resultsPage: "auto" }} />, { api: api(total) as never, locale, translator });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(expected));
  });
});

describe('the portals\' search bar: chips with "clear all", one sort control beside the count', () => {
  it.each<[Locale, string, string, string, string]>([
    ['nl', 'Vanaf € 200.000', '2+ slaapkamers', 'Alles wissen', '1.597 panden gevonden'],
    ['fr', 'À partir de € 200.000', '2+ chambres', 'Tout effacer', '1\u202f597 biens trouvés'],
    ['en', 'From € 200.000', '2+ bedrooms', 'Clear all', '1,597 estates found'],
    ['de', 'Ab € 200.000', '2+ Schlafzimmer', 'Alles zurücksetzen', '1.597 Immobilien gefunden'],
  ])('%s: the URL filters show as chips; a chip removes its own value only; "clear all" only while a filter is set; the count has a thousands separator', async (locale, price, bedrooms, clear, count) => {
    history.replaceState(null, '', '/?price-min=200000&bed-min=2');
    const translator = createTranslator(locale, await loadCatalogue(locale, 'base'));
    const scope = `chips-${++scopeSeq}`;
    renderInBlock(<><EstateSearch config={{ scope, syncUrl: true }} /><ListOf scope={scope} /></>, { api: api(1597) as never, locale, translator });
    const chips = await screen.findByRole('list', { name: translator.t('listing.filters.active') });
    await waitFor(() => expect([...chips.querySelectorAll('li > span')].map((s) => s.textContent)).toEqual([price, bedrooms]));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(count));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: translator.t('listing.filters.remove', { name: price }) }));
    });
    expect(location.search).toBe('?bed-min=2');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: clear }));
    });
    expect(location.search).toBe('');
    expect(screen.queryByRole('button', { name: clear })).toBeNull();
    expect(screen.queryByRole('list', { name: translator.t('listing.filters.active') })).toBeNull();
  });

  it('"More filters" is a disclosure: sub-type and country wait behind it; its label counts what they hold', async () => {
    history.replaceState(null, '', '/?country=BE');
    renderInBlock(<EstateSearch config={{ scope: `more-${++scopeSeq}`, syncUrl: true }} />, { api: api() as never, locale: 'en' });
    const more = screen.getByRole('button', { name: 'listing.search.more_filters_n {"n":1}' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(region.hidden).toBe(true);
    expect(screen.queryByRole('button', { name: /^listing\.search\.subtype/ })).toBeNull();
    // The five primary filters stay in view.
    for (const name of ['listing.search.transaction', 'listing.search.bedrooms']) expect(screen.getByRole('combobox', { name })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'listing.search.price' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'listing.search.price_max' })).toBeTruthy();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    expect(screen.getByRole('button', { name: /^listing\.search\.subtype/ })).toBeTruthy();
  });

  it('one sort control: price high to low writes both parameters; newest first (the default) writes none', async () => {
    renderInBlock(<EstateSearch config={{ scope: `sort-${++scopeSeq}`, syncUrl: true }} />, { api: api() as never, locale: 'en' });
    const sort = screen.getByRole('combobox', { name: 'listing.search.sort' }) as HTMLSelectElement;
    expect(sort.value).toBe('date-DESC');
    expect([...sort.options].map((o) => o.textContent)).toEqual(['listing.search.sort_date_DESC', 'listing.search.sort_price_ASC', 'listing.search.sort_price_DESC', 'listing.search.sort_city_ASC', 'listing.search.sort_type_ASC']);
    expect(screen.queryByRole('combobox', { name: 'listing.search.order' })).toBeNull();
    act(() => {
      fireEvent.change(sort, { target: { value: 'price-DESC' } });
    });
    expect(location.search).toBe('?sortType=price&sortOrder=DESC');
    act(() => {
      fireEvent.change(sort, { target: { value: 'date-DESC' } });
    });
    expect(location.search).toBe('');
  });
});

describe('on a phone-wide block: "Filters (n)" opens the filters as a modal sheet', () => {
  it('the button names the count; the sheet is a dialog with every filter, a close button and "Show N results"; focus returns to the button', async () => {
    history.replaceState(null, '', '/?price-min=200000');
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 360, height: 100, top: 0, left: 0, right: 360, bottom: 100, x: 0, y: 0, toJSON: () => ({}) } as DOMRect);
    const translator = createTranslator('nl', await loadCatalogue('nl', 'base'));
    const scope = `sheet-${++scopeSeq}`;
    renderInBlock(<><EstateSearch config={{ scope, syncUrl: true }} /><ListOf scope={scope} /></>, { api: api(1597) as never, locale: 'nl', translator });
    rect.mockRestore();
    const toggle = screen.getByRole('button', { name: 'Filters (1)' });
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
    // Closed: no fields in the page, the results start on the first screen.
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toBeTruthy();
    fireEvent.click(toggle);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect((sheet as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Slaapkamers (minimum)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Subtype/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Toon 1.597 panden' })).toBeTruthy());
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Slaapkamers (minimum)' }), { target: { value: '3' } });
    });
    expect(location.search).toBe('?price-min=200000&bed-min=3');
    // The page behind a modal dialog is inert in a browser: the sheet has its own "clear all".
    expect(within(sheet).getByRole('button', { name: 'Alles wissen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Toon 1.597 panden' }));
    expect((sheet as HTMLDialogElement).open).toBe(false);
    expect(screen.queryByRole('search')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filters sluiten' }));
    expect((sheet as HTMLDialogElement).open).toBe(false);
  });
});

describe('the type filter shows every value of a multi-valued URL parameter', () => {
  /** The list block of the page: it starts the scope, whose options then arrive. */
  function List({ scope }: { scope: string }) {
    useScope({ scope, syncUrl: true }, 'page');
    return null;
  }
  const types = { ...filters, headTypes: [{ id: 1, name: 'Huis' }, { id: 2, name: 'Appartement' }, { id: 3, name: 'Grond' }] };
  const typesApi = () => ({ ...api(), getEstateFilters: vi.fn(async () => types) });

  it.each<[Locale, string, string]>([
    ['nl', 'Type', 'Alle'],
    ['fr', 'Type', 'Tous'],
    ['en', 'Type', 'All'],
    ['de', 'Typ', 'Alle'],
  ])('%s: type=1,2 checks both; unchecking one leaves the other in the URL, and one chip per type', async (locale, label, any) => {
    history.replaceState(null, '', '/?type=1,2');
    const translator = createTranslator(locale, await loadCatalogue(locale, 'base'));
    const scope = `types-${++scopeSeq}`;
    renderInBlock(<><EstateSearch config={{ scope, syncUrl: true }} /><List scope={scope} /></>, { api: typesApi() as never, locale, translator });
    const button = await screen.findByRole('button', { name: `${label} Huis, Appartement` });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: label });
    expect(group.id).toBe(document.getElementById(button.getAttribute('aria-controls')!)!.firstElementChild!.id);
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect([box('Huis').checked, box('Appartement').checked, box('Grond').checked]).toEqual([true, true, false]);
    const chips = screen.getByRole('list', { name: translator.t('listing.filters.active') });
    expect([...chips.querySelectorAll('li > span')].map((s) => s.textContent)).toEqual(['Huis', 'Appartement']);

    act(() => {
      fireEvent.click(box('Huis'));
    });
    expect(location.search).toBe('?type=2');
    expect([box('Huis').checked, box('Appartement').checked]).toEqual([false, true]);
    expect(screen.getByRole('button', { name: `${label} Appartement` })).toBe(button);
    act(() => {
      fireEvent.click(box('Appartement'));
    });
    expect(location.search).toBe('');
    expect(button.textContent).toBe(any);
  });

  it('checking a type adds it to the list; Escape closes the choices and returns to the button', async () => {
    history.replaceState(null, '', '/?type=2');
    const scope = `types-${++scopeSeq}`;
    renderInBlock(<><EstateSearch config={{ scope, syncUrl: true }} /><List scope={scope} /></>, { api: typesApi() as never, locale: 'en' });
    const button = await screen.findByRole('button', { name: 'listing.search.type Appartement' });
    fireEvent.click(button);
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Grond' }));
    });
    expect(new URLSearchParams(location.search).get('type')).toBe('2,3');
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Grond' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('group', { name: 'listing.search.type' })).toBeNull();
  });

  it('sub-types are a list too: subType=101,102 checks both', async () => {
    history.replaceState(null, '', '/?subType=101,102');
    const withSubTypes = { ...filters, subTypes: [{ id: 101, name: 'Villa', headTypeId: 1 }, { id: 102, name: 'Rijwoning', headTypeId: 1 }, { id: 201, name: 'Studio', headTypeId: 2 }] };
    const scope = `subtypes-${++scopeSeq}`;
    renderInBlock(<><EstateSearch config={{ scope, syncUrl: true }} /><List scope={scope} /></>, { api: { ...api(), getEstateFilters: vi.fn(async () => withSubTypes) } as never, locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: /^listing\.search\.more_filters/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'listing.search.subtype Villa, Rijwoning' }));
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Villa' }));
    });
    expect(location.search).toBe('?subType=102');
  });

  it('countries are a list too: country=BE,FR checks both; unchecking one leaves the other', async () => {
    history.replaceState(null, '', '/?country=BE,FR');
    const withCountries = { ...filters, countries: [{ id: 'BE', name: 'Belgium' }, { id: 'FR', name: 'France' }, { id: 'ES', name: 'Spain' }] };
    const scope = `countries-${++scopeSeq}`;
    renderInBlock(<><EstateSearch config={{ scope, syncUrl: true }} /><List scope={scope} /></>, { api: { ...api(), getEstateFilters: vi.fn(async () => withCountries) } as never, locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: /^listing\.search\.more_filters/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'listing.search.country Belgium, France' }));
    expect((screen.getByRole('checkbox', { name: 'Spain' }) as HTMLInputElement).checked).toBe(false);
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Belgium' }));
    });
    expect(location.search).toBe('?country=FR');
  });
});

describe('price and bedrooms offer the options the service answers (spec §3 filter state: prices, bedrooms)', () => {
  function List({ scope }: { scope: string }) {
    useScope({ scope, syncUrl: true }, 'page');
    return null;
  }
  async function renderWith(options: { prices?: number[]; bedrooms?: number[] }, search = '') {
    history.replaceState(null, '', `/${search}`);
    const translator = createTranslator('en', await loadCatalogue('en', 'base'));
    const scope = `options-${++scopeSeq}`;
    const withOptions = { ...api(), getEstateFilters: vi.fn(async () => ({ ...filters, ...options })) };
    renderInBlock(<><EstateSearch config={{ scope, syncUrl: true }} /><List scope={scope} /></>, { api: withOptions as never, locale: 'en', translator });
    await waitFor(() => expect(withOptions.getEstateFilters).toHaveBeenCalled());
  }
  const texts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);

  it('price steps become two selects; a choice writes the same URL parameters; the maximum offers no step under the minimum', async () => {
    await renderWith({ prices: [300_000, 100_000, 200_000] }, '?price-max=250000');
    const min = await screen.findByRole('combobox', { name: 'Minimum price' });
    const max = screen.getByRole('combobox', { name: 'Maximum price' });
    expect(texts(min)).toEqual(['Min', '€ 100.000', '€ 200.000', '€ 250.000']);
    expect(texts(max)).toEqual(['Max', '€ 100.000', '€ 200.000', '€ 250.000', '€ 300.000']);
    expect((max as HTMLSelectElement).value).toBe('250000');
    act(() => {
      fireEvent.change(min, { target: { value: '200000' } });
    });
    expect(location.search).toBe('?price-min=200000&price-max=250000');
    expect(texts(screen.getByRole('combobox', { name: 'Maximum price' }))).toEqual(['Max', '€ 200.000', '€ 250.000', '€ 300.000']);
    expect(screen.queryByRole('textbox', { name: 'Minimum price' })).toBeNull();
  });

  it('bedroom counts the answer has become the "N+" choices; "6 or more" only when it has one', async () => {
    await renderWith({ bedrooms: [0, 1, 2, 3] });
    const bedrooms = await screen.findByRole('combobox', { name: 'Bedrooms (minimum)' });
    await waitFor(() => expect(texts(bedrooms)).toEqual(['All', '1+', '2+', '3+']));
    act(() => {
      fireEvent.change(bedrooms, { target: { value: '2' } });
    });
    expect(location.search).toBe('?bed-min=2');
  });

  it('without options in the answer the form keeps typed prices and the fixed bedroom list', async () => {
    await renderWith({ prices: [], bedrooms: [] });
    expect(await screen.findByRole('textbox', { name: 'Minimum price' })).toBeTruthy();
    expect(texts(screen.getByRole('combobox', { name: 'Bedrooms (minimum)' }))).toEqual(['All', '1+', '2+', '3+', '4+', '5+', '6 or more']);
  });
});
