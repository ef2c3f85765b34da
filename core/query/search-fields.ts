/**
 * Field paths of the estate search body (DESIGN §5) the site content service filters on: one list
 * shared by the reference service (demo-host/api/search-fields.ts) and the node-configuration check of
 * the listing blocks' `query` key (core/query/validate-node-query.ts).
 */
export const TERM_FIELDS = [
  'id', 'general.id', 'general.address.city.id', 'general.headType.id', 'general.transaction.id', 'general.subType.id',
  'status.id', 'general.bedroomCount', 'general.parentId', 'general.address.country.id', 'general.address.region', 'feed',
  'children.collections',
] as const;
export const RANGE_FIELDS = [
  'general.price.value', 'general.bedroomCount', 'general.publicationDate', 'dimensions.areaBuild', 'dimensions.areaGround', 'energy.epcValue',
] as const;
export const MATCH_FIELDS = [...TERM_FIELDS, 'general.project'] as const;
/** The criteria a search body's `query` may hold. */
export const QUERY_CRITERIA = ['terms', 'range', 'match', 'geoDistance'] as const;
export const GEO_FIELD = 'general.address.geoLocation';
