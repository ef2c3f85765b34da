import { describe, expect, it } from 'vitest';
import type { EstateFiltersResult } from '../api/types';
import { emptyFilterOptions } from '../model';
import type { EstateFilterState } from '../query/filter-state';
import { createEstateListStore } from './estate-list-store';
import { createFakeApi } from '../../tests/support/fake-api';
import { createFilterStore, type FilterStoreState } from './filter-store';

/** A visitor's change as the blocks make it: the new filter, given whole. */
const change = (s: FilterStoreState, patch: Partial<EstateFilterState>) => s.replace({ ...s.filter, ...patch });

function setup(initial?: EstateFilterState) {
  const fake = createFakeApi();
  const list = createEstateListStore({ api: fake.api, node: { collections: ['c-1'] } });
  const filter = createFilterStore({ api: fake.api, list, initial });
  return { ...fake, list, filter, state: () => filter.getState() };
}

const options: EstateFiltersResult = {
  ...emptyFilterOptions(),
  headTypes: [{ id: 1, name: 'Huis' }],
  locations: [
    { id: 2, zip: '9000', name: 'Gent', lat: 51, lon: 3.7 },
    { id: 1, zip: '2000', name: 'Antwerpen', lat: 51.2, lon: 4.4 },
  ],
  prices: [100000, 200000],
  countries: [{ id: 'BE', name: 'België' }],
};

describe('spec §4 filter state: options', () => {
  it('fetching options sets loading and sends the node query', async () => {
    const { state, filters } = setup();
    void state().loadOptions();
    expect(state().isLoading).toBe(true);
    expect(filters[0].body.query).toEqual({ terms: { 'children.collections': ['c-1'] } });
  });

  it('spec §7 estate-filters gets the same body as the search: node query plus the visitor filter', () => {
    const { state, filters, searches, list } = setup({ type: [1], bedMin: 2 });
    void list.getState().load();
    void state().loadOptions();
    expect(filters[0].body.query).toEqual(searches[0].body.query);
    expect(filters[0].body.query).toEqual({
      terms: { 'children.collections': ['c-1'], 'general.headType.id': [1] },
      range: { 'general.bedroomCount': { gte: 2 } },
    });
  });

  it('spec §7 once loaded, options follow every filter change (the older request is aborted)', () => {
    const { state, filters } = setup();
    void state().loadOptions();
    change(state(), { type: [3] });
    expect(filters).toHaveLength(2);
    expect(filters[0].signal?.aborted).toBe(true);
    expect(filters[1].body.query?.terms).toEqual({ 'children.collections': ['c-1'], 'general.headType.id': [3] });
  });

  it('cancelOptions aborts the call under way and drops its late answer', async () => {
    const { state, filters } = setup();
    void state().loadOptions();
    state().cancelOptions();
    expect(filters[0].signal?.aborted).toBe(true);
    expect(state().isLoading).toBe(false);
    await filters[0].answer(options);
    expect(state().options.headTypes).toEqual([]);
  });

  it('options are not fetched by a filter change when no block asked for them', () => {
    const { state, filters } = setup();
    change(state(), { type: [3] });
    expect(filters).toHaveLength(0);
  });

  it('success stores the options (locations sorted by name, spec §9) and clears the error', async () => {
    const { state, filters } = setup();
    void state().loadOptions();
    await filters[0].answer({ ...emptyFilterOptions(), error: { status: 500, statusText: 'x', message: 'x', kind: 'http' } });
    void state().loadOptions();
    await filters[1].answer(options);
    expect([state().isLoading, state().error]).toEqual([false, null]);
    expect(state().options.locations.map((l) => l.name)).toEqual(['Antwerpen', 'Gent']);
    expect(state().options.headTypes).toEqual(options.headTypes);
  });

  it('failure stores the error (spec §8) and keeps the previous options', async () => {
    const { state, filters } = setup();
    void state().loadOptions();
    await filters[0].answer(options);
    void state().loadOptions();
    await filters[1].answer({ ...emptyFilterOptions(), error: { status: 503, statusText: 'Service Unavailable', message: '503', kind: 'http' } });
    expect([state().isLoading, state().error?.status, state().options.prices]).toEqual([false, 503, [100000, 200000]]);
  });

  it('DESIGN §4 a stale options response is dropped', async () => {
    const { state, filters } = setup();
    void state().loadOptions();
    void state().loadOptions();
    expect(filters[0].signal?.aborted).toBe(true);
    await filters[1].answer(options);
    await filters[0].answer({ ...emptyFilterOptions(), prices: [1] });
    expect(state().options.prices).toEqual([100000, 200000]);
  });
});

describe('spec §4 filter state: changes', () => {
  it.each<[string, (s: FilterStoreState) => void, EstateFilterState]>([
    ['setting cities to [] removes the criterion', (s) => change(s, { city: [] }), { type: [1], country: ['BE'] }],
    ['setting types to [] removes the criterion', (s) => change(s, { type: [] }), { city: [5], country: ['BE'] }],
    ['setting countries to [] removes the criterion', (s) => change(s, { country: [] }), { city: [5], type: [1] }],
    ['setting cities replaces the list', (s) => change(s, { city: [6, 7] }), { city: [6, 7], type: [1], country: ['BE'] }],
    ['price range set', (s) => change(s, { priceMin: 1000, priceMax: 2000 }), { city: [5], type: [1], country: ['BE'], priceMin: 1000, priceMax: 2000 }],
    ['sort set', (s) => change(s, { sortType: 'price', sortOrder: 'DESC' }), { city: [5], type: [1], country: ['BE'], sortType: 'price', sortOrder: 'DESC' }],
    ['replacing by {} clears everything', (s) => s.replace({}), {}],
  ])('spec §4 %s and reloads the list from the first item', (_rule, change, expected) => {
    const { state, list, searches } = setup({ city: [5], type: [1], country: ['BE'] });
    change(state());
    expect(state().filter).toEqual(expected);
    expect(list.getState().filter).toEqual(expected);
    expect(searches).toHaveLength(1);
    expect(searches[0].body.pagination).toEqual({ from: 0, size: 20 });
  });

  it.each<[string, (s: FilterStoreState) => void]>([
    ['sort', (s) => change(s, { sortType: 'city', sortOrder: undefined })],
    ['price range', (s) => change(s, { priceMin: undefined, priceMax: 300000 })],
    ['filters', (s) => change(s, { transaction: [2] })],
    ['bedrooms', (s) => change(s, { bedMin: 3 })],
    ['geo range', (s) => change(s, { geoRange: { distanceKm: 5, lat: 51, lon: 4 } })],
  ])('spec §4 a change of %s reloads the estate list from offset 0', async (_rule, change) => {
    const { state, list, searches } = setup();
    void list.getState().load();
    await searches[0].answer({ total: { value: 100 }, results: [] });
    change(state());
    expect(searches[1].body.pagination?.from).toBe(0);
  });

  it('an update that changes nothing does not reload', () => {
    const { state, searches } = setup({ city: [5] });
    change(state(), { city: [5] });
    change(state(), { type: [] });
    expect(searches).toHaveLength(0);
  });

  it('spec §3 default sort is date DESC when no sort is chosen, closed estates last', () => {
    const { state, searches } = setup();
    change(state(), { city: [1] });
    expect(searches[0].body.sort).toEqual([{ field: 'status.closed', order: 'ASC' }, { field: 'general.publicationDate', order: 'DESC' }]);
  });
});
