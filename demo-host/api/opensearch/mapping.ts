/**
 * The OpenSearch/Elasticsearch index a deployment would search instead of SQLite (docs/scaling.md):
 * one document per search result (projects carry their units as nested documents), the record's own
 * DESIGN §5 paths, and a `search` object of what the reference service derives at seed time.
 */
const keyword = { type: 'keyword' } as const;
const integer = { type: 'integer' } as const;
const float = { type: 'float' } as const;

/** The searchable paths of one record; the rest of the record is kept in _source only. */
const RECORD_PROPERTIES = {
  id: integer,
  feed: keyword,
  collections: keyword,
  status: { properties: { id: integer } },
  general: {
    properties: {
      id: integer,
      parentId: integer,
      reference: keyword,
      headType: { properties: { id: integer } },
      subType: { properties: { id: integer } },
      transaction: { properties: { id: integer } },
      bedroomCount: integer,
      publicationDate: { type: 'date' },
      address: { properties: { region: keyword, city: { properties: { id: integer, name: keyword } }, country: { properties: { id: keyword } } } },
    },
  },
  dimensions: { properties: { areaBuild: float, areaGround: float } },
  energy: { properties: { epcValue: float } },
  search: {
    properties: {
      // A project's own price is its lowest unit price ("price from").
      price: float,
      rent: { type: 'boolean' },
      // Projects and their units: true.
      project: { type: 'boolean' },
      // The public position: a hidden address sits at its municipality's centre.
      position: { type: 'geo_point' },
      // Dutch collation with numbers compared as numbers, as the reference service sorts.
      cityNameSort: { type: 'icu_collation_keyword', language: 'nl', numeric: true },
      referenceSort: { type: 'icu_collation_keyword', language: 'nl', numeric: true },
    },
  },
} as const;

export const ESTATE_INDEX_MAPPING = {
  settings: { 'index.max_result_window': 10_000 },
  mappings: {
    dynamic: false,
    properties: {
      ...RECORD_PROPERTIES,
      units: { type: 'nested', properties: RECORD_PROPERTIES },
    },
  },
} as const;
