import { describe, expect, it } from 'vitest';
import { FILTERS, FILTER_KEYS } from './filters';
import { FILTER_PARAMS, parseFilterParams, writeFilterParams } from './url-params';
import { buildEstateQuery, sortOrderOf } from './build-query';
import type { EstateFilterState } from './filter-state';

const sample: Required<EstateFilterState> = {
  country: ['BE'], city: [12, 40], priceMin: 150000, priceMax: 400000, type: [1], transaction: [1], subType: [3],
  bedrooms: 'large', bedMin: 2, geoRange: { distanceKm: 10, lat: 50.8503, lon: 4.3517 },
  area: { north: 51, south: 50.5, east: 4.5, west: 4 }, sortType: 'price', sortOrder: 'DESC',
};

describe('one table row per search filter', () => {
  it('has a row for every key of the filter state, and only those', () => {
    expect([...FILTER_KEYS].sort()).toEqual(Object.keys(sample).sort());
  });

  it('names every URL parameter in exactly one row', () => {
    const named = FILTER_KEYS.flatMap((key) => FILTERS[key].params);
    expect([...named].sort()).toEqual([...FILTER_PARAMS].sort());
    expect(new Set(named).size).toBe(named.length);
  });

  it.each(FILTER_KEYS.map((key) => [key]))('%s goes to the URL and back unchanged', (key) => {
    const one = { [key]: sample[key] } as EstateFilterState;
    expect(parseFilterParams(writeFilterParams(one))).toEqual(one);
  });

  it('a row without a query part leaves the query alone (sort goes to the sort, not the query)', () => {
    for (const key of FILTER_KEYS.filter((k) => !FILTERS[k].toQuery)) {
      expect(buildEstateQuery(null, { [key]: sample[key] } as EstateFilterState)).toEqual({});
    }
    expect(FILTER_KEYS.filter((k) => !FILTERS[k].toQuery)).toEqual(['sortType', 'sortOrder']);
  });

  it('the form reads its choices from the rows', () => {
    expect(FILTERS.type.options).toBe('headTypes');
    expect(FILTERS.country.options).toBe('countries');
    expect(FILTERS.sortType.choices).toEqual(['date', 'price', 'city', 'type']);
    expect(FILTERS.sortType.default).toBe('date');
    expect(FILTERS.type.multi?.patch(['1'])).toEqual({ type: [1], subType: undefined });
  });
});

describe('estate-search field mapping', () => {
  it.each([
    ['spec §9 default sort is DESC', {}, 'DESC'],
    ['spec §7 a chosen sort type without order is ASC', { sortType: 'price' as const }, 'ASC'],
    ['spec §7 the given order wins', { sortType: 'price' as const, sortOrder: 'DESC' as const }, 'DESC'],
  ])('%s', (_n, filter, expected) => {
    expect(sortOrderOf(filter)).toBe(expected);
  });

  it.each([
    ['spec §5 large = 6 and more', 'large', { bedrooms: 'large', bedMin: undefined }],
    ['a minimum of 3', '3', { bedrooms: undefined, bedMin: 3 }],
    ['any', '', { bedrooms: undefined, bedMin: undefined }],
    ['spec §2 bedrooms=N from the URL is an exact count', 'exact-3', { bedrooms: 3, bedMin: undefined }],
  ])('bedrooms %s', (_n, value, patch) => {
    expect(FILTERS.bedrooms.form?.patch(value)).toEqual(patch);
    expect(FILTERS.bedrooms.form?.value({ ...patch } as never)).toBe(value);
  });

  it('changing the type clears the sub-type', () => {
    expect(FILTERS.type.multi?.patch([])).toEqual({ type: undefined, subType: undefined });
  });

  it.each([
    ['type=1,2 shows both', 'type', { type: [1, 2] }, ['1', '2'], ['2'], { type: [2], subType: undefined }],
    ['the last type unchecked is any type', 'type', { type: [2], subType: [201] }, ['2'], [], { type: undefined, subType: undefined }],
    ['a third type adds to the list', 'type', { type: [1, 2] }, ['1', '2'], ['1', '2', '3'], { type: [1, 2, 3], subType: undefined }],
    ['sub-types are a list too', 'subType', { subType: [101, 102] }, ['101', '102'], ['102'], { subType: [102] }],
    ['no sub-type checked', 'subType', {}, [], [], { subType: undefined }],
    ['a repeated or odd value is dropped', 'subType', {}, [], ['101', '101', 'x'], { subType: [101] }],
    ['countries are a list: country=BE,FR shows both', 'country', { country: ['BE', 'FR'] }, ['BE', 'FR'], ['FR'], { country: ['FR'] }],
    ['no country checked is any country', 'country', { country: ['BE'] }, ['BE'], [], { country: undefined }],
    ['an odd country code is dropped', 'country', {}, [], ['BE', 'BE', 'x1'], { country: ['BE'] }],
  ] as const)('%s', (_n, key, filter, checked, next, patch) => {
    const multi = FILTERS[key].multi!;
    expect(multi.values(filter as EstateFilterState)).toEqual(checked);
    expect(multi.patch([...next])).toEqual(patch);
  });
});
