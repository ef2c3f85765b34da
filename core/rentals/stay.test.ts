import { describe, expect, it } from 'vitest';
import { brusselsDay, isFreeForStay, nextDay, stayErrors, stayOf, type DatedPeriod } from './stay';

const booked = (start: string, end: string): DatedPeriod => ({ start, end, available: false });
const open = (start: string, end: string): DatedPeriod => ({ start, end, available: true });

describe('a unit is free for a stay [arrival, departure) when no booked or blocked period overlaps it', () => {
  it.each<[string, DatedPeriod[], string, string, boolean]>([
    ['no periods at all', [], '2027-07-03', '2027-07-10', true],
    ['only free periods', [open('2027-07-03', '2027-07-10')], '2027-07-03', '2027-07-10', true],
    ['a booked week exactly the stay', [booked('2027-07-03', '2027-07-10')], '2027-07-03', '2027-07-10', false],
    ['a booked weekend inside the stay', [booked('2027-07-09', '2027-07-12')], '2027-07-03', '2027-07-10', false],
    ['a booked fortnight around the stay', [booked('2027-06-26', '2027-07-17')], '2027-07-03', '2027-07-10', false],
    ['same-day turnover: booked up to the arrival day', [booked('2027-06-26', '2027-07-03')], '2027-07-03', '2027-07-10', true],
    ['same-day turnover: booked from the departure day', [booked('2027-07-10', '2027-07-17')], '2027-07-03', '2027-07-10', true],
    ['booked the last night of the stay', [booked('2027-07-09', '2027-07-10')], '2027-07-03', '2027-07-10', false],
    ['booked the first night of the stay', [booked('2027-07-03', '2027-07-04')], '2027-07-03', '2027-07-10', false],
    ['across the month end, booked in the next month', [booked('2027-08-01', '2027-08-04')], '2027-07-29', '2027-08-02', false],
    ['across the month end, booked from departure', [booked('2027-08-02', '2027-08-06')], '2027-07-29', '2027-08-02', true],
    ['across the year end, booked on new year', [booked('2027-01-01', '2027-01-02')], '2026-12-28', '2027-01-03', false],
    ['across the year end, booked up to arrival', [booked('2026-12-21', '2026-12-28')], '2026-12-28', '2027-01-03', true],
    ['across the spring DST change (28 March 2027)', [booked('2027-03-28', '2027-03-29')], '2027-03-27', '2027-03-29', false],
    ['after the spring DST change, turnover', [booked('2027-03-29', '2027-04-05')], '2027-03-27', '2027-03-29', true],
    ['across the autumn DST change (31 October 2027)', [booked('2027-10-30', '2027-11-01')], '2027-10-31', '2027-11-02', false],
    ['one booked among free ones', [open('2027-07-03', '2027-07-10'), booked('2027-07-05', '2027-07-09')], '2027-07-03', '2027-07-10', false],
  ])('%s', (_name, periods, from, to, free) => {
    expect(isFreeForStay(periods, { from, to })).toBe(free);
  });
});

describe('the visitor\'s dates', () => {
  const today = '2027-06-15';
  it.each<[string | undefined, string | undefined, ReturnType<typeof stayErrors>]>([
    [undefined, undefined, null],
    ['2027-07-03', undefined, null],
    [undefined, '2027-07-10', null],
    ['2027-07-03', '2027-07-10', null],
    ['2027-06-15', '2027-06-16', null],
    ['2027-06-14', '2027-06-16', { from: 'rental.filters.error.arrival_past' }],
    ['2027-07-10', '2027-07-10', { to: 'rental.filters.error.departure_order' }],
    ['2027-07-10', '2027-07-03', { to: 'rental.filters.error.departure_order' }],
    ['2027-02-30', '2027-03-03', { from: 'form.error.date' }],
    ['2027-07-03', 'tomorrow', { to: 'form.error.date' }],
  ])('arrival %s, departure %s → %j', (from, to, expected) => {
    expect(stayErrors(from, to, today)).toEqual(expected);
  });

  it('a stay needs both dates and no error', () => {
    expect(stayOf('2027-07-03', '2027-07-10', today)).toEqual({ from: '2027-07-03', to: '2027-07-10' });
    expect(stayOf('2027-07-03', undefined, today)).toBeUndefined();
    expect(stayOf('2027-07-10', '2027-07-03', today)).toBeUndefined();
  });

  it.each([
    ['2027-12-31', '2028-01-01'],
    ['2028-02-28', '2028-02-29'],
    ['2027-03-27', '2027-03-28'],
    ['2027-03-28', '2027-03-29'],
  ])('the day after %s is %s', (day, next) => expect(nextDay(day)).toBe(next));

  it.each([
    // 22:30 UTC on 30 June is 00:30 on 1 July in Brussels (summer time); 23:30 UTC on 31 December is 00:30 on 1 January (winter time).
    [Date.UTC(2027, 5, 30, 22, 30), '2027-07-01'],
    [Date.UTC(2027, 5, 30, 21, 30), '2027-06-30'],
    [Date.UTC(2027, 11, 31, 23, 30), '2028-01-01'],
    [Date.UTC(2027, 11, 31, 22, 30), '2027-12-31'],
  ])('today in Belgium at %i is %s', (ms, day) => expect(brusselsDay(ms)).toBe(day));
});
