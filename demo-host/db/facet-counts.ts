import type Database from 'better-sqlite3';

/**
 * The estate_search columns that estate_facet_counts groups by (estate-schema.ts): every facet but the
 * municipality and the price, and the criteria with few values. A criterion over any other column
 * (price, municipality, area, date, position, collection) needs the records themselves.
 */
export const FACET_COUNT_COLUMNS = ['head', 'sub', 'tx', 'rent', 'country', 'bedrooms', 'status', 'feed', 'project'] as const;
/** Price ranges of estate_facet_price_counts: more make its rows more, fewer make the cut ranges' records more. */
const PRICE_BUCKETS = 32;

/** Refills the summaries of estate_search; whatever writes estate_search calls this in the same transaction. */
export function rebuildFacetCounts(sqlite: Database.Database): void {
  const columns = FACET_COUNT_COLUMNS.join(', ');
  sqlite.exec(`DELETE FROM estate_facet_counts;
    INSERT INTO estate_facet_counts (${columns}, n, lo, hi) SELECT ${columns}, count(*), min(price), max(price) FROM estate_search GROUP BY ${columns};
    DELETE FROM estate_price_buckets;
    DELETE FROM estate_facet_price_counts;
    DELETE FROM estate_places;
    INSERT INTO estate_places (country, city_id) SELECT DISTINCT country, city_id FROM estate_search WHERE city_id IS NOT NULL;`);
  const prices = sqlite.prepare('SELECT price FROM estate_search WHERE price IS NOT NULL ORDER BY price').pluck().all() as number[];
  // Each range starts at a price some record has, so equal prices share a range.
  const starts = [...new Set(Array.from({ length: Math.min(PRICE_BUCKETS, prices.length) }, (_, i) => prices[Math.floor((i * prices.length) / PRICE_BUCKETS)]))];
  const bucket = sqlite.prepare('INSERT INTO estate_price_buckets (pb, start) VALUES (?, ?)');
  starts.forEach((start, pb) => bucket.run(pb, start));
  sqlite.exec(`INSERT INTO estate_facet_price_counts (${columns}, pb, n, lo, hi)
      SELECT ${columns}, (SELECT max(b.pb) FROM estate_price_buckets b WHERE b.start <= s.price), count(*), min(price), max(price) FROM estate_search s GROUP BY ${columns}, 10;
    UPDATE estate_price_buckets SET lo = (SELECT min(c.lo) FROM estate_facet_price_counts c WHERE c.pb = estate_price_buckets.pb),
      hi = (SELECT max(c.hi) FROM estate_facet_price_counts c WHERE c.pb = estate_price_buckets.pb);`);
}
