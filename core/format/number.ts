import { DEFAULT_LOCALE, toLocale, type Locale } from '../i18n/locale';

/** Numeric input accepted by every formatter: numbers and numeric strings; anything else formats to ''. */
export type NumericInput = number | string | null | undefined | unknown;

export const MAX_DECIMALS = 7;

/** Parses a finite number from a number or a plain numeric string ('1234.5', ' 12 '); otherwise null. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return toFiniteNumber(Number(value));
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(
      `formatNumber: decimals must be an integer from 0 to ${MAX_DECIMALS} (spec §5); received ${String(decimals)}`,
    );
  }
}

/** Integer and fraction digits of |value| rounded half away from zero, without Intl or exponent notation. */
function digitsOf(abs: number, decimals: number): [string, string] {
  if (abs >= 2 ** 53) return [BigInt(abs).toString(), '0'.repeat(decimals)];
  const plain = String(abs);
  // Shifting through the decimal string avoids binary artefacts: 1.005 rounds to 1.01, not 1.00.
  const scaled = plain.includes('e')
    ? Math.round(abs * 10 ** decimals)
    : Math.round(Number(`${plain}e${decimals}`));
  const digits = BigInt(scaled).toString().padStart(decimals + 1, '0');
  return [digits.slice(0, digits.length - decimals), digits.slice(digits.length - decimals)];
}

function groupThousands(integer: string, separator = '.'): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Belgian number format: '.' thousands, ',' decimals, exactly `decimals` digits (default 0).
 * Non-numeric input gives ''. Throws a RangeError when decimals is not an integer 0..7 (spec §5).
 */
export function formatNumber(value: NumericInput, decimals = 0): string {
  assertDecimals(decimals);
  const n = toFiniteNumber(value);
  if (n === null) return '';
  const [integer, fraction] = digitsOf(Math.abs(n), decimals);
  const isZero = /^0*$/.test(integer + fraction);
  const sign = n < 0 && !isZero ? '-' : '';
  return sign + groupThousands(integer) + (decimals > 0 ? `,${fraction}` : '');
}

/** Like formatNumber with at most `maxDecimals` digits, trailing zeros dropped ('12,5', '8'). */
export function formatNumberTrimmed(value: NumericInput, maxDecimals = 2): string {
  const text = formatNumber(value, maxDecimals);
  return text.includes(',') ? text.replace(/0+$/, '').replace(/,$/, '') : text;
}

/** How each language writes thousands in a count; fr uses a narrow no-break space, as Intl does. */
const THOUSANDS: Record<Locale, string> = { nl: '.', fr: '\u202f', en: ',', de: '.' };

/**
 * A whole count in the page's language, grouped the way it writes thousands: '1.597' (nl, de),
 * '1 597' (fr, a narrow no-break space), '1,597' (en). Amounts keep the Belgian format of formatNumber.
 * Not Intl.NumberFormat: its first construction costs ~30 ms of main thread on a page's first render.
 */
export function formatCount(value: NumericInput, locale: string): string {
  const n = toFiniteNumber(value);
  if (n === null) return '';
  const [integer] = digitsOf(Math.abs(n), 0);
  const sign = n < 0 && integer !== '0' ? '-' : '';
  return sign + groupThousands(integer, THOUSANDS[toLocale(locale) ?? DEFAULT_LOCALE]);
}
