import { describe, expect, it } from 'vitest';
import type { EstateQuery } from '../model/search';
import { buildEstateQuery } from './build-query';
import { alertFilter, filterFromCriteria, subscriptionCountBody } from './subscription-query';
import { writeFilterParams } from './url-params';
import type { EstateFilterState } from './filter-state';
import { parseGeoRange } from './geo-range';

const ONE_ID = { pagination: { from: 0, size: 1 }, fields: ['id', 'general.headType.id'], sort: [{ field: 'status.closed', order: 'ASC' }, { field: 'general.publicationDate', order: 'DESC' }] };
/** Form values as the keep-me-informed form holds them (strings and string lists), defaults empty. */
const form = (values: Record<string, string | string[]>) => ({
  transactions: '', headTypes: [], cities: [], priceMin: '', priceMax: '', bedroomsMin: '', subTypes: [], countries: [], geoRange: '', ...values,
});

describe('keep-me-informed criteria → the search whose total the form shows', () => {
  it.each<[string, Record<string, string | string[]>, EstateQuery | null]>([
    ['no criteria: every estate', {}, {}],
    ['an offer option stands for all its transaction ids', { transactions: '1,10' }, { terms: { 'general.transaction.id': [1, 10] } }],
    ['types, municipalities, sub-types and countries are term lists', { headTypes: ['1', '2'], cities: ['12'], subTypes: ['5'], countries: ['be'] },
      { terms: { 'general.headType.id': [1, 2], 'general.address.city.id': [12], 'general.subType.id': [5], 'general.address.country.id': ['BE'] } }],
    ['a price range', { priceMin: '150000', priceMax: '400000' }, { range: { 'general.price.value': { gte: 150000, lte: 400000 } } }],
    ['a minimum price 0 is a criterion', { priceMin: '0' }, { range: { 'general.price.value': { gte: 0 } } }],
    ['a bedroom minimum is "at least"', { bedroomsMin: '3' }, { range: { 'general.bedroomCount': { gte: 3 } } }],
    ['0 bedrooms at least is no criterion', { bedroomsMin: '0' }, {}],
    ['a distance search replaces the municipalities, as in the search', { cities: ['12'], geoRange: '10km;51.05;3.72' },
      { geoDistance: { field: 'general.address.geoLocation', distanceKm: 10, lat: 51.05, lon: 3.72 } }],
    ['a price being typed that is no number: no count', { priceMin: '15a' }, null],
    ['a minimum above the maximum: no count', { priceMin: '500000', priceMax: '400000' }, null],
    ['an unreadable distance search: no count', { geoRange: 'near Gent' }, null],
  ])('%s', (_, values, query) => {
    const body = subscriptionCountBody(form(values));
    if (query === null) expect(body).toBeNull();
    else expect(body).toEqual({ query, ...ONE_ID });
  });

  it('reads a nested body (a stored subscription) as it reads the form', () => {
    expect(subscriptionCountBody({ criteria: { transactions: [2], headTypes: [1], cities: [12], priceMax: 900 } })?.query).toEqual({
      terms: { 'general.transaction.id': [2], 'general.headType.id': [1], 'general.address.city.id': [12] },
      range: { 'general.price.value': { lte: 900 } },
    });
  });

  it('stored criteria query what the search they were taken from queried', () => {
    const filter = { transaction: [1, 10], type: [1], city: [12], subType: [4], country: ['BE'], priceMin: 100000, priceMax: 300000, bedMin: 2 };
    const criteria = { transactions: [1, 10], headTypes: [1], cities: [12], subTypes: [4], countries: ['BE'], priceMin: 100000, priceMax: 300000, bedroomsMin: 2 };
    expect(filterFromCriteria(criteria)).toEqual(filter);
    expect(buildEstateQuery(null, filterFromCriteria(criteria))).toEqual(buildEstateQuery(null, filter));
  });
});

describe('alertFilter: what a "save this search" link carries to the keep-me-informed form', () => {
  const kept: EstateFilterState = { transaction: [1], type: [1, 2], city: [9000], priceMin: 150000, priceMax: 300000, bedMin: 2 };
  it.each<[string, EstateFilterState, EstateFilterState]>([
    ['the form\'s fields are kept', kept, kept],
    ['sort, map area, sub-type, country and distance stay behind', { ...kept, subType: [5], country: ['FR'], sortType: 'price', sortOrder: 'ASC', geoRange: parseGeoRange('5km;51.05;3.72') }, kept],
    ['a bedroom choice ("6 or more") is kept', { bedrooms: 'large', sortType: 'price' }, { bedrooms: 'large' }],
    ['nothing chosen, nothing carried', { sortType: 'price', sortOrder: 'DESC' }, {}],
  ])('%s', (_rule, filter, expected) => {
    expect(writeFilterParams(alertFilter(filter)).toString()).toBe(writeFilterParams(expected).toString());
  });
});
