import { badRequest } from './errors';
import { compileFields, type FieldTree } from './project-fields';
import { boundingBox } from './geo';
import { COLUMN_OF_FIELD, MATCH_FIELDS, RANGE_FIELDS, SORT_FIELDS, STRING_FIELDS, TERM_FIELDS } from './search-fields';

/**
 * One criterion of the query as SQL over a row of estate_search (`sql(alias)`, `?` placeholders
 * bound to `params`); `facet` is the field it filters, so a facet can ignore its own criteria.
 */
export interface Condition {
  facet: string;
  sql(alias: string): string;
  params: unknown[];
  /** Read through an index of its own that picks out few records (city, id, parent, collection, a small area). */
  selective: boolean;
  /** A range criterion's bounds. */
  bounds?: { gte?: number; lte?: number };
}

export interface SortKey {
  field: string;
  desc: boolean;
}

/** 'list': whole records (default); 'geo': the positions of the result set, see GEO_FIELDS. */
export type SearchMode = 'list' | 'geo';

export interface CompiledSearch {
  conditions: Condition[];
  sort: SortKey[];
  from: number;
  size: number;
  mode: SearchMode;
  /** `fields` projection of the answer's records; undefined: whole records. */
  fields?: FieldTree;
  /** true: a project's matching units as its children; false: their count and lowest price only. */
  units: boolean;
}

export const DEFAULT_SORT: SortKey[] = [{ field: 'general.publicationDate', desc: true }];
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;
/** A positions-only answer (mode 'geo') is small per record: a map asks for the whole result set at once. */
export const MAX_GEO_SIZE = 10_000;
/** Deepest first record a list call may ask for (OpenSearch's index.max_result_window is 10,000). */
export const MAX_FROM = 10_000;
const MAX_CONDITIONS = 31;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (list: readonly string[], field: string) => list.includes(field);
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

function toNumber(v: unknown, where: string): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  throw badRequest(where, `expected a number, received ${JSON.stringify(v)}`);
}

/** The conditions joined with AND for a row alias, leaving out those of `skipFacet`; '1' when none. */
export function whereOf(conditions: Condition[], alias: string, skipFacet?: string): { sql: string; params: unknown[] } {
  const kept = conditions.filter((c) => c.facet !== skipFacet);
  if (!kept.length) return { sql: '1', params: [] };
  return { sql: kept.map((c) => `(${c.sql(alias)})`).join(' AND '), params: kept.flatMap((c) => c.params) };
}

/** Term criteria with an index of their own that picks out few records. */
const SELECTIVE_TERMS = new Set(['general.address.city.id', 'id', 'general.id', 'general.parentId', 'children.collections']);
/**
 * A distance up to this is looked up in the R*Tree; a wider circle holds a good part of the records,
 * which the covering index reads faster by their own lat/lon than row by row from the R*Tree's ids.
 */
export const GEO_RTREE_MAX_KM = 20;

/**
 * How a count or a facet over estate_search reads the table: with a selective criterion (kept after
 * leaving out `skipFacet`), through the indexes SQLite picks; otherwise through the covering index
 * of the filter columns (estate-schema.ts), a bounded scan, where the planner would choose a skip-scan
 * over a low-cardinality index and look up most of the table row by row.
 */
export function tableAccess(conditions: Condition[], skipFacet?: string): string {
  return conditions.some((c) => c.facet !== skipFacet && c.selective) ? '' : 'INDEXED BY estate_search_cover';
}

