import type { Locale } from '../i18n/locale';
import { formatNumber, formatNumberTrimmed, toFiniteNumber, type NumericInput } from './number';

const YEAR: Record<Locale, string> = { nl: 'jaar', fr: 'an', en: 'year', de: 'Jahr' };

function yearWord(locale: string | undefined): string {
  return locale && Object.hasOwn(YEAR, locale) ? YEAR[locale as Locale] : YEAR.nl;
}

function withUnit(number: string, unit: string): string {
  return number === '' ? '' : `${number}${unit}`;
}

/** '€ 1.234.567' (default 0 decimals) or '€ 1.234,50' with decimals; '' for non-numeric input. */
export function formatCurrency(value: NumericInput, decimals = 0): string {
  const number = formatNumber(value, decimals);
  return number === '' ? '' : `€ ${number}`;
}

/**
 * Surface: '125,50 m²' (spec §9's 2 decimals), but a whole value without them, '1.200 m²'
 * (',00' on every area is noise and split areas over two lines in the table).
 */
export function formatSurface(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return withUnit(formatNumber(value, n !== null && Number.isInteger(n) ? 0 : 2), ' m²');
}

/** Sizes and distances (depths, widths, distance to shops …): up to 2 decimals, '12,5 m'. */
export function formatSize(value: NumericInput): string {
  return withUnit(formatNumberTrimmed(value, 2), ' m');
}

/** EPC value: '245 kWh/m²' (up to 2 decimals). */
export function formatEpc(value: NumericInput): string {
  return withUnit(formatNumberTrimmed(value, 2), ' kWh/m²');
}

/** Yearly EPC total: ' kWh/jaar' in Dutch (spec §9), localized per locale: kWh/an, kWh/year, kWh/Jahr. */
export function formatEpcPerYear(value: NumericInput, locale?: string): string {
  return withUnit(formatNumberTrimmed(value, 2), ` kWh/${yearWord(locale)}`);
}

/** CO2 emission: '35 kg/m²/jaar' (Dutch default), localized year word like formatEpcPerYear. */
export function formatCo2(value: NumericInput, locale?: string): string {
  return withUnit(formatNumberTrimmed(value, 2), ` kg/m²/${yearWord(locale)}`);
}

/** Liquid volume: '3.000l' (spec §9 writes the suffix without a space). */
export function formatLiquid(value: NumericInput): string {
  return withUnit(formatNumberTrimmed(value, 2), 'l');
}

/** Price per square meter: '€ 2.450 /m²'. */
export function formatPerSquareMeter(value: NumericInput, decimals = 0): string {
  return withUnit(formatCurrency(value, decimals), ' /m²');
}

/** Percentage: '21%', '5,5%'. */
export function formatPercentage(value: NumericInput): string {
  return withUnit(formatNumberTrimmed(value, 2), '%');
}

/**
 * The text with each amount kept on one line when it wraps: the space after '€' becomes a no-break
 * space, so "à partir de € 125.000" may break before the amount, never inside it ("€" | "125.000").
 */
export function keepAmountsWhole(text: string): string {
  return text.replace(/€ (?=[\d-])/g, '€\u00a0');
}
