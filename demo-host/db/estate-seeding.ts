import type Database from 'better-sqlite3';
import type { Dataset } from '../data/dataset';
import { ESTATE_TABLES } from './estate-schema';
import { rebuildFacetCounts } from './facet-counts';
import { denseRanks, searchRow } from './search-row';

/** What identifies the stored estates: a dataset of another seed, size or day replaces them. */
export function datasetFingerprint(dataset: Pick<Dataset, 'seed' | 'size' | 'todayMs'>): string {
  return `${dataset.seed}:${dataset.size}:${dataset.todayMs}`;
}

export function storedFingerprint(sqlite: Database.Database): string | null {
  const row = sqlite.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'estates'").get();
  return row?.value ?? null;
}

/** Replaces the stored estates, listings and rental units by the dataset's, in one transaction. */
export function seedEstates(sqlite: Database.Database, dataset: Dataset): void {
  const unitOrder = new Map<number, number>();
  for (const units of dataset.unitsByProject.values()) units.forEach((u, i) => unitOrder.set(u.id, i));
  const cityRanks = denseRanks(dataset.estates.map((e) => e.general.address?.city?.name ?? null));
  const referenceRanks = denseRanks(dataset.estates.map((e) => e.general.reference ?? null));
  sqlite.transaction(() => {
    for (const table of ESTATE_TABLES) sqlite.exec(`DELETE FROM ${table}`);
    const doc = sqlite.prepare('INSERT INTO estate_docs (id, doc) VALUES (?, ?)');
    const row = sqlite.prepare(`INSERT INTO estate_search (id, owner, top, parent_id, unit_order, project, head, sub, tx, city_id, status, bedrooms,
      country, region, feed, price, rent, pub, area_build, area_ground, epc, city_rank, reference_rank, lat, lon, geo_lat, geo_lon, global_id, agenda) VALUES
      (@id, @owner, @top, @parent_id, @unit_order, @project, @head, @sub, @tx, @city_id, @status, @bedrooms, @country, @region, @feed, @price,
      @rent, @pub, @area_build, @area_ground, @epc, @city_rank, @reference_rank, @lat, @lon, @geo_lat, @geo_lon, @global_id, @agenda)`);
    const geo = sqlite.prepare('INSERT INTO estate_geo (id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)');
    const collection = sqlite.prepare('INSERT OR IGNORE INTO estate_collections (collection, estate_id) VALUES (?, ?)');
    dataset.estates.forEach((e, i) => {
      const parent = e.general.parentId;
      // A unit whose project is not in the dataset is a result of its own.
      const owner = parent && dataset.estateById.has(parent) ? parent : e.id;
      const r = { ...searchRow(e, owner, unitOrder.get(e.id) ?? null, dataset.agendaEstateIds.has(e.id)), city_rank: cityRanks[i], reference_rank: referenceRanks[i] };
      doc.run(e.id, JSON.stringify(e));
      row.run(r);
      if (r.lat !== null && r.lon !== null) geo.run(e.id, r.lat, r.lat, r.lon, r.lon);
      for (const c of e.collections ?? []) collection.run(c, e.id);
    });
    rebuildFacetCounts(sqlite);
    const listing = sqlite.prepare('INSERT INTO notary_listings (id, doc) VALUES (?, ?)');
    for (const [id, l] of dataset.listings) listing.run(id, JSON.stringify(l));
    const rental = sqlite.prepare('INSERT INTO rental_records (id, doc) VALUES (?, ?)');
    for (const r of dataset.rentals) rental.run(r.unit.id, JSON.stringify(r));
    const set = sqlite.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    set.run('estates', datasetFingerprint(dataset));
    set.run('dataset_seed', String(dataset.seed));
    set.run('dataset_size', String(dataset.size));
    set.run('dataset_today', String(dataset.todayMs));
  })();
  sqlite.exec('ANALYZE');
}
