import { describe, expect, it } from 'vitest';
import { parseFilterParams } from '../../core/query';
import { validateSubscription } from '../../core/validation';
import { criteriaFromFilter, criteriaFromSubscription, hasCriteria } from './criteria';

describe('spec §2 search parameters → keep-me-informed criteria', () => {
  it.each([
    ['transaction', 'transaction=2', { transactions: '2' }],
    ['status stands for transaction', 'status=1', { transactions: '1' }],
    ['types', 'type=1,3', { headTypes: ['1', '3'] }],
    ['cities', 'city=12&city=40', { cities: ['12', '40'] }],
    ['price range', 'price-min=150000&price-max=400000', { priceMin: '150000', priceMax: '400000' }],
    ['bed-min', 'bed-min=3', { bedroomsMin: '3' }],
    ['bedrooms=large is 6 or more (spec §5)', 'bedrooms=large', { bedroomsMin: '6' }],
    ['bedrooms count', 'bedrooms=2', { bedroomsMin: '2' }],
    ['sub-types', 'subType=5,9', { subTypes: ['5', '9'] }],
    ['countries', 'country=BE,fr', { countries: ['BE', 'FR'] }],
    ['a distance search keeps its place and radius', 'geo_range=5km;51.05;3.72', { geoRange: '5km;51.05;3.72' }],
  ])('%s', (_rule, query, expected) => {
    expect(criteriaFromFilter(parseFilterParams(query))).toMatchObject(expected);
  });

  it('an empty search gives empty criteria', () => {
    const values = criteriaFromFilter(parseFilterParams(''));
    expect(hasCriteria(values)).toBe(false);
    expect(values).toEqual({ transactions: '', headTypes: [], cities: [], priceMin: '', priceMax: '', bedroomsMin: '', subTypes: [], countries: [], geoRange: '' });
  });

  it('form values from a search validate into the SubscriptionCriteria body', () => {
    const values = criteriaFromFilter(parseFilterParams('transaction=1&type=1&city=12,40&price-min=100000&bed-min=2'));
    const result = validateSubscription(
      { ...values, firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', agreements: [], startedAt: 1 },
      { checkSpam: false },
    );
    expect(result.ok && result.value.criteria).toEqual({ transactions: [1], headTypes: [1], cities: [12, 40], priceMin: 100000, bedroomsMin: 2 });
  });

  it('a search with sub-type, country and distance subscribes with all of them (a geo-range search had no location before)', () => {
    const values = criteriaFromFilter(parseFilterParams('transaction=1&subType=5&country=BE&geo_range=10km;50.85;4.35'));
    const result = validateSubscription(
      { ...values, firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', agreements: [], startedAt: 1 },
      { checkSpam: false },
    );
    expect(result.ok && result.value.criteria).toEqual({ transactions: [1], headTypes: [], cities: [], subTypes: [5], countries: ['BE'], geoRange: '10km;50.85;4.35' });
  });

  it.each([
    ['a country that is not a code', { countries: ['Belgium'] }, 'countries'],
    ['a distance search that does not parse', { geoRange: 'near Gent' }, 'geoRange'],
    ['a sub-type that is not an id', { subTypes: ['x'] }, 'subTypes'],
  ])('%s is refused under its own name', (_rule, criteria, field) => {
    const result = validateSubscription({ firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', agreements: [], startedAt: 1, criteria }, { checkSpam: false });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.fields)).toContain(field);
  });

  it('a stored subscription round-trips through the form values', () => {
    const criteria = { transactions: [2], headTypes: [1, 2], cities: [7], priceMax: 900, bedroomsMin: 1, subTypes: [5], countries: ['BE'], geoRange: '5km;51.05;3.72' };
    expect(criteriaFromSubscription(criteria)).toEqual({ transactions: '2', headTypes: ['1', '2'], cities: ['7'], priceMin: '', priceMax: '900', bedroomsMin: '1', subTypes: ['5'], countries: ['BE'], geoRange: '5km;51.05;3.72' });
  });
});
