import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EstateSearchBody } from '../api/types';
import type { EstateNode } from '../model';
import { buildEstateSearchBody } from './build-query';
import type { EstateFilterState } from './filter-state';

const DATE_DESC = { field: 'general.publicationDate', order: 'DESC' } as const;
const CLOSED_LAST = { field: 'status.closed', order: 'ASC' } as const;

describe('spec §7 query building / §5 validation (body as DESIGN §5)', () => {
  it.each<[string, EstateNode | null, EstateFilterState, Partial<EstateSearchBody>]>([
    ['spec §5 nothing set → empty query, default sort: closed estates last, then date DESC', null, {}, { query: {}, sort: [CLOSED_LAST, DATE_DESC] }],
    ['default order chosen explicitly (date DESC) → closed last too', null, { sortType: 'date', sortOrder: 'DESC' }, { sort: [CLOSED_LAST, DATE_DESC] }],
    ['the visitor asks for sold estates only → the date order alone', null, { transaction: [5] }, { sort: [DATE_DESC] }],
    ['sold and rented only (the node) → the date order alone', { query: { terms: { 'general.transaction.id': [5, 6] } } }, {}, { sort: [DATE_DESC] }],
    ['for sale and sold → closed last', null, { transaction: [1, 5] }, { sort: [CLOSED_LAST, DATE_DESC] }],
    ['closed statuses only (status.id) → the date order alone', { query: { terms: { 'status.id': [4, 5] } } }, {}, { sort: [DATE_DESC] }],
    ['node closedLast false → the date order alone', { closedLast: false }, {}, { sort: [DATE_DESC] }],
    ['node closedLast true → closed last', { closedLast: true }, {}, { sort: [CLOSED_LAST, DATE_DESC] }],
    ['a chosen order (price) is followed as chosen: no closed-last clause', null, { sortType: 'price', sortOrder: 'DESC' }, { sort: [{ field: 'general.price.value', order: 'DESC' }] }],
    ['spec §5 a list filter applies when non-empty (city)', null, { city: [12, 40] }, { query: { terms: { 'general.address.city.id': [12, 40] } } }],
    ['spec §5 an empty list filter is removed (city [])', null, { city: [] }, { query: {} }],
    ['spec §3 type list → general.headType.id', null, { type: [1] }, { query: { terms: { 'general.headType.id': [1] } } }],
    ['spec §3 country list → general.address.country.id', null, { country: ['BE'] }, { query: { terms: { 'general.address.country.id': ['BE'] } } }],
    ['spec §2 transaction → general.transaction.id', null, { transaction: [1, 3] }, { query: { terms: { 'general.transaction.id': [1, 3] } } }],
    ['spec §2 subType → general.subType.id', null, { subType: [3] }, { query: { terms: { 'general.subType.id': [3] } } }],
    ['spec §5 price min only when set', null, { priceMin: 150000 }, { query: { range: { 'general.price.value': { gte: 150000 } } } }],
    ['spec §5 price max only when set', null, { priceMax: 400000 }, { query: { range: { 'general.price.value': { lte: 400000 } } } }],
    ['spec §5 price min and max', null, { priceMin: 150000, priceMax: 400000 }, { query: { range: { 'general.price.value': { gte: 150000, lte: 400000 } } } }],
    ['spec §5 price min 0 is set', null, { priceMin: 0 }, { query: { range: { 'general.price.value': { gte: 0 } } } }],
    ['spec §5 bedroom minimum only when set', null, { bedMin: 3 }, { query: { range: { 'general.bedroomCount': { gte: 3 } } } }],
    ['spec §5 bedrooms "large" starts at 6', null, { bedrooms: 'large' }, { query: { range: { 'general.bedroomCount': { gte: 6 } } } }],
    ['spec §2 bedrooms N is exactly N', null, { bedrooms: 2 }, { query: { range: { 'general.bedroomCount': { gte: 2, lte: 2 } } } }],
    ['spec §2 bedrooms large with bed-min 7 → at least 7', null, { bedrooms: 'large', bedMin: 7 }, { query: { range: { 'general.bedroomCount': { gte: 7 } } } }],
    ['spec §5 valid geo_range drops the city filter for a distance filter', null,
      { city: [12], geoRange: { distanceKm: 10, lat: 50.8503, lon: 4.3517 } },
      { query: { geoDistance: { field: 'general.address.geoLocation', distanceKm: 10, lat: 50.8503, lon: 4.3517 } } }],
    ['spec §5 invalid geo range is ignored and the city filter kept', null,
      { city: [12], geoRange: { distanceKm: 0, lat: 50, lon: 4 } },
      { query: { terms: { 'general.address.city.id': [12] } } }],
    ['map "search in this area" → geoBoundingBox (north-west, south-east corners); other criteria stay', null,
      { city: [12], area: { west: 3.5, south: 50.9, east: 4.5, north: 51.3 } },
      { query: { terms: { 'general.address.city.id': [12] }, geoBoundingBox: { field: 'general.address.geoLocation', topLeft: { lat: 51.3, lon: 3.5 }, bottomRight: { lat: 50.9, lon: 4.5 } } } }],
    ['an invalid map area is ignored', null, { area: { west: 3.5, south: 51.3, east: 4.5, north: 50.9 } }, { query: {} }],
    ['spec §3 node collections → children.collections', { collections: ['c-7'] }, {}, { query: { terms: { 'children.collections': ['c-7'] } } }],
    ['spec §3 empty node collections are removed', { collections: [] }, {}, { query: {} }],
    ['spec §7 node query terms, range and match are kept', { query: { terms: { 'general.transaction.id': [1] }, range: { 'general.price.value': { gte: 1 } }, match: { 'general.project': false } } }, {},
      { query: { terms: { 'general.transaction.id': [1] }, range: { 'general.price.value': { gte: 1 } }, match: { 'general.project': false } } }],
    ['spec §7 a visitor value replaces the node value of the same field', { query: { terms: { 'general.headType.id': [1, 2] } } }, { type: [2] },
      { query: { terms: { 'general.headType.id': [2] } } }],
    ['spec §5 empty node values are removed before sending', { query: { terms: { 'general.headType.id': [] }, range: { 'general.price.value': {} }, match: {} } }, {}, { query: {} }],
    ['spec §7 chosen sort type without order → ASC (price)', null, { sortType: 'price' }, { sort: [{ field: 'general.price.value', order: 'ASC' }] }],
    ['spec §7 sort type city → city name, sortOrder given', null, { sortType: 'city', sortOrder: 'DESC' }, { sort: [{ field: 'general.address.city.name', order: 'DESC' }] }],
    ['spec §7 sort type date → publication date', null, { sortType: 'date' }, { sort: [{ field: 'general.publicationDate', order: 'ASC' }] }],
    ['spec §7 sort type type → subType id', null, { sortType: 'type' }, { sort: [{ field: 'general.subType.id', order: 'ASC' }] }],
    ['spec §9 default sort date, descending; sortOrder alone applies to it', null, { sortOrder: 'ASC' }, { sort: [{ field: 'general.publicationDate', order: 'ASC' }] }],
    ['spec §7 grouping sort comes first (TYPE)', { groupOptions: { groupBy: 'TYPE' } }, { sortType: 'price', sortOrder: 'DESC' },
      { sort: [{ field: 'general.headType.id', order: 'ASC' }, { field: 'general.price.value', order: 'DESC' }] }],
    ['spec §7 grouping sort first (STATUS) then default', { groupOptions: { groupBy: 'STATUS' } }, {},
      { sort: [{ field: 'general.transaction.id', order: 'ASC' }, CLOSED_LAST, DATE_DESC] }],
    ['spec §7 grouping and user sort on one field are sent once', { groupOptions: { groupBy: 'CITY' } }, { sortType: 'city' },
      { sort: [{ field: 'general.address.city.name', order: 'ASC' }] }],
  ])('%s', (_rule, node, filter, expected) => {
    expect(buildEstateSearchBody({ node, filter })).toMatchObject(expected);
    if (expected.query) expect(buildEstateSearchBody({ node, filter }).query).toEqual(expected.query);
  });

  it.each([
    ['spec §4 normal load: page of 20 from 0', { from: 0, size: 20 }],
    ['spec §4 full load: 500', { from: 0, size: 500 }],
    ['spec §4 load-more from an offset', { from: 40, size: 20 }],
  ])('%s → pagination', (_rule, pagination) => {
    expect(buildEstateSearchBody({ pagination }).pagination).toEqual(pagination);
  });

  it('DESIGN §5 the full example body', () => {
    const body = buildEstateSearchBody({
      node: { collections: ['c-7'], query: { match: { 'general.project': false } } },
      filter: { city: [12, 40], type: [1], transaction: [1], subType: [3], country: ['BE'], priceMin: 150000, priceMax: 400000, bedMin: 3 },
      pagination: { from: 0, size: 20 },
    });
    expect(body).toEqual({
      query: {
        terms: { 'general.address.city.id': [12, 40], 'general.headType.id': [1], 'general.transaction.id': [1], 'general.subType.id': [3], 'general.address.country.id': ['BE'], 'children.collections': ['c-7'] },
        range: { 'general.price.value': { gte: 150000, lte: 400000 }, 'general.bedroomCount': { gte: 3 } },
        match: { 'general.project': false },
      },
      sort: [CLOSED_LAST, DATE_DESC],
      pagination: { from: 0, size: 20 },
    });
  });

  it('the builder does not mutate the node', () => {
    const node: EstateNode = { query: { terms: { 'general.address.city.id': [1] } } };
    buildEstateSearchBody({ node, filter: { geoRange: { distanceKm: 5, lat: 50, lon: 4 } } });
    expect(node.query?.terms).toEqual({ 'general.address.city.id': [1] });
  });
});