/** Validates a DESIGN §5 search body and compiles it to SQL conditions; throws 400 naming the bad field. */
export function compileSearch(body: unknown): CompiledSearch {
  if (!isRecord(body)) throw badRequest('body', 'expected a JSON object with query, sort and pagination');
  const query = body.query ?? {};
  if (!isRecord(query)) throw badRequest('query', 'expected an object');
  const conditions: Condition[] = [];
  const add = (facet: string, sql: (alias: string) => string, params: unknown[], selective = SELECTIVE_TERMS.has(facet), bounds?: Condition['bounds']) => {
    if (conditions.length >= MAX_CONDITIONS) throw badRequest('query', `at most ${MAX_CONDITIONS} criteria`);
    conditions.push({ facet, sql, params, selective, ...(bounds ? { bounds } : {}) });
  };

  for (const key of Object.keys(query)) {
    if (!CRITERIA.includes(key)) throw badRequest(`query.${key}`, `unknown criterion (expected ${CRITERIA.join(', ')})`);
  }
  if (query.terms !== undefined) {
    if (!isRecord(query.terms)) throw badRequest('query.terms', 'expected an object of field → list');
    for (const [field, values] of Object.entries(query.terms)) {
      const where = `query.terms.${field}`;
      if (!has(TERM_FIELDS, field)) throw badRequest(where, `unknown field (expected one of ${TERM_FIELDS.join(', ')})`);
      if (!Array.isArray(values)) throw badRequest(where, 'expected a list of values');
      if (values.length) add(field, ...termSql(field, values, where));
    }
  }
  if (query.range !== undefined) {
    if (!isRecord(query.range)) throw badRequest('query.range', 'expected an object of field → { gte, lte }');
    for (const [field, bounds] of Object.entries(query.range)) {
      const where = `query.range.${field}`;
      if (!has(RANGE_FIELDS, field)) throw badRequest(where, `unknown field (expected one of ${RANGE_FIELDS.join(', ')})`);
      if (!isRecord(bounds)) throw badRequest(where, 'expected { gte?, lte? }');
      for (const k of Object.keys(bounds)) if (k !== 'gte' && k !== 'lte') throw badRequest(`${where}.${k}`, 'unknown bound (expected gte or lte)');
      const bound = (k: 'gte' | 'lte') => {
        const v = bounds[k];
        if (v === undefined || v === null) return undefined;
        if (field === 'general.publicationDate' && typeof v === 'string' && Number.isFinite(Date.parse(v))) return Date.parse(v);
        return toNumber(v, `${where}.${k}`);
      };
      const gte = bound('gte');
      const lte = bound('lte');
      if (gte === undefined && lte === undefined) continue;
      const column = COLUMN_OF_FIELD[field];
      // A null value is in no range, as NaN was not.
      const parts = [...(gte !== undefined ? ['>= ?'] : []), ...(lte !== undefined ? ['<= ?'] : [])];
      add(field, (a) => parts.map((p) => `${a}.${column} ${p}`).join(' AND '), [...(gte !== undefined ? [gte] : []), ...(lte !== undefined ? [lte] : [])], undefined, { gte, lte });
    }
  }
  if (query.match !== undefined) {
    if (!isRecord(query.match)) throw badRequest('query.match', 'expected an object of field → value');
    for (const [field, value] of Object.entries(query.match)) {
      const where = `query.match.${field}`;
      if (!has(MATCH_FIELDS, field)) throw badRequest(where, `unknown field (expected one of ${MATCH_FIELDS.join(', ')})`);
      if (field === 'general.project') {
        if (typeof value !== 'boolean') throw badRequest(where, 'expected true or false');
        add(field, (a) => `${a}.project = ?`, [value ? 1 : 0]);
      } else {
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw badRequest(where, 'expected a single value');
        add(field, ...termSql(field, [value], where));
      }
    }
  }
  if (query.geoDistance !== undefined) {
    const [sql, params, selective] = geoSql(query.geoDistance);
    add('geoDistance', sql, params, selective);
  }
  if (query.geoBoundingBox !== undefined) {
    const [sql, params] = boxSql(query.geoBoundingBox);
    add('geoBoundingBox', sql, params, true);
  }

  const mode = compileMode(body.mode);
  if (body.units !== undefined && body.units !== null && typeof body.units !== 'boolean') throw badRequest('units', 'expected true or false');
  return { conditions, sort: compileSort(body.sort), ...compilePagination(body.pagination, mode), mode, fields: compileFields(body.fields), units: body.units === true };
}

const CRITERIA = ['terms', 'range', 'match', 'geoDistance', 'geoBoundingBox'];

function compileMode(mode: unknown): SearchMode {
  if (mode === undefined || mode === null || mode === 'list') return 'list';
  if (mode === 'geo') return 'geo';
  throw badRequest('mode', `expected "list" or "geo", received ${JSON.stringify(mode)}`);
}

function point(v: unknown, where: string): { lat: number; lon: number } {
  if (!isRecord(v)) throw badRequest(where, 'expected { lat, lon }');
  const lat = toNumber(v.lat, `${where}.lat`);
  const lon = toNumber(v.lon, `${where}.lon`);
  if (lat < -90 || lat > 90) throw badRequest(`${where}.lat`, 'expected a latitude between -90 and 90');
  if (lon < -180 || lon > 180) throw badRequest(`${where}.lon`, 'expected a longitude between -180 and 180');
  return { lat, lon };
}

type Sql = [(alias: string) => string, unknown[], boolean?];

/**
 * Candidates from the R*Tree (its 32-bit float boxes are rounded outwards, so it never misses a
 * point), then the exact test on the row's own coordinates.
 */
const rtree = (a: string) => `${a}.id IN (SELECT id FROM estate_geo WHERE max_lat >= ? AND min_lat <= ? AND max_lon >= ? AND min_lon <= ?)`;

/** OpenSearch geo_bounding_box: top_left (north-west) and bottom_right (south-east) corners, edges included. */
function boxSql(box: unknown): Sql {
  const where = 'query.geoBoundingBox';
  if (!isRecord(box)) throw badRequest(where, 'expected { field, topLeft: { lat, lon }, bottomRight: { lat, lon } }');
  if (box.field !== undefined && box.field !== 'general.address.geoLocation') throw badRequest(`${where}.field`, 'expected general.address.geoLocation');
  const topLeft = point(box.topLeft, `${where}.topLeft`);
  const bottomRight = point(box.bottomRight, `${where}.bottomRight`);
  if (bottomRight.lat > topLeft.lat) throw badRequest(`${where}.bottomRight.lat`, 'expected south of topLeft.lat');
  const lat = (a: string) => `${a}.lat <= ? AND ${a}.lat >= ?`;
  // A box whose west edge is east of its east edge crosses the antimeridian, as in OpenSearch.
  if (topLeft.lon > bottomRight.lon) {
    return [(a) => `${rtree(a)} AND ${lat(a)} AND (${a}.lon >= ? OR ${a}.lon <= ?)`,
      [bottomRight.lat, topLeft.lat, -180, 180, topLeft.lat, bottomRight.lat, topLeft.lon, bottomRight.lon]];
  }
  return [(a) => `${rtree(a)} AND ${lat(a)} AND ${a}.lon >= ? AND ${a}.lon <= ?`,
    [bottomRight.lat, topLeft.lat, topLeft.lon, bottomRight.lon, topLeft.lat, bottomRight.lat, topLeft.lon, bottomRight.lon]];
}

