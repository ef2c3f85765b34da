/**
 * The estates of the reference service: whole records as JSON, one narrow row per record
 * with the DESIGN §5 field paths the search filters and sorts on, and an R*Tree of public positions.
 * Filled once from the seed (estate-seeding.ts); a restart opens the file and serves at once.
 */
export const ESTATE_SCHEMA_VERSION = 5;
/**
 * Columns with a sort index per direction (`estate_sort_{column}_{asc|desc}`): the first sort key of a
 * results page, nulls last both ways, over results that are not projects (search-engine.ts pageOf); a
 * page walks one of these and stops after from + size. The sort fields the search block offers.
 */
export const SORT_INDEX_COLUMNS = ['price', 'pub', 'city_rank', 'head', 'sub', 'tx', 'bedrooms'];
const SORT_INDEXES = SORT_INDEX_COLUMNS.flatMap((c) => (['asc', 'desc'] as const).map((dir) =>
  `CREATE INDEX IF NOT EXISTS estate_sort_${c}_${dir} ON estate_search (${c} IS NULL, ${c}${dir === 'desc' ? ' DESC' : ''}) WHERE top = 1 AND project = 0;`)).join('\n');

/** The filter columns the facet summaries group by (facet-counts.ts), as estate_search has them. */
const FACET_COUNT_COLUMNS_SQL = `  head INTEGER,
  sub INTEGER,
  tx INTEGER,
  rent INTEGER NOT NULL,
  country TEXT,
  bedrooms REAL,
  status INTEGER,
  feed TEXT NOT NULL,
  project INTEGER NOT NULL,`;

export const ESTATE_TABLES = ['estate_docs', 'notary_listings', 'rental_records', 'estate_search', 'estate_collections', 'estate_geo', 'estate_facet_counts', 'estate_price_buckets', 'estate_facet_price_counts', 'estate_places'];

export const ESTATE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS estate_docs (
  id INTEGER PRIMARY KEY,
  doc TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS notary_listings (
  id INTEGER PRIMARY KEY,
  doc TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS rental_records (
  id INTEGER PRIMARY KEY,
  doc TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS estate_search (
  id INTEGER PRIMARY KEY,
  -- The search result a row counts for: itself, or the project it is a unit of.
  owner INTEGER NOT NULL,
  top INTEGER NOT NULL,
  parent_id INTEGER,
  unit_order INTEGER,
  -- general.project as a criterion: projects and their units (1), everything else (0).
  project INTEGER NOT NULL,
  head INTEGER,
  sub INTEGER,
  tx INTEGER,
  city_id INTEGER,
  status INTEGER,
  bedrooms REAL,
  country TEXT,
  region TEXT,
  feed TEXT NOT NULL,
  -- A project's own price is its lowest unit price ("price from").
  price REAL,
  rent INTEGER NOT NULL,
  pub REAL,
  area_build REAL,
  area_ground REAL,
  epc REAL,
  -- Strings sort by Dutch collation, which SQLite lacks: their dense ranks are stored at seed time.
  city_rank INTEGER,
  reference_rank INTEGER,
  -- The public position (a hidden address sits at its municipality), null when unknown.
  lat REAL,
  lon REAL,
  -- The address's own position, for similar estates nearby.
  geo_lat REAL,
  geo_lon REAL,
  global_id TEXT,
  agenda INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS estate_search_owner ON estate_search (owner, unit_order);
CREATE INDEX IF NOT EXISTS estate_search_projects ON estate_search (id) WHERE project = 1 AND top = 1;
CREATE INDEX IF NOT EXISTS estate_search_top_pub ON estate_search (top, pub);
CREATE INDEX IF NOT EXISTS estate_search_top_price ON estate_search (top, price);
CREATE INDEX IF NOT EXISTS estate_search_city ON estate_search (city_id);
CREATE INDEX IF NOT EXISTS estate_search_head ON estate_search (head, tx);
CREATE INDEX IF NOT EXISTS estate_search_global_id ON estate_search (global_id);
-- Every column a criterion without an index of its own reads, twice in two orders (search-query.ts
-- tableAccess, estate-filters.ts): counts, pages and filter options over broad criteria read one of
-- these instead of the table, and filter options grouped by their leading columns need no sort.
CREATE INDEX IF NOT EXISTS estate_search_cover ON estate_search (head, sub, tx, rent, top, country, bedrooms, price, pub, project, status, feed, region, area_build, area_ground, epc, city_id, lat, lon, city_rank);
CREATE INDEX IF NOT EXISTS estate_search_cover_city ON estate_search (country, city_id, bedrooms, top, head, sub, tx, rent, price, pub, project, status, feed, region, area_build, area_ground, epc, lat, lon);
${SORT_INDEXES}
CREATE TABLE IF NOT EXISTS estate_collections (
  collection TEXT NOT NULL,
  estate_id INTEGER NOT NULL,
  PRIMARY KEY (collection, estate_id)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS estate_geo USING rtree (id, min_lat, max_lat, min_lon, max_lon);
-- Records (units included) and their price range per combination of the low-cardinality filter
-- columns, rebuilt with the estates (facet-counts.ts): ~5,000 rows at 100,000 estates. Filter options
-- whose criteria are all over these columns are grouped here instead of over every record.
CREATE TABLE IF NOT EXISTS estate_facet_counts (
${FACET_COUNT_COLUMNS_SQL}
  n INTEGER NOT NULL,
  lo REAL,
  hi REAL
);
CREATE INDEX IF NOT EXISTS estate_facet_counts_type ON estate_facet_counts (head, sub, tx, rent, country, bedrooms, status, feed, project, n, lo, hi);
CREATE INDEX IF NOT EXISTS estate_facet_counts_place ON estate_facet_counts (country, bedrooms, head, sub, tx, rent, status, feed, project, n);
-- Prices cut into ranges of about equally many records, each with its lowest and highest price, and
-- the same counts per range: a price criterion passes or fails a whole range, and only the records of
-- the (at most two) ranges its bounds cut are read, through estate_search_price.
CREATE TABLE IF NOT EXISTS estate_price_buckets (
  pb INTEGER PRIMARY KEY,
  start REAL NOT NULL,
  lo REAL,
  hi REAL
);
CREATE TABLE IF NOT EXISTS estate_facet_price_counts (
${FACET_COUNT_COLUMNS_SQL}
  pb INTEGER,
  n INTEGER NOT NULL,
  lo REAL,
  hi REAL
);
CREATE INDEX IF NOT EXISTS estate_facet_price_counts_type ON estate_facet_price_counts (head, sub, tx, rent, country, bedrooms, pb, status, feed, project, n, lo, hi);
CREATE INDEX IF NOT EXISTS estate_facet_price_counts_place ON estate_facet_price_counts (country, bedrooms, head, sub, tx, rent, pb, status, feed, project, n);
CREATE INDEX IF NOT EXISTS estate_search_price ON estate_search (price, head, sub, tx, rent, top, country, bedrooms, status, feed, project);
-- Every (country, municipality) with a record: the towns the filter options probe one by one.
CREATE TABLE IF NOT EXISTS estate_places (
  country TEXT,
  city_id INTEGER NOT NULL
);
`;
