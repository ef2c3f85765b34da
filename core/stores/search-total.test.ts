import { describe, expect, it } from 'vitest';
import { filterKeyOf } from './estate-positions-store';
import { knownSearchTotal } from './search-total';

const filter = { transaction: [1] };
const list = (over: Partial<Parameters<typeof knownSearchTotal>[0]> = {}) => ({ estates: [], total: 0, isLoading: false, error: null, node: null, filter, ...over });
const positions = (over: Partial<NonNullable<Parameters<typeof knownSearchTotal>[1]>> = {}) => ({ total: 719, isLoading: false, error: null, filterKey: filterKeyOf(null, filter), ...over });
const page = { results: [], total: 0 };
const failed = { status: 0, statusText: '', kind: 'network' as const, message: 'offline' };

describe('knownSearchTotal: the count a search title names, never an untouched 0', () => {
  it.each([
    ['the list answered: its total', list({ estates: [{ ...page, total: 23 }], total: 23 }), null, 23],
    ['the list answered "none": 0', list({ estates: [page] }), positions(), 0],
    ['the list is loading: unknown', list({ isLoading: true }), positions(), null],
    ['the list never loaded (below the fold), the map answered: the map’s total', list(), positions(), 719],
    ['the list never loaded, no map: unknown, not 0', list(), null, null],
    ['the map is loading: unknown', list(), positions({ isLoading: true }), null],
    ['the map failed: unknown', list(), positions({ error: failed }), null],
    ['the map answered another search: unknown', list(), positions({ filterKey: filterKeyOf(null, { transaction: [2] }) }), null],
    ['the list failed, the map answered: the map’s total', list({ estates: [page], error: failed }), positions(), 719],
  ])('%s', (_, l, p, expected) => {
    expect(knownSearchTotal(l, p)).toBe(expected);
  });
});