function termSql(field: string, values: unknown[], where: string): Sql {
  if (field === 'children.collections') {
    const ids = values.map((v, i) => {
      if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`${where}[${i}]`, 'expected a collection id');
      return String(v);
    });
    return [(a) => `${a}.id IN (SELECT estate_id FROM estate_collections WHERE collection IN (${marks(ids.length)}))`, ids];
  }
  const column = COLUMN_OF_FIELD[field];
  const wanted = values.map((v, i) => {
    if (!STRING_FIELDS.has(field)) return toNumber(v, `${where}[${i}]`);
    if (typeof v !== 'string') throw badRequest(`${where}[${i}]`, `expected a string, received ${JSON.stringify(v)}`);
    return v;
  });
  return [(a) => `${a}.${column} IN (${marks(wanted.length)})`, wanted];
}

function geoSql(geo: unknown): Sql {
  const where = 'query.geoDistance';
  if (!isRecord(geo)) throw badRequest(where, 'expected { field, distanceKm, lat, lon }');
  const g = geo;
  if (g.field !== undefined && g.field !== 'general.address.geoLocation') throw badRequest(`${where}.field`, 'expected general.address.geoLocation');
  const km = toNumber(g.distanceKm, `${where}.distanceKm`);
  const lat = toNumber(g.lat, `${where}.lat`);
  const lon = toNumber(g.lon, `${where}.lon`);
  if (km < 0) throw badRequest(`${where}.distanceKm`, 'expected a distance ≥ 0');
  if (lat < -90 || lat > 90) throw badRequest(`${where}.lat`, 'expected a latitude between -90 and 90');
  if (lon < -180 || lon > 180) throw badRequest(`${where}.lon`, 'expected a longitude between -180 and 180');
  const box = boundingBox(lat, lon, km);
  if (km > GEO_RTREE_MAX_KM) {
    // The same box on the row's own coordinates (the R*Tree's are rounded outwards, these are exact).
    return [(a) => `${a}.lat >= ? AND ${a}.lat <= ? AND ${a}.lon >= ? AND ${a}.lon <= ? AND geo_km(?, ?, ${a}.lat, ${a}.lon) <= ?`,
      [box.minLat, box.maxLat, box.minLon, box.maxLon, lat, lon, km], false];
  }
  return [(a) => `${rtree(a)} AND geo_km(?, ?, ${a}.lat, ${a}.lon) <= ?`, [box.minLat, box.maxLat, box.minLon, box.maxLon, lat, lon, km], true];
}

function compileSort(sort: unknown): SortKey[] {
  if (sort === undefined || sort === null) return DEFAULT_SORT;
  if (!Array.isArray(sort)) throw badRequest('sort', 'expected a list of { field, order }');
  if (!sort.length) return DEFAULT_SORT;
  return sort.map((clause, i) => {
    const where = `sort[${i}]`;
    if (!isRecord(clause)) throw badRequest(where, 'expected { field, order }');
    if (typeof clause.field !== 'string' || !has(SORT_FIELDS, clause.field)) {
      throw badRequest(`${where}.field`, `unknown sort field ${JSON.stringify(clause.field)} (expected one of ${SORT_FIELDS.join(', ')})`);
    }
    const order = clause.order === undefined ? 'ASC' : String(clause.order).toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') throw badRequest(`${where}.order`, 'expected ASC or DESC');
    return { field: clause.field, desc: order === 'DESC' };
  });
}

function compilePagination(pagination: unknown, mode: SearchMode): { from: number; size: number } {
  const max = mode === 'geo' ? MAX_GEO_SIZE : MAX_PAGE_SIZE;
  const fallback = mode === 'geo' ? MAX_GEO_SIZE : DEFAULT_PAGE_SIZE;
  if (pagination === undefined || pagination === null) return { from: 0, size: fallback };
  if (!isRecord(pagination)) throw badRequest('pagination', 'expected { from, size }');
  const int = (key: 'from' | 'size', fallback: number, min: number, max: number) => {
    const v = pagination[key];
    if (v === undefined) return fallback;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      throw badRequest(`pagination.${key}`, `expected an integer from ${min} to ${max}, received ${JSON.stringify(v) ?? String(v)}`);
    }
    return v;
  };
  return { from: int('from', 0, 0, MAX_FROM), size: int('size', fallback, 1, max) };
}
