/**
 * The visitor's estate filter (spec §3 "Estate filter state" filter query fields, spec §2 URL parameters).
 * Canonical form: a key is absent when unset; lists are non-empty and without duplicates.
 */
import type { SortOrder } from '../model/search';
import type { GeoArea } from './geo-area';

export type SortType = 'price' | 'city' | 'date' | 'type';
export const SORT_TYPES: readonly SortType[] = ['price', 'city', 'date', 'type'];

/** A validated geo_range (spec §5 '{N}km;{lat};{lon}'). */
export interface GeoRange {
  distanceKm: number;
  lat: number;
  lon: number;
}

export interface EstateFilterState {
  /** 2-letter country codes, upper case. */
  country?: string[];
  /** City ids. */
  city?: number[];
  /** Head type ids. */
  type?: number[];
  /** Broker transaction ids (URL: transaction or status). */
  transaction?: number[];
  subType?: number[];
  /** Euro, whole numbers. */
  priceMin?: number;
  priceMax?: number;
  /** A bedroom count, or 'large' = 6 and more (spec §5). */
  bedrooms?: number | 'large';
  /** Minimum bedrooms. */
  bedMin?: number;
  geoRange?: GeoRange;
  /** "Search in this area" of the map block: only estates inside these bounds. */
  area?: GeoArea;
  /** Default 'date'. */
  sortType?: SortType;
  /** Default DESC; ASC when a sort type is chosen without an order (spec §7). */
  sortOrder?: SortOrder;
}

/** Removes unset keys and empty lists (spec §4: an empty list removes the criterion). */
export function normalizeFilter(state: EstateFilterState): EstateFilterState {
  const out: EstateFilterState = {};
  for (const [key, value] of Object.entries(state) as [keyof EstateFilterState, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      (out as Record<string, unknown>)[key] = [...new Set(value)];
      continue;
    }
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
