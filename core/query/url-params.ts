/**
 * The search query parameters of spec §2 ⇄ EstateFilterState.
 * parse(write(state)) equals the canonical state; invalid values are dropped, never thrown.
 * Lists are written comma-separated and read comma-separated or repeated (`city=1&city=2`).
 */
import { normalizeFilter, type EstateFilterState } from './filter-state';
import { FILTERS, FILTER_KEYS, type FilterRow } from './filters';

/** The parameter names of spec §2, in the order they are written. */
export const FILTER_PARAMS = FILTER_KEYS.flatMap((key) => FILTERS[key].params);

export type FilterParamsInput = string | URLSearchParams | Record<string, string | string[] | undefined> | null | undefined;

export function parseFilterParams(input: FilterParamsInput): EstateFilterState {
  try {
    const params = toParams(input);
    const state: Record<string, unknown> = {};
    for (const key of FILTER_KEYS) {
      const names = FILTERS[key].params;
      state[key] = (FILTERS[key] as FilterRow<typeof key>).parse({
        all: () => names.flatMap((name) => params.getAll(name)).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean),
        one: () => (params.get(names[0]) ?? '').trim(),
      });
    }
    return normalizeFilter(state as EstateFilterState);
  } catch {
    return {};
  }
}

export function writeFilterParams(state: EstateFilterState): URLSearchParams {
  const s = normalizeFilter(state);
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = s[key];
    if (value === undefined) continue;
    const row = FILTERS[key] as FilterRow<typeof key>;
    params.set(row.params[0], row.write ? row.write(value as never) : Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** The one comparison of filters: the same search when they write the same URL parameters (order of keys and list duplicates aside). */
export function sameFilter(a: EstateFilterState, b: EstateFilterState): boolean {
  return writeFilterParams(a).toString() === writeFilterParams(b).toString();
}

/** Replaces the filter parameters of an existing query string, keeping every other parameter. */
export function mergeFilterParams(existing: FilterParamsInput, state: EstateFilterState): URLSearchParams {
  const params = toParams(existing);
  for (const name of FILTER_PARAMS) params.delete(name);
  for (const [name, value] of writeFilterParams(state)) params.set(name, value);
  return params;
}

/** `path` (which may carry its own query) with the filter's spec §2 parameters: where a search on another page leads. */
export function resultsPageUrl(path: string, state: EstateFilterState): string {
  const [pathname = '', search = ''] = path.split('?', 2);
  const query = mergeFilterParams(search, state).toString();
  return query ? `${pathname}?${query}` : pathname;
}

function toParams(input: FilterParamsInput): URLSearchParams {
  if (!input) return new URLSearchParams();
  if (typeof input === 'string') return new URLSearchParams(input.startsWith('?') ? input.slice(1) : input);
  if (input instanceof URLSearchParams) return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (typeof v === 'string') params.append(name, v);
    }
  }
  return params;
}
