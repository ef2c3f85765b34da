/**
 * What a keep-me-informed subscription will catch, as a search: its criteria → the visitor filter the
 * search block would hold for them → the one query builder (build-query.ts). The form shows the total of
 * this body as "N estates match these criteria today", so it must be the search a visitor would run.
 */
import type { EstateSearchBody, SubscriptionCriteria } from '../api/types';
import { readSubscriptionCriteria } from '../validation/subscription';
import { buildEstateSearchBody } from './build-query';
import { normalizeFilter, type EstateFilterState } from './filter-state';
import { parseGeoRange } from './geo-range';

/** The search filter of stored or typed criteria (the inverse of keep-me-informed's criteriaFromFilter). */
export function filterFromCriteria(criteria: SubscriptionCriteria): EstateFilterState {
  return normalizeFilter({
    transaction: criteria.transactions,
    type: criteria.headTypes,
    city: criteria.cities,
    subType: criteria.subTypes,
    country: criteria.countries,
    priceMin: criteria.priceMin,
    priceMax: criteria.priceMax,
    // 0 bedrooms "at least" is no criterion (and would leave out estates without a bedroom count).
    bedMin: criteria.bedroomsMin || undefined,
    geoRange: (criteria.geoRange && parseGeoRange(criteria.geoRange)) || undefined,
  });
}

/**
 * The fewest fields of one record that still decode as an estate (an id and a `general` object, which
 * every record has a head type in): the count needs the total only.
 */
export const COUNT_FIELDS: readonly string[] = ['id', 'general.headType.id'];

/**
 * The count search of a form's criteria (flat form values or a body with `criteria`): one record of
 * COUNT_FIELDS, for the total. Null when the criteria would be refused: no count then.
 */
export function subscriptionCountBody(values: unknown): EstateSearchBody | null {
  const criteria = readSubscriptionCriteria(values);
  if (!criteria) return null;
  return buildEstateSearchBody({ filter: filterFromCriteria(criteria), pagination: { from: 0, size: 1 }, fields: COUNT_FIELDS });
}

/**
 * The part of a search a keep-me-informed form has fields for (offer, type, city, price range, bedrooms):
 * what a "save this search" link carries to the subscribe page, which prefills from it. Sort, map area,
 * sub-types, countries and distance stay behind: the visitor would not see them on the form.
 */
export function alertFilter(filter: EstateFilterState): EstateFilterState {
  const { transaction, type, city, priceMin, priceMax, bedrooms, bedMin } = filter;
  return normalizeFilter({ transaction, type, city, priceMin, priceMax, bedrooms, bedMin });
}
