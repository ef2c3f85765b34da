import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EstateFilterState } from './filter-state';
import { formatGeoRange, parseGeoRange } from './geo-range';
import { mergeFilterParams, parseFilterParams, resultsPageUrl, writeFilterParams } from './url-params';

describe('spec §2 search query parameters → filter state', () => {
  it.each<[string, string, EstateFilterState]>([
    ['country list (upper-cased)', '?country=be,nl', { country: ['BE', 'NL'] }],
    ['city list, comma-separated', 'city=12,40', { city: [12, 40] }],
    ['city list, repeated', 'city=12&city=40', { city: [12, 40] }],
    ['price-min and price-max', 'price-min=150000&price-max=400000', { priceMin: 150000, priceMax: 400000 }],
    ['type list', 'type=1,2', { type: [1, 2] }],
    ['transaction list', 'transaction=1', { transaction: [1] }],
    ['status is an alias of transaction', 'status=2', { transaction: [2] }],
    ['subType list', 'subType=3', { subType: [3] }],
    ['bedrooms count', 'bedrooms=3', { bedrooms: 3 }],
    ['spec §5 bedrooms large', 'bedrooms=large', { bedrooms: 'large' }],
    ['bed-min', 'bed-min=2', { bedMin: 2 }],
    ['spec §5 geo_range {N}km;{lat};{lon}', 'geo_range=10km;50.8503;4.3517', { geoRange: { distanceKm: 10, lat: 50.8503, lon: 4.3517 } }],
    ['sortType and sortOrder', 'sortType=price&sortOrder=desc', { sortType: 'price', sortOrder: 'DESC' }],
    ['map area west,south,east,north', 'area=3.5,50.9,4.5,51.3', { area: { west: 3.5, south: 50.9, east: 4.5, north: 51.3 } }],
    ['duplicates collapse', 'city=1,1,2', { city: [1, 2] }],
    ['unknown parameters are ignored', 'page=3&utm=x', {}],
  ])('%s', (_rule, query, expected) => {
    expect(parseFilterParams(query)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['non-numeric city ids', 'city=gent,abc'],
    ['negative and zero ids', 'type=-1,0'],
    ['bad country code', 'country=BEL,1'],
    ['price with letters', 'price-min=10k'],
    ['negative price', 'price-max=-5'],
    ['bedrooms neither count nor large', 'bedrooms=many'],
    ['zero bed-min', 'bed-min=0'],
    ['spec §5 geo_range without km', 'geo_range=10;50.8;4.3'],
    ['spec §5 geo_range with a non-decimal latitude', 'geo_range=10km;north;4.3'],
    ['spec §5 geo_range with a zero distance', 'geo_range=0km;50.8;4.3'],
    ['spec §5 geo_range out of range', 'geo_range=10km;95;4.3'],
    ['map area with three numbers', 'area=3.5,50.9,4.5'],
    ['map area with south above north', 'area=3.5,51.3,4.5,50.9'],
    ['map area out of range', 'area=3.5,50.9,200,51.3'],
    ['map area with words or exponents', 'area=west,50.9,4.5,51.3&area=1e1,50,4,51'],
    ['unknown sortType', 'sortType=random'],
    ['unknown sortOrder', 'sortOrder=up'],
    ['empty values', 'city=&type=,&price-min='],
    ['malformed percent-encoding', 'city=%E0%A4%A&country=%'],
  ])('invalid values are dropped, never thrown: %s', (_rule, query) => {
    expect(parseFilterParams(query)).toEqual({});
  });

  it.each<[string, EstateFilterState, string]>([
    ['every parameter', { country: ['BE'], city: [12, 40], priceMin: 1, priceMax: 2, type: [1], transaction: [1], subType: [3], bedrooms: 'large', bedMin: 2, geoRange: { distanceKm: 10, lat: 50.85, lon: 4.35 }, sortType: 'city', sortOrder: 'ASC' },
      'country=BE&city=12%2C40&price-min=1&price-max=2&type=1&transaction=1&subType=3&bedrooms=large&bed-min=2&geo_range=10km%3B50.85%3B4.35&sortType=city&sortOrder=ASC'],
    ['spec §4 empty lists are left out', { city: [], type: [] }, ''],
  ])('writes %s', (_rule, state, expected) => {
    expect(writeFilterParams(state).toString()).toBe(expected);
  });

  it('merging replaces filter parameters and keeps the others', () => {
    expect(mergeFilterParams('?page=2&city=1&status=5', { city: [7] }).toString()).toBe('page=2&city=7');
  });

  it.each<[string, string, EstateFilterState, string]>([
    ['a search from another page leads to the results page with the spec §2 parameters', '/nl/aanbod', { type: [1], bedMin: 2 }, '/nl/aanbod?type=1&bed-min=2'],
    ['no filter, no query string', '/fr/offre', {}, '/fr/offre'],
    ['the results page keeps its own parameters; old filter parameters are replaced', '/en/offer?site=demo&city=3', { city: [7] }, '/en/offer?site=demo&city=7'],
  ])('resultsPageUrl: %s', (_rule, path, state, expected) => {
    expect(resultsPageUrl(path, state)).toBe(expected);
  });

  it('spec §5 geo range formats without an exponent', () => {
    expect(parseGeoRange(formatGeoRange({ distanceKm: 1, lat: 1e-7, lon: -0.5 }))).toEqual({ distanceKm: 1, lat: 1e-7, lon: -0.5 });
  });
});

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 999_999_999 }), { minLength: 1, maxLength: 5 });
const micro = (max: number) => fc.integer({ min: -max * 1e6, max: max * 1e6 }).map((n) => n / 1e6);
/** Coordinates at the URL's 5 decimals. */
const centi = (max: number) => fc.integer({ min: -max * 1e5, max: max * 1e5 }).map((n) => n / 1e5);
const stateArb: fc.Arbitrary<EstateFilterState> = fc.record(
  {
    country: fc.uniqueArray(fc.stringMatching(/^[A-Z]{2}$/), { minLength: 1, maxLength: 3 }),
    city: ids,
    type: ids,
    transaction: ids,
    subType: ids,
    priceMin: fc.integer({ min: 0, max: 999_999_999_999 }),
    priceMax: fc.integer({ min: 0, max: 999_999_999_999 }),
    bedrooms: fc.oneof(fc.constant('large' as const), fc.integer({ min: 1, max: 99 })),
    bedMin: fc.integer({ min: 1, max: 99 }),
    geoRange: fc.record({ distanceKm: fc.integer({ min: 1, max: 500 }), lat: micro(90), lon: micro(180) }),
    area: fc
      .record({ a: centi(90), b: centi(90), west: centi(180), east: centi(180) })
      .filter(({ a, b, west, east }) => a !== b && west !== east)
      .map(({ a, b, west, east }) => ({ south: Math.min(a, b), north: Math.max(a, b), west, east })),
    sortType: fc.constantFrom('price' as const, 'city' as const, 'date' as const, 'type' as const),
    sortOrder: fc.constantFrom('ASC' as const, 'DESC' as const),
  },
  { requiredKeys: [] },
);

describe('spec §2 URL parameters, properties (fast-check)', () => {
  it('round trip: parse(write(state)) = state', () => {
    fc.assert(fc.property(stateArb, (state) => {
      expect(parseFilterParams(writeFilterParams(state).toString())).toEqual(state);
    }), { numRuns: 300 });
  });

  it('the parser never throws on arbitrary input and returns a state that survives its own round trip', () => {
    const names = fc.constantFrom('country', 'city', 'price-min', 'price-max', 'type', 'transaction', 'status', 'subType', 'bedrooms', 'bed-min', 'geo_range', 'sortType', 'sortOrder', 'x');
    const input = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.array(fc.tuple(names, fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })))).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
      fc.dictionary(names, fc.oneof(fc.string(), fc.array(fc.string()))),
    );
    fc.assert(fc.property(input, (raw) => {
      const state = parseFilterParams(raw);
      expect(parseFilterParams(writeFilterParams(state))).toEqual(state);
    }), { numRuns: 500 });
  });
});
