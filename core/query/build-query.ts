/**
 * The pure query builder (spec §7 "Query building", §5 validation; body as DESIGN §5):
 * node query + collection ids + visitor filter + sort (+ pagination) → EstateSearchBody.
 * A visitor's value for a field replaces the node's value for that same field.
 */
import type { EstateSearchBody, Pagination } from '../api/types';
import { SEARCH_FIELD, type EstateQuery, type RangeCondition, type SortClause, type SortOrder } from '../model/search';
import { groupingSort } from '../grouping/grouping-sort';
import type { EstateNode } from '../model';
import { DEFAULT_SORT_ORDER, LARGE_BEDROOMS } from './constants';
import { normalizeFilter, type EstateFilterState, type SortType } from './filter-state';
import { isValidGeoRange } from './geo-range';
import { geoAreaQuery, isValidGeoArea } from './geo-area';

/** spec §7 sort type map (DESIGN §5 fields). */
export const SORT_FIELD: Readonly<Record<SortType, string>> = {
  price: SEARCH_FIELD.price,
  city: SEARCH_FIELD.cityName,
  date: SEARCH_FIELD.publicationDate,
  type: SEARCH_FIELD.subType,
};

const LIST_FIELD = {
  city: SEARCH_FIELD.city,
  type: SEARCH_FIELD.headType,
  transaction: SEARCH_FIELD.transaction,
  subType: SEARCH_FIELD.subType,
  country: SEARCH_FIELD.country,
} as const;

export interface BuildQueryInput {
  node?: EstateNode | null;
  filter?: EstateFilterState | null;
  pagination?: Pagination;
  /** Field projection of the answer (e.g. listFields(locale)); absent: whole records. */
  fields?: readonly string[];
}

export function buildEstateSearchBody({ node, filter, pagination, fields }: BuildQueryInput): EstateSearchBody {
  const body: EstateSearchBody = {
    query: buildEstateQuery(node, filter),
    sort: buildSort(node, filter),
  };
  if (pagination) body.pagination = { from: pagination.from, size: pagination.size };
  if (fields?.length) body.fields = [...fields];
  return body;
}

export function buildEstateQuery(node?: EstateNode | null, filterInput?: EstateFilterState | null): EstateQuery {
  const filter = normalizeFilter(filterInput ?? {});
  const terms: Record<string, Array<number | string>> = { ...node?.query?.terms };
  const range: Record<string, RangeCondition> = { ...node?.query?.range };
  const match = { ...node?.query?.match };
  let geoDistance = node?.query?.geoDistance;

  if (node?.collections?.length) terms[SEARCH_FIELD.collections] = [...node.collections];
  for (const [key, field] of Object.entries(LIST_FIELD) as [keyof typeof LIST_FIELD, string][]) {
    const values = filter[key];
    if (values?.length) terms[field] = [...values];
  }

  if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
    range[SEARCH_FIELD.price] = bounds(filter.priceMin, filter.priceMax);
  }
  const bedrooms = bedroomRange(filter);
  if (bedrooms) range[SEARCH_FIELD.bedrooms] = bedrooms;

  if (isValidGeoRange(filter.geoRange)) {
    const { distanceKm, lat, lon } = filter.geoRange;
    geoDistance = { field: 'general.address.geoLocation', distanceKm, lat, lon };
    delete terms[SEARCH_FIELD.city];
  }

  const query: EstateQuery = {};
  const cleanTerms = Object.fromEntries(Object.entries(terms).filter(([, v]) => Array.isArray(v) && v.length > 0));
  const cleanRange = Object.fromEntries(
    Object.entries(range)
      .map(([k, v]) => [k, bounds(v?.gte, v?.lte)] as const)
      .filter(([, v]) => Object.keys(v).length > 0),
  );
  const cleanMatch = Object.fromEntries(Object.entries(match).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  if (Object.keys(cleanTerms).length) query.terms = cleanTerms;
  if (Object.keys(cleanRange).length) query.range = cleanRange;
  if (Object.keys(cleanMatch).length) query.match = cleanMatch;
  if (geoDistance) query.geoDistance = geoDistance;
  if (isValidGeoArea(filter.area)) query.geoBoundingBox = geoAreaQuery(filter.area);
  return query;
}

/** The order a search uses: the chosen one; else ASC when a sort type is chosen (spec §7), else DESC (spec §9). */
export function sortOrderOf(filter?: EstateFilterState | null): SortOrder {
  return filter?.sortOrder ?? (filter?.sortType ? 'ASC' : DEFAULT_SORT_ORDER);
}

/** Grouping sort first, then the user sort; default publication date DESC (spec §7, §9). */
export function buildSort(node?: EstateNode | null, filter?: EstateFilterState | null): SortClause[] {
  const user: SortClause = { field: SORT_FIELD[filter?.sortType ?? 'date'], order: sortOrderOf(filter) };
  const sort = [...groupingSort(node?.groupOptions?.groupBy), user];
  return sort.filter((clause, index) => sort.findIndex((c) => c.field === clause.field) === index);
}

function bedroomRange(filter: EstateFilterState): RangeCondition | undefined {
  const { bedrooms, bedMin } = filter;
  if (bedrooms === undefined && bedMin === undefined) return undefined;
  const exact = bedrooms === 'large' ? { gte: LARGE_BEDROOMS } : bedrooms === undefined ? {} : { gte: bedrooms, lte: bedrooms };
  const gte = Math.max(exact.gte ?? 0, bedMin ?? 0);
  return bounds(gte > 0 ? gte : undefined, 'lte' in exact ? exact.lte : undefined);
}

function bounds(gte?: number, lte?: number): RangeCondition {
  const out: RangeCondition = {};
  if (typeof gte === 'number' && Number.isFinite(gte)) out.gte = gte;
  if (typeof lte === 'number' && Number.isFinite(lte)) out.lte = lte;
  return out;
}
