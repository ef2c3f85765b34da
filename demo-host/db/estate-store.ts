import type Database from 'better-sqlite3';
import type { Estate, PropertyListing } from '../../core/model';
import type { RentalRecord } from '../data/generate-rentals';

/** Parsed records kept for repeated reads (detail pages, search pages); the rest stays on disk. */
const CACHE_LIMIT = 2000;

/**
 * The estates, notary listings and rental units as the routes read them, from the database
 * (estate-schema.ts). Rental units (3% of the size, read on first use) and the agenda estate ids are held in memory.
 */
export interface EstateStore {
  seed: number;
  size: number;
  /** Start of the reference day (UTC ms) the stored dataset was generated for. */
  todayMs: number;
  estateById: { get(id: number): Estate | undefined; has(id: number): boolean };
  listings: { get(id: number): PropertyListing | undefined };
  /** A project's units in display order (floor, then number); undefined when not a project. */
  unitsByProject: { get(id: number): Estate[] | undefined };
  rentals: RentalRecord[];
  rentalById: Map<number, RentalRecord>;
  agendaEstateIds: Set<number>;
  estateByGlobalId(globalId: string): Estate | undefined;
  collectionEstateIds(collection: string): number[];
  sqlite: Database.Database;
}

export function openEstateStore(sqlite: Database.Database): EstateStore {
  const meta = (key: string) => sqlite.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)?.value;
  const getDoc = sqlite.prepare<[number], { doc: string }>('SELECT doc FROM estate_docs WHERE id = ?');
  const hasDoc = sqlite.prepare<[number], { id: number }>('SELECT id FROM estate_docs WHERE id = ?');
  const unitIds = sqlite.prepare<[number], { id: number }>('SELECT id FROM estate_search WHERE owner = ? AND top = 0 ORDER BY unit_order, id');
  const isProject = sqlite.prepare<[number], { n: number }>('SELECT count(*) AS n FROM estate_search WHERE owner = ? AND top = 0');
  const getListing = sqlite.prepare<[number], { doc: string }>('SELECT doc FROM notary_listings WHERE id = ?');
  const byGlobalId = sqlite.prepare<[string], { id: number }>('SELECT id FROM estate_search WHERE global_id = ?');
  const inCollection = sqlite.prepare<[string], { id: number }>('SELECT estate_id AS id FROM estate_collections WHERE collection = ? ORDER BY estate_id');
  const cache = new Map<number, Estate>();
  const estate = (id: number): Estate | undefined => {
    let found = cache.get(id);
    if (found) {
      cache.delete(id);
      cache.set(id, found);
      return found;
    }
    const row = getDoc.get(id);
    if (!row) return undefined;
    found = JSON.parse(row.doc) as Estate;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(id, found);
    return found;
  };
  // Rental units are read on first use: at 100,000 estates their 3,000 records take ~0.3 s to read and
  // parse, which a restart would otherwise spend before its first search answer.
  let rentals: { list: RentalRecord[]; byId: Map<number, RentalRecord> } | undefined;
  const rentalData = () => {
    if (!rentals) {
      const list = sqlite.prepare<[], { doc: string }>('SELECT doc FROM rental_records ORDER BY id').all().map((r) => JSON.parse(r.doc) as RentalRecord);
      rentals = { list, byId: new Map(list.map((r) => [r.unit.id, r])) };
    }
    return rentals;
  };
  const agenda = sqlite.prepare<[], { id: number }>('SELECT id FROM estate_search WHERE agenda = 1').all();
  return {
    seed: Number(meta('dataset_seed')),
    size: Number(meta('dataset_size')),
    todayMs: Number(meta('dataset_today')),
    estateById: { get: estate, has: (id) => cache.has(id) || hasDoc.get(id) !== undefined },
    listings: {
      get(id) {
        const row = getListing.get(id);
        return row ? (JSON.parse(row.doc) as PropertyListing) : undefined;
      },
    },
    unitsByProject: {
      get(id) {
        if (!isProject.get(id)!.n) return undefined;
        return unitIds.all(id).map((r) => estate(r.id)!);
      },
    },
    get rentals() {
      return rentalData().list;
    },
    get rentalById() {
      return rentalData().byId;
    },
    agendaEstateIds: new Set(agenda.map((r) => r.id)),
    estateByGlobalId(globalId) {
      const row = byGlobalId.get(globalId);
      return row ? estate(row.id) : undefined;
    },
    collectionEstateIds: (collection) => inCollection.all(collection).map((r) => r.id),
    sqlite,
  };
}
