import { describe, expect, it } from 'vitest';
import { readRentalSearch, rentalSearchHref, sameRentalSearch, writeRentalParams } from './rental-params';
import type { RentalFilter } from './rental-list-store';

const today = '2027-06-15';

describe('the holiday rental search in the URL: one parameter per filter, one value each', () => {
  it.each<[string, RentalFilter, string]>([
    ['nothing', {}, ''],
    ['every filter', { locationIds: [1], subKindIds: [2], cityIds: [8630], occupation: 4, periodType: 'WEEK', from: '2027-07-03', to: '2027-07-10' },
      'location=1&kind=2&place=8630&people=4&stay=WEEK&arrival=2027-07-03&departure=2027-07-10'],
    ['the dates only', { from: '2027-07-03', to: '2027-07-10' }, 'arrival=2027-07-03&departure=2027-07-10'],
  ])('%s round-trips', (_name, filter, query) => {
    expect(writeRentalParams(filter).toString()).toBe(query);
    expect(readRentalSearch(query, {}, today)).toEqual(filter);
  });

  it.each<[string, string, RentalFilter]>([
    ['a second value of a filter is ignored', 'location=1,2&kind=2&kind=3', { locationIds: [1], subKindIds: [2] }],
    ['not an id, not a count, not a period type', 'location=x&people=0&stay=<b>', {}],
    ['departure without arrival', 'departure=2027-07-10', {}],
    ['departure before arrival', 'arrival=2027-07-10&departure=2027-07-03', {}],
    ['the same day twice', 'arrival=2027-07-10&departure=2027-07-10', {}],
    ['an arrival in the past (an old shared link)', 'arrival=2027-06-01&departure=2027-06-20', {}],
    ['not a calendar date', 'arrival=2027-02-30&departure=2027-03-02', {}],
  ])('%s: dropped', (_name, query, expected) => {
    expect(readRentalSearch(query, {}, today)).toEqual(expected);
  });

  it('the URL replaces a configured value and keeps the others; the block\'s period start stays', () => {
    expect(readRentalSearch('people=6', { occupation: 4, locationIds: [1], periodStart: '2027-07-03' }, today)).toEqual({ occupation: 6, locationIds: [1], periodStart: '2027-07-03' });
  });

  it('the page\'s other parameters are kept; the rental ones replaced', () => {
    expect(rentalSearchHref('/nl/vakantie?utm=x&people=2', { occupation: 4, from: '2027-07-03', to: '2027-07-10' }))
      .toBe('/nl/vakantie?utm=x&people=4&arrival=2027-07-03&departure=2027-07-10');
    expect(rentalSearchHref('/nl/vakantie?people=2', {})).toBe('/nl/vakantie');
  });

  it('one comparison: the same URL parameters are the same search', () => {
    expect(sameRentalSearch({ locationIds: [1], occupation: 4 }, { occupation: 4, locationIds: [1] })).toBe(true);
    expect(sameRentalSearch({ locationIds: [1] }, { locationIds: [1], from: '2027-07-03', to: '2027-07-10' })).toBe(false);
  });
});
