export { MATCH_FIELDS, RANGE_FIELDS, TERM_FIELDS } from '../../core/query/search-fields';

export const SORT_FIELDS = [
  'id', 'general.id', 'general.price.value', 'general.address.city.name', 'general.publicationDate', 'general.subType.id',
  'general.headType.id', 'general.transaction.id', 'general.bedroomCount', 'dimensions.areaBuild', 'dimensions.areaGround',
  'energy.epcValue', 'general.reference', 'status.closed',
] as const;
export const STRING_FIELDS = new Set(['general.address.country.id', 'general.address.region', 'feed', 'general.address.city.name', 'general.reference']);

/**
 * The estate_search column of each DESIGN §5 field path (demo-host/db/estate-schema.ts). The string
 * sort fields map to their collation ranks.
 */
export const COLUMN_OF_FIELD: Record<string, string> = {
  id: 'id',
  'general.id': 'id',
  'general.address.city.id': 'city_id',
  'general.headType.id': 'head',
  'general.transaction.id': 'tx',
  'general.subType.id': 'sub',
  'status.id': 'status',
  'general.bedroomCount': 'bedrooms',
  'general.parentId': 'parent_id',
  'general.address.country.id': 'country',
  'general.address.region': 'region',
  feed: 'feed',
  'general.price.value': 'price',
  'general.publicationDate': 'pub',
  'dimensions.areaBuild': 'area_build',
  'dimensions.areaGround': 'area_ground',
  'energy.epcValue': 'epc',
  'general.project': 'project',
  'general.address.city.name': 'city_rank',
  'general.reference': 'reference_rank',
};
