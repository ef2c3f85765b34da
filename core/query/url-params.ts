/**
 * The search query parameters of spec §2 ⇄ EstateFilterState.
 * parse(write(state)) equals the canonical state; invalid values are dropped, never thrown.
 * Lists are written comma-separated and read comma-separated or repeated (`city=1&city=2`).
 */
import { normalizeFilter, type EstateFilterState } from './filter-state';
import { FILTERS, FILTER_KEYS } from './filters';
import { mergeParams, pathWithParams, readParams, writeParams, type ParamsInput } from './param-rows';

/** The parameter names of spec §2, in the order they are written. */
export const FILTER_PARAMS = FILTER_KEYS.flatMap((key) => FILTERS[key].params);

export type FilterParamsInput = ParamsInput;

export function parseFilterParams(input: FilterParamsInput): EstateFilterState {
  try {
    return normalizeFilter(readParams<EstateFilterState>(FILTERS, input));
  } catch {
    return {};
  }
}

export function writeFilterParams(state: EstateFilterState): URLSearchParams {
  return writeParams<EstateFilterState>(FILTERS, normalizeFilter(state));
}

/** The one comparison of filters: the same search when they write the same URL parameters (order of keys and list duplicates aside). */
export function sameFilter(a: EstateFilterState, b: EstateFilterState): boolean {
  return writeFilterParams(a).toString() === writeFilterParams(b).toString();
}

/** Replaces the filter parameters of an existing query string, keeping every other parameter. */
export function mergeFilterParams(existing: FilterParamsInput, state: EstateFilterState): URLSearchParams {
  return mergeParams<EstateFilterState>(FILTERS, existing, normalizeFilter(state));
}

/** `path` (which may carry its own query) with the filter's spec §2 parameters: where a search on another page leads. */
export function resultsPageUrl(path: string, state: EstateFilterState): string {
  return pathWithParams<EstateFilterState>(FILTERS, path, normalizeFilter(state));
}
