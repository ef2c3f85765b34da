import { describe, expect, it } from 'vitest';
import type { RentalPeriod } from '../model/rental';
import { periodsInDateOrder } from './rental-periods';

const p = (id: number, start: string, end: string): RentalPeriod => ({ id, periodType: 'WEEK', start, end, available: true });

describe('rental periods listed in date order', () => {
  it.each<[string, RentalPeriod[], number[]]>([
    ['the service order 28/11, 04/12, 30/11 reads 28/11, 30/11, 04/12', [p(1, '2026-11-28', '2026-11-30'), p(2, '2026-12-04', '2026-12-07'), p(3, '2026-11-30', '2026-12-04')], [1, 3, 2]],
    ['same arrival: the shorter stay first', [p(1, '2026-12-04', '2026-12-11'), p(2, '2026-12-04', '2026-12-07')], [2, 1]],
    ['same dates: by id', [p(9, '2026-12-04', '2026-12-07'), p(4, '2026-12-04', '2026-12-07')], [4, 9]],
    ['an unreadable date goes last', [p(1, 'soon', '2026-12-07'), p(2, '2027-01-02', '2027-01-09')], [2, 1]],
    ['none', [], []],
  ])('%s', (_rule, periods, ids) => {
    expect(periodsInDateOrder(periods).map((x) => x.id)).toEqual(ids);
  });

  it('leaves the service answer as it was', () => {
    const answer = [p(2, '2026-12-04', '2026-12-07'), p(1, '2026-11-28', '2026-11-30')];
    periodsInDateOrder(answer);
    expect(answer.map((x) => x.id)).toEqual([2, 1]);
  });
});
