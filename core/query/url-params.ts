/**
 * The search query parameters of spec §2 ⇄ EstateFilterState.
 * parse(write(state)) equals the canonical state; invalid values are dropped, never thrown.
 * Lists are written comma-separated and read comma-separated or repeated (`city=1&city=2`).
 */
import type { SortOrder } from '../model/search';
import { normalizeFilter, SORT_TYPES, type EstateFilterState, type SortType } from './filter-state';
import { formatGeoRange, parseGeoRange } from './geo-range';
import { formatGeoArea, parseGeoArea } from './geo-area';

/** The parameter names of spec §2, in the order they are written. */
export const FILTER_PARAMS = [
  'country', 'city', 'price-min', 'price-max', 'type', 'transaction', 'status', 'subType',
  'bedrooms', 'bed-min', 'geo_range', 'area', 'sortType', 'sortOrder',
] as const;

export type FilterParamsInput = string | URLSearchParams | Record<string, string | string[] | undefined> | null | undefined;

const ID = /^\d{1,9}$/;
const AMOUNT = /^\d{1,12}$/;
const COUNTRY = /^[A-Za-z]{2}$/;

export function parseFilterParams(input: FilterParamsInput): EstateFilterState {
  try {
    const params = toParams(input);
    const all = (name: string) => params.getAll(name).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
    const one = (name: string) => (params.get(name) ?? '').trim();
    const ids = (name: string) => all(name).filter((v) => ID.test(v)).map(Number).filter((n) => n > 0);
    const amount = (name: string) => (AMOUNT.test(one(name)) ? Number(one(name)) : undefined);

    const bedroomsText = one('bedrooms').toLowerCase();
    const sortType = one('sortType').toLowerCase();
    const sortOrder = one('sortOrder').toUpperCase();
    return normalizeFilter({
      country: all('country').filter((v) => COUNTRY.test(v)).map((v) => v.toUpperCase()),
      city: ids('city'),
      type: ids('type'),
      transaction: [...ids('transaction'), ...ids('status')],
      subType: ids('subType'),
      priceMin: amount('price-min'),
      priceMax: amount('price-max'),
      bedrooms: bedroomsText === 'large' ? 'large' : bedroomCount(bedroomsText),
      bedMin: bedroomCount(one('bed-min')),
      geoRange: parseGeoRange(one('geo_range')),
      area: parseGeoArea(one('area')),
      sortType: (SORT_TYPES as readonly string[]).includes(sortType) ? (sortType as SortType) : undefined,
      sortOrder: sortOrder === 'ASC' || sortOrder === 'DESC' ? (sortOrder as SortOrder) : undefined,
    });
  } catch {
    return {};
  }
}

export function writeFilterParams(state: EstateFilterState): URLSearchParams {
  const s = normalizeFilter(state);
  const params = new URLSearchParams();
  const put = (name: string, value: unknown) => {
    if (value !== undefined) params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  };
  put('country', s.country);
  put('city', s.city);
  put('price-min', s.priceMin);
  put('price-max', s.priceMax);
  put('type', s.type);
  put('transaction', s.transaction);
  put('subType', s.subType);
  put('bedrooms', s.bedrooms);
  put('bed-min', s.bedMin);
  if (s.geoRange) params.set('geo_range', formatGeoRange(s.geoRange));
  if (s.area) params.set('area', formatGeoArea(s.area));
  put('sortType', s.sortType);
  put('sortOrder', s.sortOrder);
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

function bedroomCount(text: string): number | undefined {
  return /^\d{1,2}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
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
