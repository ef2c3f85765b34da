import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { RentalSearchBody, RentalSearchResponse } from '../api/types';
import type { RentalFilterModel, RentalUnit } from '../model';
import { createRentalListStore, normalizeRentalFilter, type RentalListApi } from './rental-list-store';

const unit = (id: number): RentalUnit => ({ id, photos: [], general: {} });
const units = (from: number, n: number) => Array.from({ length: n }, (_, i) => unit(from + i + 1));
const options: RentalFilterModel = {
  locations: [],
  subKinds: [],
  maxOccupations: [2, 4],
  cities: [],
  periodTypes: [],
  periodStartDates: [],
  periodDates: [],
};

function fakeApi(total = 45): RentalListApi & { bodies: RentalSearchBody[] } {
  const bodies: RentalSearchBody[] = [];
  return {
    bodies,
    searchRentalUnits: vi.fn(async (body: RentalSearchBody): Promise<RentalSearchResponse> => {
      bodies.push(body);
      const from = body.pagination?.from ?? 0;
      const size = body.pagination?.size ?? 20;
      return { total, results: units(from, Math.max(0, Math.min(size, total - from))) };
    }),
    getRentalFilters: vi.fn(async () => options),
  };
}

describe('rental filter model: empty values removed before sending (spec §5)', () => {
  it.each([
    ['empty lists are dropped', { locationIds: [], subKindIds: [3] }, { subKindIds: [3] }],
    ['empty strings are dropped', { periodType: '', periodStart: '2027-07-03' }, { periodStart: '2027-07-03' }],
    ['an occupation of 0 or NaN is dropped', { occupation: 0, cityIds: [1] }, { cityIds: [1] }],
    ['a set occupation is kept', { occupation: 4 }, { occupation: 4 }],
    ['undefined is dropped', { from: undefined, to: '2027-08-01' }, { to: '2027-08-01' }],
  ])('%s', (_rule, input, expected) => {
    expect(normalizeRentalFilter(input)).toEqual(expected);
  });
});

describe('rental list loading (spec §4 list states, §9 page size 20)', () => {
  it('a new list is loading, not an empty result: its block shows the skeleton, never "no results", before the first answer', () => {
    const store = createRentalListStore(fakeApi());
    expect(store.getState()).toMatchObject({ isLoading: true, units: [], error: null });
  });

  it('load asks the first 20 and stores results and total', async () => {
    const api = fakeApi();
    const store = createRentalListStore(api, { occupation: 4 });
    await store.load();
    expect(api.bodies[0]).toEqual({ occupation: 4, pagination: { from: 0, size: 20 } });
    expect(store.getState()).toMatchObject({ total: 45, isLoading: false, error: null });
    expect(store.getState().units).toHaveLength(20);
  });

  it('load-more appends from the loaded count until loaded = total', async () => {
    const api = fakeApi();
    const store = createRentalListStore(api);
    await store.load();
    await store.loadMore();
    await store.loadMore();
    await store.loadMore();
    expect(store.getState().units.map((u) => u.id)).toEqual(units(0, 45).map((u) => u.id));
    expect(api.bodies.map((b) => b.pagination?.from)).toEqual([0, 20, 40]);
  });

  it('a filter change reloads from the first item', async () => {
    const api = fakeApi();
    const store = createRentalListStore(api);
    await store.load();
    await store.loadMore();
    await store.setFilter({ subKindIds: [2], locationIds: [] });
    expect(api.bodies.at(-1)).toEqual({ subKindIds: [2], pagination: { from: 0, size: 20 } });
    expect(store.getState().units).toHaveLength(20);
  });

  it('spec §8: a failed list call gives an empty result with the error, and a retry works', async () => {
    const api = fakeApi();
    (api.searchRentalUnits as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new ApiError('boom', { status: 503, statusText: 'Service Unavailable', kind: 'http' }));
    const store = createRentalListStore(api);
    await store.load();
    expect(store.getState()).toMatchObject({ isLoading: false, units: [], error: { status: 503 } });
    await store.load();
    expect(store.getState()).toMatchObject({ error: null, total: 45 });
  });

  it('a stale answer never overwrites a newer one (DESIGN §4)', async () => {
    const resolvers: ((r: RentalSearchResponse) => void)[] = [];
    const api: RentalListApi = {
      searchRentalUnits: () => new Promise((resolve) => resolvers.push(resolve)),
      getRentalFilters: async () => options,
    };
    const store = createRentalListStore(api);
    const older = store.setFilter({ occupation: 2 });
    const newer = store.setFilter({ occupation: 6 });
    resolvers[1]({ total: 1, results: [unit(6)] });
    resolvers[0]({ total: 1, results: [unit(2)] });
    await Promise.all([older, newer]);
    expect(store.getState().units.map((u) => u.id)).toEqual([6]);
  });

  it('an empty page ends paging even when the total is over-reported', async () => {
    const api: RentalListApi = {
      searchRentalUnits: vi.fn().mockResolvedValueOnce({ total: 50, results: units(0, 20) }).mockResolvedValueOnce({ total: 50, results: [] }),
      getRentalFilters: async () => options,
    };
    const store = createRentalListStore(api);
    await store.load();
    await store.loadMore();
    await store.loadMore();
    expect(api.searchRentalUnits).toHaveBeenCalledTimes(2);
    expect(store.getState().total).toBe(20);
  });

  it('filter options load, and a failure is stored', async () => {
    const api = fakeApi();
    const store = createRentalListStore(api);
    await store.loadOptions();
    expect(store.getState().options).toEqual(options);
    (api.getRentalFilters as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new ApiError('x', { status: 500, statusText: 'Internal Server Error', kind: 'http' }));
    await store.loadOptions();
    expect(store.getState().optionsError).toMatchObject({ status: 500 });
  });
});
