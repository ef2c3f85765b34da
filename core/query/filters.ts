/**
 * One row per search filter: its URL parameter names (spec §2), how it is read from and written to
 * the URL, what it adds to the search query (spec §7), its default, and where the search form takes
 * its choices from. url-params.ts, build-query.ts and the estate-search block all read this table;
 * adding a filter is adding a row here (plus its key in filter-state.ts, its form field and its texts).
 */
import { SEARCH_FIELD, type EstateQuery, type RangeCondition, type SortOrder } from '../model/search';
import type { EstateFilterOptions } from '../model/filter-options';
import { transactionIdsOf } from '../view-models/transaction-options';
import { LARGE_BEDROOMS } from './constants';
import { SORT_TYPES, type EstateFilterState, type SortType } from './filter-state';
import { formatGeoArea, geoAreaQuery, isValidGeoArea, parseGeoArea } from './geo-area';
import type { ParamReader } from './param-rows';
import { formatGeoRange, isValidGeoRange, parseGeoRange } from './geo-range';

export type FilterKey = keyof EstateFilterState;
type Value<K extends FilterKey> = NonNullable<EstateFilterState[K]>;

/** The query under construction: the node's criteria, which the visitor's values replace field by field. */
export interface QueryDraft {
  terms: Record<string, Array<number | string>>;
  /** The visitor's bounds of a range field; the first call drops the node's bounds of that field. */
  range(field: string): RangeCondition;
  geoDistance?: EstateQuery['geoDistance'];
  geoBoundingBox?: EstateQuery['geoBoundingBox'];
}

export interface FilterRow<K extends FilterKey> {
  /** URL parameter names: all are read, the first is written. */
  params: readonly string[];
  parse(read: ParamReader): EstateFilterState[K] | undefined;
  /** Default: a list comma-separated, else the value as text. */
  write?(value: Value<K>): string;
  /** Absent: the filter does not touch the query (sort fields go to the sort). */
  toQuery?(value: Value<K>, query: QueryDraft): void;
  /** What an absent value means. */
  default?: Value<K>;
  /** The filter options list the form offers (POST estate-filters). */
  options?: keyof EstateFilterOptions;
  /** Fixed choices the form offers. */
  choices?: readonly (string | number)[];
  /** The form's select value for this filter and the patch a chosen value makes. */
  form?: { value(filter: EstateFilterState): string; patch(value: string): Partial<EstateFilterState> };
  /** A list filter the form shows as several choices: the checked values and the patch a new set makes. */
  multi?: { values(filter: EstateFilterState): string[]; patch(values: string[]): Partial<EstateFilterState> };
}

const ID = /^\d{1,9}$/;
const AMOUNT = /^\d{1,12}$/;
const COUNTRY = /^[A-Za-z]{2}$/;

const ids = (read: ParamReader) => read.all().filter((v) => ID.test(v)).map(Number).filter((n) => n > 0);
const amount = (read: ParamReader) => (AMOUNT.test(read.one()) ? Number(read.one()) : undefined);
const bedroomCount = (text: string) => (/^\d{1,2}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);
const first = (list?: Array<number | string>) => (list?.length ? String(list[0]) : '');
const strings = (list?: Array<number | string>) => (list ?? []).map(String);
const idList = (values: string[]) => {
  const list = [...new Set(values.filter((v) => ID.test(v)).map(Number))];
  return list.length ? list : undefined;
};
const terms = (field: string) => (values: Array<number | string>, query: QueryDraft) => {
  query.terms[field] = [...values];
};
const atLeast = (query: QueryDraft, gte: number) => {
  const bounds = query.range(SEARCH_FIELD.bedrooms);
  bounds.gte = Math.max(bounds.gte ?? 0, gte);
};

