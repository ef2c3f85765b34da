import { RANGE_FIELDS, TERM_FIELDS } from '../../core/query/search-fields';
import type { Estate } from '../../core/model';
import type { Dataset } from '../data/dataset';
import { publicPosition } from './public-position';

type Column = Float64Array;

/**
 * The estate search index: one typed-array column per searchable field, one row per record of both
 * feeds (project units included), rows in ascending id. Null values are NaN.
 */
export interface SearchIndex {
  dataset: Dataset;
  size: number;
  docs: Estate[];
  rowOfId: Map<number, number>;
  /** Field path → column (numbers; strings are stored as codes, see `codes`). */
  columns: Map<string, Column>;
  /** String field path → value → code. */
  codes: Map<string, Map<string, number>>;
  /** Collection id → bit in the `children.collections` column. */
  collectionBits: Map<string, number>;
  collections: Uint32Array;
  /** Row of the parent project, or -1. */
  parent: Int32Array;
  /** Rows that are search results: records without a parent, ascending id. */
  topLevel: Int32Array;
  /** Project row → its unit rows in display order. */
  units: Map<number, Int32Array>;
  /** Sort field path → dense rank per row (-1 when null). */
  ranks: Map<string, Int32Array>;
  lat: Column;
  lon: Column;
  /** Per-query work buffers, reused (queries run one at a time on the event loop) to spare the collector. */
  scratch: { rows: Int32Array; matched: Uint8Array; hit: Uint8Array; masks: Uint32Array };
  /** 0 … size-1, the starting row list of a search. */
  allRows: Int32Array;
  /** Per row: the sort key of a field in a direction (nulls last either way); cached. */
  sortKeys(field: string, desc: boolean): Float64Array;
  /** Top-level rows in the order of one sort clause, ties by id; cached. */
  sortOrder(field: string, desc: boolean): Int32Array;
}

export { MATCH_FIELDS, RANGE_FIELDS, TERM_FIELDS } from '../../core/query/search-fields';
export const SORT_FIELDS = [
  'id', 'general.id', 'general.price.value', 'general.address.city.name', 'general.publicationDate', 'general.subType.id',
  'general.headType.id', 'general.transaction.id', 'general.bedroomCount', 'dimensions.areaBuild', 'dimensions.areaGround',
  'energy.epcValue', 'general.reference',
] as const;
export const STRING_FIELDS = new Set(['general.address.country.id', 'general.address.region', 'feed', 'general.address.city.name', 'general.reference']);

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : NaN);
const time = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : NaN);

/** The value of a field path for one record, as the index sees it (strings raw, the rest numbers). */
export function fieldValue(e: Estate, field: string): number | string | null {
  const g = e.general;
  switch (field) {
    case 'id':
    case 'general.id':
      return e.id;
    case 'general.address.city.id':
      return g.address?.city?.id ?? null;
    case 'general.headType.id':
      return g.headType?.id ?? null;
    case 'general.transaction.id':
      return g.transaction?.id ?? null;
    case 'general.subType.id':
      return g.subType?.id ?? null;
    case 'status.id':
      return e.status?.id ?? null;
    case 'general.bedroomCount':
      return g.bedroomCount ?? null;
    case 'general.parentId':
      return g.parentId ?? null;
    case 'general.address.country.id':
      return g.address?.country?.id ?? null;
    case 'general.address.region':
      return g.address?.region ?? null;
    case 'feed':
      return e.feed ?? 'broker';
    // A project has no price of its own: it sorts and filters by its lowest unit price.
    case 'general.price.value':
      return g.price?.value ?? g.price?.priceFrom ?? null;
    case 'general.publicationDate':
      return g.publicationDate ? time(g.publicationDate) : null;
    case 'dimensions.areaBuild':
      return e.dimensions?.areaBuild ?? null;
    case 'dimensions.areaGround':
      return e.dimensions?.areaGround ?? null;
    case 'energy.epcValue':
      return e.energy?.epcValue ?? null;
    // A unit belongs to a project: it never answers "not a project".
    case 'general.project':
      return g.project || g.parentId ? 1 : 0;
    case 'general.address.city.name':
      return g.address?.city?.name ?? null;
    case 'general.reference':
      return g.reference ?? null;
    default:
      return null;
  }
}

export const COLLATOR = new Intl.Collator('nl', { sensitivity: 'variant', numeric: true });

