import { describe, expect, it } from 'vitest';
import { shownAmount, shownValue } from './shown';

describe('shownAmount: counts, sizes and prices in every view (spec §5 -1 rule)', () => {
  it.each([
    [3, 3],
    ['3', 3],
    [160000, 160000],
    [12.5, 12.5],
    [-1, null],
    ['-1', null],
    [-2, null],
    [0, null],
    ['0', null],
    [null, null],
    [undefined, null],
    ['', null],
    [Number.NaN, null],
    ['abc', null],
  ])('%p → %p', (input, expected) => {
    expect(shownAmount(input)).toBe(expected);
  });
});

describe('shownValue', () => {
  it.each([
    ['Gent', 'Gent'],
    ['  ', null],
    [-1, null],
    ['-1', null],
    [0, null],
    [5, 5],
    [{ nl: '', fr: '' }, null],
  ])('%p → %p', (input, expected) => {
    expect(shownValue(input)).toEqual(expected);
  });
});
