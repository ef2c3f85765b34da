import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, formatTime } from './date';

describe('spec §9 dates dd/mm/yyyy', () => {
  it.each([
    ['spec §9: ISO date as written', '2024-05-03', '03/05/2024', ''],
    ['spec §9: local date-time as written', '2024-05-03T09:05:00', '03/05/2024', '09:05'],
    ['spec §9: UTC instant shown in Belgian summer time', '2024-07-01T22:30:00Z', '02/07/2024', '00:30'],
    ['spec §9: UTC instant shown in Belgian winter time', '2024-01-15T08:00:00Z', '15/01/2024', '09:00'],
    ['spec §9: offset instant', '2024-05-03T10:00:00+02:00', '03/05/2024', '10:00'],
    ['spec §9: summer time starts the last Sunday of March 01:00 UTC', '2024-03-31T01:00:00Z', '31/03/2024', '03:00'],
    ['spec §9: winter time before the switch', '2024-03-31T00:59:00Z', '31/03/2024', '01:59'],
    ['spec §9: winter time resumes the last Sunday of October 01:00 UTC', '2024-10-27T01:00:00Z', '27/10/2024', '02:00'],
    ['spec §9: Date object', new Date(Date.UTC(2023, 11, 31, 23, 30)), '01/01/2024', '00:30'],
    ['spec §9: epoch milliseconds', Date.UTC(2020, 1, 29, 12), '29/02/2020', '13:00'],
    ['spec §9: already formatted date', '03/05/2024', '03/05/2024', ''],
    ['spec §9: impossible day is invalid', '2023-02-29', '', ''],
    ['spec §9: invalid month is invalid', '2024-13-01', '', ''],
    ['spec §9: invalid Date object', new Date(Number.NaN), '', ''],
    ['spec §9: free text is invalid', 'tomorrow', '', ''],
    ['spec §9: empty string', '', '', ''],
    ['spec §9: null', null, '', ''],
  ])('%s', (_rule, input, date, time) => {
    expect(formatDate(input)).toBe(date);
    expect(formatTime(input)).toBe(time);
  });

  it('spec §9: date and time together', () => {
    expect(formatDateTime('2024-05-03T09:05:00')).toBe('03/05/2024 09:05');
    expect(formatDateTime('2024-05-03')).toBe('03/05/2024');
  });

  it('spec §9: date formatters never throw and give dd/mm/yyyy or nothing (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.date(), fc.integer()), (v) => {
        const date = formatDate(v);
        expect(date === '' || /^\d{2}\/\d{2}\/-?\d{4,}$/.test(date)).toBe(true);
        const time = formatTime(v);
        expect(time === '' || /^\d{2}:\d{2}$/.test(time)).toBe(true);
      }),
    );
  });
});