export function buildSearchIndex(dataset: Dataset): SearchIndex {
  const docs = dataset.estates;
  const size = docs.length;
  const rowOfId = new Map<number, number>();
  docs.forEach((e, i) => rowOfId.set(e.id, i));
  const codes = new Map<string, Map<string, number>>();
  const columns = new Map<string, Column>();
  const columnFields = new Set<string>([...TERM_FIELDS, ...RANGE_FIELDS, 'general.project']);
  columnFields.delete('children.collections');
  for (const field of columnFields) {
    const col = new Float64Array(size);
    const dict = STRING_FIELDS.has(field) ? new Map<string, number>() : null;
    if (dict) codes.set(field, dict);
    for (let i = 0; i < size; i++) {
      const v = fieldValue(docs[i], field);
      if (dict) {
        if (v === null) col[i] = NaN;
        else {
          let code = dict.get(String(v));
          if (code === undefined) dict.set(String(v), (code = dict.size));
          col[i] = code;
        }
      } else col[i] = num(v);
    }
    columns.set(field, col);
  }

  const collectionBits = new Map<string, number>();
  const collections = new Uint32Array(size);
  docs.forEach((e, i) => {
    for (const c of e.collections ?? []) {
      if (!collectionBits.has(c) && collectionBits.size < 32) collectionBits.set(c, collectionBits.size);
      const bit = collectionBits.get(c);
      if (bit !== undefined) collections[i] |= 1 << bit;
    }
  });

  const parent = new Int32Array(size).fill(-1);
  const top: number[] = [];
  for (let i = 0; i < size; i++) {
    const p = docs[i].general.parentId;
    const row = p ? rowOfId.get(p) : undefined;
    if (row === undefined) top.push(i);
    else parent[i] = row;
  }
  const units = new Map<number, Int32Array>();
  for (const [projectId, list] of dataset.unitsByProject) {
    const row = rowOfId.get(projectId);
    if (row !== undefined) units.set(row, Int32Array.from(list.map((u) => rowOfId.get(u.id)!)));
  }

  const ranks = new Map<string, Int32Array>();
  for (const field of SORT_FIELDS) ranks.set(field, denseRanks(docs, field));

  const lat = new Float64Array(size);
  const lon = new Float64Array(size);
  // Geo criteria see what the service may show: a hidden address sits at its municipality (an area
  // filter must not locate it either), an estate without coordinates too.
  docs.forEach((e, i) => {
    const position = publicPosition(e);
    lat[i] = position ? position.lat : NaN;
    lon[i] = position ? position.lon : NaN;
  });

  const topLevel = Int32Array.from(top);
  const keyCache = new Map<string, Float64Array>();
  const orderCache = new Map<string, Int32Array>();
  const sortKeys = (field: string, desc: boolean): Float64Array => {
    const id = `${field}:${desc}`;
    let keys = keyCache.get(id);
    if (!keys) {
      const r = ranks.get(field)!;
      let max = 0;
      for (let i = 0; i < size; i++) if (r[i] > max) max = r[i];
      keys = new Float64Array(size);
      for (let i = 0; i < size; i++) keys[i] = r[i] < 0 ? max + 1 : desc ? max - r[i] : r[i];
      keyCache.set(id, keys);
    }
    return keys;
  };
  const sortOrder = (field: string, desc: boolean): Int32Array => {
    const id = `${field}:${desc}`;
    let order = orderCache.get(id);
    if (!order) {
      const keys = sortKeys(field, desc);
      order = Int32Array.from(topLevel).sort((a, b) => keys[a] - keys[b] || a - b);
      orderCache.set(id, order);
    }
    return order;
  };
  for (const field of SORT_FIELDS) for (const desc of [false, true]) sortOrder(field, desc);
  const allRows = new Int32Array(size);
  for (let i = 0; i < size; i++) allRows[i] = i;
  return {
    dataset, size, docs, rowOfId, columns, codes, collectionBits, collections, parent, topLevel, units, ranks, lat, lon, allRows, sortKeys, sortOrder,
    scratch: { rows: new Int32Array(size), matched: new Uint8Array(size), hit: new Uint8Array(size), masks: new Uint32Array(size) },
  };
}

/** Equal values share a rank; ranks follow the natural order (numbers ascending, strings by Dutch collation). */
function denseRanks(docs: Estate[], field: string): Int32Array {
  const values = docs.map((e) => fieldValue(e, field));
  const order = values.map((_, i) => i).filter((i) => values[i] !== null && !Number.isNaN(values[i]));
  const isString = STRING_FIELDS.has(field);
  order.sort((a, b) => (isString ? COLLATOR.compare(String(values[a]), String(values[b])) : (values[a] as number) - (values[b] as number)));
  const ranks = new Int32Array(docs.length).fill(-1);
  let rank = -1;
  let previous: unknown = undefined;
  for (const i of order) {
    const same = rank >= 0 && (isString ? COLLATOR.compare(String(previous), String(values[i])) === 0 : previous === values[i]);
    if (!same) rank++;
    ranks[i] = rank;
    previous = values[i];
  }
  return ranks;
}
