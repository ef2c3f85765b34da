/**
 * The price and bedroom choices of the search form from the options the service answers (spec §3 filter
 * state: prices, bedrooms). No answer, no choices: the form then keeps its own controls (typed prices,
 * the fixed 1+ … 5+ list). The URL parameters stay those of filters.ts.
 */
import { LARGE_BEDROOMS } from './constants';
import { FILTERS } from './filters';

/** The price steps to pick a minimum or maximum from, ascending and once each; `kept` amounts (the visitor's, from a link) stay among them. */
export function priceSteps(prices: readonly number[] | undefined, kept: readonly (number | undefined)[] = []): number[] {
  const steps = (prices ?? []).filter((p) => Number.isFinite(p) && p > 0);
  if (!steps.length) return [];
  return [...new Set([...steps, ...kept.filter((p): p is number => p !== undefined)])].sort((a, b) => a - b);
}

export interface BedroomChoices {
  /** Minimum counts the form offers ("N+", bed-min), ascending. */
  atLeast: number[];
  /** Offer "6 and more" (bedrooms=large). */
  large: boolean;
}

/**
 * "N+" for every count the answer has between 1 and 5 (a minimum no estate has finds the same as the next
 * one), "6 and more" when it has a count of 6 or more; without an answer, the fixed list.
 */
export function bedroomChoices(bedrooms: readonly number[] | undefined, current?: number): BedroomChoices {
  const counts = (bedrooms ?? []).filter((n) => Number.isInteger(n) && n > 0);
  if (!counts.length) return { atLeast: (FILTERS.bedMin.choices ?? []).map(Number), large: true };
  const atLeast = counts.filter((n) => n < LARGE_BEDROOMS);
  if (current !== undefined && current < LARGE_BEDROOMS) atLeast.push(current);
  return { atLeast: [...new Set(atLeast)].sort((a, b) => a - b), large: counts.some((n) => n >= LARGE_BEDROOMS) };
}
