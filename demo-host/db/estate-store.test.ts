import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiHandler } from '../api/index';
import { generateDataset } from '../data/dataset';
import { openDatabase } from './database';
import { openEstateStore } from './estate-store';
import { seedEstates, storedFingerprint } from './estate-seeding';

const NOW = Date.UTC(2026, 10, 22, 9);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'eb-estates-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('estates live in SQLite', () => {
  it('the first start seeds the database; a restart serves the stored records without generating them again', () => {
    const dataDir = tempDir();
    const first = createApiHandler({ dataDir, size: 300, now: () => NOW });
    const id = first.context.dataset.collectionEstateIds('c-1')[0] ?? 100_001;
    expect(first.context.dataset.estateById.get(id)?.id).toBe(id);
    first.close();
    const db = openDatabase(dataDir);
    // A record changed in the file only: a regenerated dataset would not carry it.
    db.sqlite.prepare("UPDATE estate_docs SET doc = json_set(doc, '$.general.reference', 'FROM-THE-FILE') WHERE id = ?").run(id);
    const second = createApiHandler({ db, now: () => NOW + 86_400_000 });
    try {
      expect(second.context.dataset.estateById.get(id)?.general.reference).toBe('FROM-THE-FILE');
      expect(second.context.dataset.size).toBe(300);
      expect(second.context.dataset.todayMs).toBe(Math.floor(NOW / 86_400_000) * 86_400_000);
    } finally {
      second.close();
    }
  });

  it('the store answers what the dataset holds: records, units in order, listings, rentals, agenda ids, collections', () => {
    const data = generateDataset({ size: 400, now: NOW });
    const db = openDatabase(tempDir());
    try {
      seedEstates(db.sqlite, data);
      const store = openEstateStore(db.sqlite);
      for (const e of data.estates.slice(0, 50)) expect(store.estateById.get(e.id)).toEqual(JSON.parse(JSON.stringify(e)));
      expect(store.estateById.has(1)).toBe(false);
      for (const [projectId, units] of data.unitsByProject) expect(store.unitsByProject.get(projectId)?.map((u) => u.id)).toEqual(units.map((u) => u.id));
      expect(store.unitsByProject.get(data.estates.find((e) => !e.general.project && !e.general.parentId)!.id)).toBeUndefined();
      const [listingId, listing] = [...data.listings][0];
      expect(store.listings.get(listingId)).toEqual(JSON.parse(JSON.stringify(listing)));
      expect(store.rentals.map((r) => r.unit.id)).toEqual(data.rentals.map((r) => r.unit.id));
      expect(store.agendaEstateIds).toEqual(data.agendaEstateIds);
      expect(store.collectionEstateIds('c-2')).toEqual(data.estates.filter((e) => e.collections?.includes('c-2')).map((e) => e.id));
      const withGlobalId = data.estates.find((e) => e.globalId)!;
      expect(store.estateByGlobalId(withGlobalId.globalId!)?.id).toBe(withGlobalId.id);
    } finally {
      db.close();
    }
  });

  it('a prepared dataset replaces stored estates of another seed, size or day, and is not stored twice', () => {
    const dataDir = tempDir();
    const small = generateDataset({ size: 200, now: NOW });
    const other = generateDataset({ size: 250, now: NOW });
    const count = (h: ReturnType<typeof createApiHandler>) => (h.context.db.sqlite.prepare('SELECT count(*) AS n FROM estate_search').get() as { n: number }).n;
    const a = createApiHandler({ db: openDatabase(dataDir), dataset: small, now: () => NOW });
    expect(count(a)).toBe(small.estates.length);
    const stamp = storedFingerprint(a.context.db.sqlite);
    a.close();
    const b = createApiHandler({ db: openDatabase(dataDir), dataset: other, now: () => NOW });
    expect(count(b)).toBe(other.estates.length);
    expect(storedFingerprint(b.context.db.sqlite)).not.toBe(stamp);
    b.close();
  });

  it('geo criteria go through the R*Tree, a city criterion an index', () => {
    const db = openDatabase(tempDir());
    try {
      seedEstates(db.sqlite, generateDataset({ size: 200, now: NOW }));
      const plan = (sql: string) => (db.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail).join('\n');
      expect(plan('SELECT id FROM estate_search t WHERE t.id IN (SELECT id FROM estate_geo WHERE max_lat >= 50 AND min_lat <= 51 AND max_lon >= 3 AND min_lon <= 4)')).toMatch(/VIRTUAL TABLE INDEX \d+:/);
      expect(plan('SELECT id FROM estate_search t WHERE t.city_id = 5')).toMatch(/USING (COVERING )?INDEX estate_search_city/);
    } finally {
      db.close();
    }
  });
});
