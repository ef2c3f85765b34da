/**
 * How the search form shows and changes the filter (spec §2 search block, §5): the bedrooms select's
 * values, the option lists, and the patch each list select makes. The URL and the query read the same
 * EstateFilterState (url-params.ts, build-query.ts).
 */
import type { EstateFilterState, SortType } from './filter-state';
import { transactionIdsOf } from '../view-models/transaction-options';

/**
 * Bedrooms select value: '1' … '5' is a minimum (bed-min), 'large' is 6 and more (spec §5), 'exact-N' an
 * exact count that only a URL can ask for (spec §2 `bedrooms=N`); the select then offers it as an option.
 */
export function bedroomsValue(filter: EstateFilterState): string {
  if (filter.bedrooms === 'large') return 'large';
  const exact = exactBedrooms(filter);
  if (exact !== undefined) return `exact-${exact}`;
  return filter.bedMin ? String(filter.bedMin) : '';
}

export function bedroomsPatch(value: string): Partial<EstateFilterState> {
  if (value === 'large') return { bedrooms: 'large', bedMin: undefined };
  const exact = /^exact-(\d+)$/.exec(value);
  if (exact) return { bedrooms: Number(exact[1]), bedMin: undefined };
  return { bedrooms: undefined, bedMin: value ? Number(value) : undefined };
}

/** The exact count of an incoming `bedrooms=N` URL, shown as an extra option so the select tells the truth. */
export function exactBedrooms(filter: EstateFilterState): number | undefined {
  return typeof filter.bedrooms === 'number' ? filter.bedrooms : undefined;
}

export const BEDROOM_MINIMUMS = ['1', '2', '3', '4', '5'];
export const GEO_DISTANCES_KM = [2, 5, 10, 20, 50];
export const SORT_TYPE_OPTIONS: SortType[] = ['date', 'price', 'city', 'type'];

const ids = (value: string) => (value ? [Number(value)] : undefined);
export const listPatch = {
  transaction: (v: string) => ({ transaction: transactionIdsOf(v) }),
  type: (v: string) => ({ type: ids(v), subType: undefined }),
  subType: (v: string) => ({ subType: ids(v) }),
  country: (v: string) => ({ country: v ? [v] : undefined }),
};
