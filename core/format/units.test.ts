import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatCo2,
  formatCurrency,
  formatEpc,
  formatEpcPerYear,
  formatLiquid,
  formatPercentage,
  formatPerSquareMeter,
  formatSize,
  formatSurface,
  keepAmountsWhole,
} from './units';
import { epcBarPercentage } from './epc-bar';

describe('spec §9 unit formats', () => {
  it.each([
    ['spec §9: currency prefix € with dot thousands', () => formatCurrency(1234567), '€ 1.234.567'],
    ['spec §9: currency with comma decimals', () => formatCurrency(1234.5, 2), '€ 1.234,50'],
    ['spec §9: currency from a numeric string', () => formatCurrency('250000'), '€ 250.000'],
    ['spec §9: currency of nothing is empty', () => formatCurrency(null), ''],
    ['spec §9: surface has two decimals and m²', () => formatSurface(125.5), '125,50 m²'],
    ['a whole surface has no decimals', () => formatSurface(1200), '1.200 m²'],
    ['a whole surface given as text has no decimals', () => formatSurface('7032.00'), '7.032 m²'],
    ['spec §9: a fractional surface keeps two decimals', () => formatSurface(0.5), '0,50 m²'],
    ['spec §9: size in m', () => formatSize(12.5), '12,5 m'],
    ['spec §9: distance in m', () => formatSize(1500), '1.500 m'],
    ['spec §9: EPC in kWh/m²', () => formatEpc(245), '245 kWh/m²'],
    ['spec §9: EPC per year in kWh/jaar (Dutch default)', () => formatEpcPerYear(12345), '12.345 kWh/jaar'],
    ['spec §9: EPC per year localized in French', () => formatEpcPerYear(12345, 'fr'), '12.345 kWh/an'],
    ['spec §9: EPC per year localized in English', () => formatEpcPerYear(12345, 'en'), '12.345 kWh/year'],
    ['spec §9: EPC per year localized in German', () => formatEpcPerYear(12345, 'de'), '12.345 kWh/Jahr'],
    ['spec §9: EPC per year unknown locale falls back to Dutch', () => formatEpcPerYear(1, 'xx'), '1 kWh/jaar'],
    ['spec §9: EPC per year with a prototype name as locale falls back to Dutch', () => formatEpcPerYear(1, 'toString'), '1 kWh/jaar'],
    ['spec §9: CO2 in kg/m²/jaar', () => formatCo2(35), '35 kg/m²/jaar'],
    ['spec §9: CO2 in kg/m²/year in English', () => formatCo2(35.25, 'en'), '35,25 kg/m²/year'],
    ['spec §9: liquid with the suffix \'l\' as written (no space)', () => formatLiquid(3000), '3.000l'],
    ['spec §9: per square meter', () => formatPerSquareMeter(2450), '€ 2.450 /m²'],
    ['spec §9: percentage', () => formatPercentage(21), '21%'],
    ['spec §9: percentage with decimals', () => formatPercentage(5.5), '5,5%'],
    ['spec §9: unit formats of invalid input are empty', () => formatSurface('n/a'), ''],
  ])('%s', (_rule, run, expected) => {
    expect(run()).toBe(expected);
  });

  it.each([
    ['spec §9: EPC bar = value / 700 × 100', 350, 50],
    ['spec §9: EPC bar at 0', 0, 0],
    ['spec §9: EPC bar capped at 100', 1400, 100],
    ['spec §9: EPC bar never negative', -50, 0],
    ['spec §9: EPC bar from a string', '140', 20],
    ['spec §9: EPC bar of nothing is 0', null, 0],
    ['spec §9: EPC bar of garbage is 0', 'abc', 0],
  ])('%s', (_rule, value, expected) => {
    expect(epcBarPercentage(value)).toBeCloseTo(expected, 10);
  });

  const formatters = [formatCurrency, formatSurface, formatSize, formatEpc, formatEpcPerYear, formatCo2, formatLiquid, formatPerSquareMeter, formatPercentage];
  it('spec §9: unit formatters never throw on any number or string (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.integer(), fc.constant(undefined), fc.object()), (v) => {
        for (const format of formatters) expect(typeof format(v)).toBe('string');
        const pct = epcBarPercentage(v);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('keepAmountsWhole: an amount never breaks after its euro sign', () => {
  it.each([
    ['€ 245.000', '€\u00a0245.000'],
    ['vanaf € 41.000', 'vanaf €\u00a041.000'],
    ['à partir de € 125.000', 'à partir de €\u00a0125.000'],
    ['€ 14.550 / maand', '€\u00a014.550 / maand'],
    ['€ 1.234,50 - € 2.000', '€\u00a01.234,50 - €\u00a02.000'],
    ['Prijs op aanvraag', 'Prijs op aanvraag'],
    ['Verkocht', 'Verkocht'],
    ['', ''],
  ])('%s', (text, expected) => {
    expect(keepAmountsWhole(text)).toBe(expected);
  });
});
