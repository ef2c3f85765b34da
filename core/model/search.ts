/**
 * The query language of an estate search (DESIGN §5): which field paths exist, and how terms,
 * ranges, exact matches, a geo distance and a sort are written. The API bodies (core/api/types.ts)
 * and the list node a content editor configures (node.ts) both speak it.
 */

export type SortOrder = 'ASC' | 'DESC';

/** Known search field paths (broker-feed paths; the notary feed is mapped onto them). */
export const SEARCH_FIELD = {
  city: 'general.address.city.id',
  headType: 'general.headType.id',
  transaction: 'general.transaction.id',
  subType: 'general.subType.id',
  country: 'general.address.country.id',
  collections: 'children.collections',
  status: 'status.id',
  price: 'general.price.value',
  bedrooms: 'general.bedroomCount',
  project: 'general.project',
  parentId: 'general.parentId',
  geoLocation: 'general.address.geoLocation',
  cityName: 'general.address.city.name',
  publicationDate: 'general.publicationDate',
} as const;

export interface RangeCondition {
  gte?: number;
  lte?: number;
}

export interface GeoDistanceCondition {
  /** The one geo field; the service takes it as given when left out. */
  field?: 'general.address.geoLocation';
  distanceKm: number;
  lat: number;
  lon: number;
}

/** Keys are absent when empty (spec §5). */
export interface EstateQuery {
  /** field path → accepted values (any of). e.g. { 'general.headType.id': [1] } */
  terms?: Record<string, Array<number | string>>;
  /** field path → bounds. e.g. { 'general.price.value': { gte: 150000 } } */
  range?: Record<string, RangeCondition>;
  /** field path → exact value. e.g. { 'general.project': false } */
  match?: Record<string, boolean | number | string>;
  geoDistance?: GeoDistanceCondition;
  /** OpenSearch geo_bounding_box: the records inside the box (edges included), e.g. the visible map area. */
  geoBoundingBox?: GeoBoundingBoxCondition;
}

/** The fixed query a block's node may hold (validate-node-query): no map area, which the visitor's map sets. */
export type NodeQuery = Omit<EstateQuery, 'geoBoundingBox'>;

export interface GeoBoundingBoxCondition {
  field?: 'general.address.geoLocation';
  /** North-west corner. */
  topLeft: { lat: number; lon: number };
  /** South-east corner. */
  bottomRight: { lat: number; lon: number };
}

export interface SortClause {
  field: string;
  order: SortOrder;
}
