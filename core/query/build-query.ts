/**
 * The pure query builder (spec §7 "Query building", §5 validation; body as DESIGN §5):
 * node query + collection ids + visitor filter + sort (+ pagination) → EstateSearchBody.
 * A visitor's value for a field replaces the node's value for that same field.
 */
import type { EstateSearchBody, Pagination } from '../api/types';
import { SEARCH_FIELD, type EstateQuery, type RangeCondition, type SortClause, type SortOrder } from '../model/search';
import { groupingSort } from '../grouping/grouping-sort';
import { closedLastSort } from '../status/closed-rank';
import type { EstateNode } from '../model';
import { DEFAULT_SORT_ORDER } from './constants';
import { normalizeFilter, type EstateFilterState, type SortType } from './filter-state';
import { FILTERS, FILTER_KEYS, type FilterRow, type QueryDraft } from './filters';

/** spec §7 sort type map (DESIGN §5 fields). */
export const SORT_FIELD: Readonly<Record<SortType, string>> = {
  price: SEARCH_FIELD.price,
  city: SEARCH_FIELD.cityName,
  date: SEARCH_FIELD.publicationDate,
  type: SEARCH_FIELD.subType,
};

export interface BuildQueryInput {
  node?: EstateNode | null;
  filter?: EstateFilterState | null;
  pagination?: Pagination;
  /** Field projection of the answer (e.g. listFields(locale)); absent: whole records. */
  fields?: readonly string[];
}

export function buildEstateSearchBody({ node, filter, pagination, fields }: BuildQueryInput): EstateSearchBody {
  const query = buildEstateQuery(node, filter);
  const body: EstateSearchBody = { query, sort: buildSort(node, filter, query) };
  if (pagination) body.pagination = { from: pagination.from, size: pagination.size };
  if (fields?.length) body.fields = [...fields];
  return body;
}

/**
 * The map's positions call (docs/api.md "Map positions"): the whole result set of the node and filter,
 * up to `limit`, light records only. One definition for the positions store and the loader's early call.
 */
export function buildPositionsSearchBody(node: EstateNode | null | undefined, filter: EstateFilterState, limit: number): EstateSearchBody & { mode: 'geo' } {
  return { ...buildEstateSearchBody({ node, filter, pagination: { from: 0, size: limit } }), mode: 'geo' };
}

export function buildEstateQuery(node?: EstateNode | null, filterInput?: EstateFilterState | null): EstateQuery {
  const filter = normalizeFilter(filterInput ?? {});
  const terms: Record<string, Array<number | string>> = { ...node?.query?.terms };
  const range: Record<string, RangeCondition> = { ...node?.query?.range };
  const match = { ...node?.query?.match };
  if (node?.collections?.length) terms[SEARCH_FIELD.collections] = [...node.collections];
  const visitorRanges = new Set<string>();
  const draft: QueryDraft = {
    terms,
    range: (field) => {
      if (!visitorRanges.has(field)) range[field] = {};
      visitorRanges.add(field);
      return range[field];
    },
    geoDistance: node?.query?.geoDistance,
  };
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    const row = FILTERS[key] as FilterRow<typeof key>;
    if (value !== undefined) row.toQuery?.(value as never, draft);
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
  if (draft.geoDistance) query.geoDistance = draft.geoDistance;
  if (draft.geoBoundingBox) query.geoBoundingBox = draft.geoBoundingBox;
  return query;
}

/** The order a search uses: the chosen one; else ASC when a sort type is chosen (spec §7), else DESC (spec §9). */
export function sortOrderOf(filter?: EstateFilterState | null): SortOrder {
  return filter?.sortOrder ?? (filter?.sortType ? 'ASC' : DEFAULT_SORT_ORDER);
}

/** Whether the filter's order is the default one (spec §9: publication date, newest first). */
export function isDefaultOrder(filter?: EstateFilterState | null): boolean {
  return (filter?.sortType ?? FILTERS.sortType.default) === FILTERS.sortType.default && sortOrderOf(filter) === DEFAULT_SORT_ORDER;
}

/**
 * Grouping sort first, then (in the default order) closed estates last, then the user sort; default
 * publication date DESC (spec §7, §9).
 */
export function buildSort(node?: EstateNode | null, filter?: EstateFilterState | null, query: EstateQuery = buildEstateQuery(node, filter)): SortClause[] {
  const user: SortClause = { field: SORT_FIELD[filter?.sortType ?? FILTERS.sortType.default], order: sortOrderOf(filter) };
  const sort = [...groupingSort(node?.groupOptions?.groupBy), ...closedLastSort(node?.closedLast, isDefaultOrder(filter), query), user];
  return sort.filter((clause, index) => sort.findIndex((c) => c.field === clause.field) === index);
}

function bounds(gte?: number, lte?: number): RangeCondition {
  const out: RangeCondition = {};
  if (typeof gte === 'number' && Number.isFinite(gte)) out.gte = gte;
  if (typeof lte === 'number' && Number.isFinite(lte)) out.lte = lte;
  return out;
}
