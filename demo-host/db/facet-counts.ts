import type Database from 'better-sqlite3';

/**
 * The estate_search columns that estate_facet_counts groups by (estate-schema.ts): every facet but the
 * municipality and the price, and the criteria with few values. A criterion over any other column
 * (price, municipality, area, date, position, collection) needs the records themselves.
 */
export const FACET_COUNT_COLUMNS = ['head', 'sub', 'tx', 'rent', 'country', 'bedrooms', 'status', 'feed', 'project'] as const;

/** Refills the summaries of estate_search; whatever writes estate_search calls this in the same transaction. */
export function rebuildFacetCounts(sqlite: Database.Database): void {
  const columns = FACET_COUNT_COLUMNS.join(', ');
  sqlite.exec(`DELETE FROM estate_facet_counts;
    INSERT INTO estate_facet_counts (${columns}, n, lo, hi) SELECT ${columns}, count(*), min(price), max(price) FROM estate_search GROUP BY ${columns};
    DELETE FROM estate_places;
    INSERT INTO estate_places (country, city_id) SELECT DISTINCT country, city_id FROM estate_search WHERE city_id IS NOT NULL;`);
}