describe('spec §5 properties of the built query (fast-check)', () => {
  const ids = fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 3 });
  const filterArb = fc.record(
    {
      city: ids, type: ids, transaction: ids, subType: ids,
      country: fc.array(fc.constantFrom('BE', 'NL', 'FR'), { maxLength: 2 }),
      priceMin: fc.integer({ min: 0, max: 2_000_000 }), priceMax: fc.integer({ min: 0, max: 2_000_000 }),
      bedMin: fc.integer({ min: 1, max: 9 }), bedrooms: fc.oneof(fc.constant('large' as const), fc.integer({ min: 1, max: 9 })),
      geoRange: fc.record({ distanceKm: fc.integer({ min: 0, max: 50 }), lat: fc.double({ min: -100, max: 100, noNaN: true }), lon: fc.double({ min: -200, max: 200, noNaN: true }) }),
      sortType: fc.constantFrom('price' as const, 'city' as const, 'date' as const, 'type' as const),
      sortOrder: fc.constantFrom('ASC' as const, 'DESC' as const),
    },
    { requiredKeys: [] },
  );

  it('no empty list, empty range or empty map is ever sent; a honoured geo range never goes with a city term', () => {
    fc.assert(fc.property(filterArb, (filter) => {
      const { query, sort } = buildEstateSearchBody({ filter });
      for (const values of Object.values(query.terms ?? {})) expect(values.length).toBeGreaterThan(0);
      for (const bounds of Object.values(query.range ?? {})) expect(Object.keys(bounds).length).toBeGreaterThan(0);
      for (const map of [query.terms, query.range, query.match]) if (map) expect(Object.keys(map).length).toBeGreaterThan(0);
      if (query.geoDistance) expect(query.terms?.['general.address.city.id']).toBeUndefined();
      expect(sort.length).toBeGreaterThan(0);
    }), { numRuns: 300 });
  });
});
