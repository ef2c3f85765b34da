import type { SubscriptionCriteria } from '../../core/api/types';
import type { FormValues } from '../../core/forms';
import type { EstateFilterState } from '../../core/query';
import { formatGeoRange } from '../../core/query/geo-range';

/** Form fields holding the search criteria (flat, as validateSubscription reads them). */
export const CRITERIA_FIELDS = ['transactions', 'headTypes', 'cities', 'priceMin', 'priceMax', 'bedroomsMin', 'subTypes', 'countries', 'geoRange'] as const;

const LARGE_BEDROOMS = 6;
const str = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The criteria of the current search (spec §2 URL parameters / the scope's filter) as form values. */
export function criteriaFromFilter(filter: EstateFilterState): FormValues {
  const bedrooms = filter.bedMin ?? (filter.bedrooms === 'large' ? LARGE_BEDROOMS : filter.bedrooms);
  return {
    // One select option stands for all the ids of a status ('2,4,8'): keep them all.
    transactions: (filter.transaction ?? []).join(','),
    headTypes: (filter.type ?? []).map(String),
    cities: (filter.city ?? []).map(String),
    priceMin: str(filter.priceMin),
    priceMax: str(filter.priceMax),
    bedroomsMin: str(bedrooms),
    // Kept though the form has no field for them: a subscription keeps the whole search.
    subTypes: (filter.subType ?? []).map(String),
    countries: [...(filter.country ?? [])],
    geoRange: filter.geoRange ? formatGeoRange(filter.geoRange) : '',
  };
}

/** A stored subscription's criteria as form values (edit page). */
export function criteriaFromSubscription(c: SubscriptionCriteria | undefined): FormValues {
  return {
    transactions: (c?.transactions ?? []).join(','),
    headTypes: (c?.headTypes ?? []).map(String),
    cities: (c?.cities ?? []).map(String),
    priceMin: str(c?.priceMin),
    priceMax: str(c?.priceMax),
    bedroomsMin: str(c?.bedroomsMin),
    subTypes: (c?.subTypes ?? []).map(String),
    countries: [...(c?.countries ?? [])],
    geoRange: c?.geoRange ?? '',
  };
}

export function hasCriteria(values: FormValues): boolean {
  return CRITERIA_FIELDS.some((f) => (Array.isArray(values[f]) ? (values[f] as string[]).length > 0 : Boolean(values[f])));
}
