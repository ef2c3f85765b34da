import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatCount, formatNumber, formatNumberTrimmed } from './number';

describe('spec §9 number format (. thousands, , decimals)', () => {
  it.each([
    ['spec §9: thousands grouped with dots', 1234567, 0, '1.234.567'],
    ['spec §9: decimals after a comma', 1234.5, 2, '1.234,50'],
    ['spec §9: rounding half away from zero despite binary artefacts', 1.005, 2, '1,01'],
    ['spec §9: negative numbers keep their sign', -2500.75, 1, '-2.500,8'],
    ['spec §9: a negative that rounds to zero has no sign', -0.001, 2, '0,00'],
    ['spec §9: numeric strings are parsed', '98765.4321', 3, '98.765,432'],
    ['spec §9: zero', 0, 0, '0'],
    ['spec §5: seven decimals is the maximum', 0.1234567, 7, '0,1234567'],
    ['spec §9: very large numbers without exponent notation', 1e21, 0, '1.000.000.000.000.000.000.000'],
    ['spec §9: very small numbers round to zero', 1e-9, 2, '0,00'],
    ['spec §9: empty string gives empty output', '', 0, ''],
    ['spec §9: null gives empty output', null, 0, ''],
    ['spec §9: undefined gives empty output', undefined, 0, ''],
    ['spec §9: non-numeric text gives empty output', 'abc', 0, ''],
    ['spec §9: NaN gives empty output', Number.NaN, 0, ''],
    ['spec §9: Infinity gives empty output', Number.POSITIVE_INFINITY, 0, ''],
  ])('%s', (_rule, value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it.each([[-1], [8], [1.5], [Number.NaN]])('spec §5: decimals %s outside 0..7 raise a RangeError naming the rule', (decimals) => {
    expect(() => formatNumber(1, decimals)).toThrow(RangeError);
    expect(() => formatNumber(1, decimals)).toThrow(/decimals must be an integer from 0 to 7/);
  });

  it.each([
    ['spec §9: trailing zeros dropped', 12.5, '12,5'],
    ['spec §9: whole numbers have no comma', 8, '8'],
    ['spec §9: keeps two significant decimals', 7.256, '7,26'],
  ])('%s', (_rule, value, expected) => {
    expect(formatNumberTrimmed(value, 2)).toBe(expected);
  });

  it('spec §9: never throws for any input and decimals 0..7 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer(), fc.constant(null)), fc.integer({ min: 0, max: 7 }), (v, d) => {
        const out = formatNumber(v, d);
        expect(typeof out).toBe('string');
      }),
    );
  });

  it('spec §9: output of a finite number only contains digits, dots, one comma and a sign (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 7 }), (v, d) => {
        expect(formatNumber(v, d)).toMatch(/^-?\d{1,3}(\.\d{3})*(,\d+)?$/);
      }),
    );
  });
});

describe('result counts in the page language', () => {
  it.each([
    ['nl', 1597, '1.597'],
    ['fr', 1597, '1\u202f597'],
    ['en', 1597, '1,597'],
    ['de', 1597, '1.597'],
    ['nl', 1234567, '1.234.567'],
    ['fr', 20, '20'],
    ['en', 0, '0'],
    ['de', null, ''],
    ['nl', 'abc', ''],
    ['fr', 1234567, '1\u202f234\u202f567'],
    ['en', 1e21, '1,000,000,000,000,000,000,000'],
    ['nl', 2.5, '3'],
    ['de', -1597, '-1.597'],
    ['en', -0.2, '0'],
    ['fr-BE', 1597, '1\u202f597'],
    ['xx', 1597, '1.597'],
  ])('%s: %s reads %s', (locale, value, expected) => {
    expect(formatCount(value, locale)).toBe(expected);
  });

  it.each([['nl'], ['fr'], ['en'], ['de']])('%s: writes counts as the browser does for its language', (locale) => {
    for (const n of [0, 7, 999, 1000, 1597, 23456, 1234567]) expect(formatCount(n, locale)).toBe(new Intl.NumberFormat(locale).format(n));
  });
});
