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
  ])('%s', (_rule, query, expected) => {
    expect(criteriaFromFilter(parseFilterParams(query))).toMatchObject(expected);
  });

  it('an empty search gives empty criteria', () => {
    const values = criteriaFromFilter(parseFilterParams(''));
    expect(hasCriteria(values)).toBe(false);
    expect(values).toEqual({ transactions: '', headTypes: [], cities: [], priceMin: '', priceMax: '', bedroomsMin: '' });
  });

  it('form values from a search validate into the SubscriptionCriteria body', () => {
    const values = criteriaFromFilter(parseFilterParams('transaction=1&type=1&city=12,40&price-min=100000&bed-min=2'));
    const result = validateSubscription(
      { ...values, firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', agreements: [], startedAt: 1 },
      { checkSpam: false },
    );
    expect(result.ok && result.value.criteria).toEqual({ transactions: [1], headTypes: [1], cities: [12, 40], priceMin: 100000, bedroomsMin: 2 });
  });

  it('a stored subscription round-trips through the form values', () => {
    const criteria = { transactions: [2], headTypes: [1, 2], cities: [7], priceMax: 900, bedroomsMin: 1 };
    expect(criteriaFromSubscription(criteria)).toEqual({ transactions: '2', headTypes: ['1', '2'], cities: ['7'], priceMin: '', priceMax: '900', bedroomsMin: '1' });
  });
});
