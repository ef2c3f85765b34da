/** Label key of the 'Not entered' text shown for an unfilled field that must be shown (spec §5). */
export const NOT_ENTERED_KEY = 'field.not_entered';

/** -1 (number or string) means "cleared" in the feeds (spec §5). */
export function isClearedValue(value: unknown): boolean {
  return value === -1 || (typeof value === 'string' && value.trim() === '-1');
}

/** -1 becomes null (hides and clears, spec §5); anything else is returned unchanged. */
export function clearDisplayValue<T>(value: T): T | null {
  return isClearedValue(value) ? null : value;
}

/**
 * True when a field must be hidden by default (spec §3, §5): '', whitespace, null, undefined, 0, -1,
 * NaN, an empty list, or a per-language text object without any text.
 */
export function isEmptyDisplayValue(value: unknown): boolean {
  if (value === null || value === undefined || value === 0 || isClearedValue(value)) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '' || value.trim() === '0';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && !(value instanceof Date)) {
    return Object.values(value as Record<string, unknown>).every(isEmptyDisplayValue);
  }
  return false;
}

/** A field is visible by default when its value is not empty, null or zero (spec §3 "Estate view model"). */
export function isVisibleByDefault(value: unknown): boolean {
  return !isEmptyDisplayValue(value);
}

/** Conformity certificate fields are hidden when null or false (spec §5). */
export function isConformityVisible(value: unknown): boolean {
  return value !== false && !isEmptyDisplayValue(value);
}