export const FILTERS: { [K in FilterKey]-?: FilterRow<K> } & { sortType: { default: SortType } } = {
  country: {
    params: ['country'],
    parse: (read) => read.all().filter((v) => COUNTRY.test(v)).map((v) => v.toUpperCase()),
    toQuery: terms(SEARCH_FIELD.country),
    options: 'countries',
    multi: { values: (f) => strings(f.country), patch: (v) => ({ country: v.length ? [...new Set(v.filter((c) => COUNTRY.test(c)))] : undefined }) },
  },
  city: {
    params: ['city'],
    parse: ids,
    toQuery: terms(SEARCH_FIELD.city),
    options: 'locations',
  },
  priceMin: {
    params: ['price-min'],
    parse: amount,
    toQuery: (gte, query) => {
      query.range(SEARCH_FIELD.price).gte = gte;
    },
  },
  priceMax: {
    params: ['price-max'],
    parse: amount,
    toQuery: (lte, query) => {
      query.range(SEARCH_FIELD.price).lte = lte;
    },
  },
  type: {
    params: ['type'],
    parse: ids,
    toQuery: terms(SEARCH_FIELD.headType),
    options: 'headTypes',
    // A sub-type narrows within the types (type AND sub-type), so another set of types starts it afresh.
    multi: { values: (f) => strings(f.type), patch: (v) => ({ type: idList(v), subType: undefined }) },
  },
  transaction: {
    params: ['transaction', 'status'],
    parse: ids,
    toQuery: terms(SEARCH_FIELD.transaction),
    options: 'transactions',
    form: { value: (f) => first(f.transaction), patch: (v) => ({ transaction: transactionIdsOf(v) }) },
  },
  subType: {
    params: ['subType'],
    parse: ids,
    toQuery: terms(SEARCH_FIELD.subType),
    options: 'subTypes',
    multi: { values: (f) => strings(f.subType), patch: (v) => ({ subType: idList(v) }) },
  },
  bedrooms: {
    params: ['bedrooms'],
    parse: (read) => (read.one().toLowerCase() === 'large' ? 'large' : bedroomCount(read.one())),
    toQuery: (bedrooms, query) => {
      if (bedrooms === 'large') return atLeast(query, LARGE_BEDROOMS);
      atLeast(query, bedrooms);
      query.range(SEARCH_FIELD.bedrooms).lte = bedrooms;
    },
    // One select shows both bedroom filters: '1' … '5' a minimum (bed-min), 'large' 6 and more (spec §5),
    // 'exact-N' an exact count only a URL asks for (spec §2 bedrooms=N), then offered as an option.
    form: {
      value: (f) => (f.bedrooms === 'large' ? 'large' : typeof f.bedrooms === 'number' ? `exact-${f.bedrooms}` : f.bedMin ? String(f.bedMin) : ''),
      patch: (v) => {
        if (v === 'large') return { bedrooms: 'large', bedMin: undefined };
        const exact = /^exact-(\d+)$/.exec(v);
        if (exact) return { bedrooms: Number(exact[1]), bedMin: undefined };
        return { bedrooms: undefined, bedMin: v ? Number(v) : undefined };
      },
    },
  },
  bedMin: {
    params: ['bed-min'],
    parse: (read) => bedroomCount(read.one()),
    toQuery: (bedMin, query) => atLeast(query, bedMin),
    choices: ['1', '2', '3', '4', '5'],
  },
  geoRange: {
    params: ['geo_range'],
    parse: (read) => parseGeoRange(read.one()),
    write: formatGeoRange,
    toQuery: (range, query) => {
      if (!isValidGeoRange(range)) return;
      query.geoDistance = { field: SEARCH_FIELD.geoLocation, distanceKm: range.distanceKm, lat: range.lat, lon: range.lon };
      delete query.terms[SEARCH_FIELD.city];
    },
    choices: [2, 5, 10, 20, 50],
  },
  area: {
    params: ['area'],
    parse: (read) => parseGeoArea(read.one()),
    write: formatGeoArea,
    toQuery: (area, query) => {
      if (isValidGeoArea(area)) query.geoBoundingBox = geoAreaQuery(area);
    },
  },
  sortType: {
    params: ['sortType'],
    parse: (read) => {
      const value = read.one().toLowerCase();
      return (SORT_TYPES as readonly string[]).includes(value) ? (value as SortType) : undefined;
    },
    default: 'date',
    choices: ['date', 'price', 'city', 'type'],
  },
  sortOrder: {
    params: ['sortOrder'],
    parse: (read) => {
      const value = read.one().toUpperCase();
      return value === 'ASC' || value === 'DESC' ? (value as SortOrder) : undefined;
    },
  },
};

/** The filters in the order their parameters are written. */
export const FILTER_KEYS = Object.keys(FILTERS) as FilterKey[];
