import { CLOSED_SORT_FIELD, CLOSED_STATUSES } from '../../../core/status/closed-rank';
import { compileSearch } from '../search-query';

type Json = Record<string, unknown>;

/** Where each DESIGN §5 field path lives in the index (mapping.ts); unlisted paths are the same. */
const INDEX_FIELD: Record<string, string> = {
  'general.id': 'id',
  'children.collections': 'collections',
  'general.price.value': 'search.price',
  'general.project': 'search.project',
  'general.address.city.name': 'search.cityNameSort',
  'general.reference': 'search.referenceSort',
  'general.address.geoLocation': 'search.position',
  'general.address.region': 'general.address.region',
};
const indexField = (path: string, prefix: string) => `${prefix}${INDEX_FIELD[path] ?? path}`;
/** The largest number of units a project has; inner hits return them all. */
const MAX_UNITS = 100;

const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const entries = (v: unknown) => (isRecord(v) ? Object.entries(v) : []);

/** The filters of the body's criteria on a document, or on its units (prefix 'units.'). */
function criteria(query: Json, prefix: string): Json[] {
  const out: Json[] = [];
  for (const [field, values] of entries(query.terms)) {
    if (Array.isArray(values) && values.length) out.push({ terms: { [indexField(field, prefix)]: values } });
  }
  for (const [field, bounds] of entries(query.range)) {
    const range: Json = {};
    if (isRecord(bounds)) for (const k of ['gte', 'lte']) if (bounds[k] !== undefined && bounds[k] !== null) range[k] = bounds[k];
    if (!Object.keys(range).length) continue;
    if (field === 'general.publicationDate') range.format = 'strict_date_optional_time||epoch_millis';
    out.push({ range: { [indexField(field, prefix)]: range } });
  }
  for (const [field, value] of entries(query.match)) out.push({ term: { [indexField(field, prefix)]: value } });
  const position = indexField('general.address.geoLocation', prefix);
  if (isRecord(query.geoDistance)) {
    const { distanceKm, lat, lon } = query.geoDistance;
    out.push({ geo_distance: { distance: `${distanceKm}km`, [position]: { lat: Number(lat), lon: Number(lon) } } });
  }
  if (isRecord(query.geoBoundingBox)) {
    const { topLeft, bottomRight } = query.geoBoundingBox as { topLeft: Json; bottomRight: Json };
    out.push({ geo_bounding_box: { [position]: { top_left: { lat: Number(topLeft.lat), lon: Number(topLeft.lon) }, bottom_right: { lat: Number(bottomRight.lat), lon: Number(bottomRight.lon) } } } });
  }
  return out;
}

/**
 * A result matches on its own fields or, for a project, through one of its nested units; the
 * matching units come back as inner hits (all units when only the project matched: from _source).
 */
function resultQuery(query: Json, withUnits: boolean): Json {
  const own = criteria(query, '');
  if (!own.length) return { match_all: {} };
  const units: Json = { nested: { path: 'units', query: { bool: { filter: criteria(query, 'units.') } }, inner_hits: withUnits ? { size: MAX_UNITS } : { size: MAX_UNITS, _source: ['id', 'search.price', 'general.transaction.id'] } } };
  return { bool: { should: [{ bool: { filter: own } }, units], minimum_should_match: 1 } };
}

/** Closed estates last (core/status/closed-rank.ts): a script sort, 1 for a closed status id, else 0. */
function closedSort(desc: boolean): Json {
  const source = "doc['status.id'].size() > 0 && params.closed.contains((int) doc['status.id'].value) ? 1 : 0";
  return { _script: { type: 'number', order: desc ? 'desc' : 'asc', script: { lang: 'painless', source, params: { closed: [...CLOSED_STATUSES] } } } };
}

/**
 * The OpenSearch/Elasticsearch `_search` request of a DESIGN §5 search body, on the index of
 * mapping.ts. The body is validated as the reference service does (400 naming the field).
 */
export function toOpenSearchQuery(body: unknown): Json {
  const search = compileSearch(body);
  const query = isRecord((body as Json).query) ? ((body as Json).query as Json) : {};
  const request: Json = {
    track_total_hits: true,
    query: resultQuery(query, search.units),
    sort: [
      ...search.sort.map(({ field, desc }) => (field === CLOSED_SORT_FIELD ? closedSort(desc) : { [indexField(field, '')]: { order: desc ? 'desc' : 'asc', missing: '_last' } })),
      { id: { order: 'asc' } },
    ],
    from: search.from,
    size: search.size,
  };
  if (search.mode === 'geo') request._source = { includes: GEO_SOURCE };
  else if (Array.isArray((body as Json).fields)) request._source = { includes: [...((body as Json).fields as string[]), ...(search.units ? [] : ['units'])] };
  return request;
}

/** The map fields of a positions-only answer (geo-projection.ts GEO_FIELDS), as _source paths. */
const GEO_SOURCE = ['id', 'feed', 'status', 'notary', 'general.project', 'general.parentId', 'general.title', 'general.headType', 'general.subType',
  'general.transaction', 'general.price', 'general.address', 'search.position'];

/** The facets of estate-filters (each list ignores its own criterion) as filter aggregations over every record. */
export function toOpenSearchFacets(body: unknown): Json {
  compileSearch(body);
  const query = isRecord((body as Json).query) ? ((body as Json).query as Json) : {};
  const facets: Record<string, string> = {
    headTypes: 'general.headType.id', subTypes: 'general.subType.id', transactions: 'general.transaction.id',
    locations: 'general.address.city.id', countries: 'general.address.country.id', bedrooms: 'general.bedroomCount',
  };
  const without = (field: string): Json => ({
    ...query,
    terms: Object.fromEntries(entries(query.terms).filter(([k]) => k !== field)),
    range: Object.fromEntries(entries(query.range).filter(([k]) => k !== field)),
    match: Object.fromEntries(entries(query.match).filter(([k]) => k !== field)),
  });
  // Facets count units too: each record (result or unit) counts once, so they run on both levels.
  const counted = (field: string, inner: Json): Json => ({
    filter: { bool: { filter: criteria(without(field), '') } },
    aggs: { records: inner, units: { nested: { path: 'units' }, aggs: { matching: { filter: { bool: { filter: criteria(without(field), 'units.') } }, aggs: { records: prefixed(inner) } } } } },
  });
  const aggs: Json = {};
  for (const [name, field] of Object.entries(facets)) aggs[name] = counted(field, { terms: { field, size: 1000 } });
  aggs.prices = counted('general.price.value', { terms: { field: 'search.rent' }, aggs: { min: { min: { field: 'search.price' } }, max: { max: { field: 'search.price' } } } });
  return { size: 0, track_total_hits: false, query: { match_all: {} }, aggs };
}

/** An aggregation on units: the same with every field under units. */
function prefixed(agg: Json): Json {
  return JSON.parse(JSON.stringify(agg), (key, value) => (key === 'field' && typeof value === 'string' ? `units.${value}` : value)) as Json;
}
