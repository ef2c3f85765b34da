import { isEmptyDisplayValue } from './empty';
import { toFiniteNumber } from '../format/number';

/**
 * The one "shown or not" rule for a field in every view — table, gallery, map popup, favorites, similar
 * estates, detail (spec §3, §5): the value, or null when it is empty, null, zero or -1 ("cleared").
 */
export function shownValue<T>(value: T | null | undefined): T | null {
  return isEmptyDisplayValue(value) ? null : (value as T);
}

/**
 * A count, size or price as a view shows it: a positive finite number, else null. -1 clears it (spec §5)
 * and no other negative count, size or price means anything either.
 */
export function shownAmount(value: unknown): number | null {
  const n = toFiniteNumber(shownValue(value));
  return n !== null && n > 0 ? n : null;
}
