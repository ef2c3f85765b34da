import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EstateSearchBody } from '../../core/api/types';
import { generateDataset } from '../data/dataset';
import { createRandom } from '../data/random';
import { openDatabase } from '../db/database';
import { FACET_COUNT_COLUMNS } from '../db/facet-counts';
import { seedEstates } from '../db/estate-seeding';
import { estateFilters } from './estate-filters';
import { createSearchEngine } from './search-engine';
import { COLUMN_OF_FIELD } from './search-fields';
import { compileSearch } from './search-query';
import { randomSearchBody } from './testing/random-queries';

const NOW = Date.UTC(2026, 10, 22, 10);
const dir = mkdtempSync(join(tmpdir(), 'eb-facets-'));
const db = openDatabase(dir);
seedEstates(db.sqlite, generateDataset({ size: 1500, now: NOW }));
const engine = createSearchEngine(db.sqlite);
// Uncached, so each answer is computed by the path under test.
const all = (sql: string, params: unknown[]) => engine.prepare(sql).all(...params);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const SUMMARY_COLUMNS = new Set<string>(FACET_COUNT_COLUMNS);
const PRICE = 'general.price.value';
/** The body with only its criteria over estate_facet_counts' columns (and its price, when `price`), so a summary answers it. */
function summarizable(body: EstateSearchBody, price = false): EstateSearchBody {
  const keep = <T>(criteria: Record<string, T> | undefined) =>
    Object.fromEntries(Object.entries(criteria ?? {}).filter(([field]) => SUMMARY_COLUMNS.has(COLUMN_OF_FIELD[field]) || (price && field === PRICE)));
  return { ...body, query: { terms: keep(body.query.terms), range: keep(body.query.range), match: keep(body.query.match) } };
}

describe('filter options from the summary table, one ordered read and probes agree with one GROUP BY per list over the records', () => {
  const rng = createRandom(2121);
  const random = Array.from({ length: 300 }, () => randomSearchBody(rng, NOW));
  const priced = random.filter((b) => b.query.range?.[PRICE]).map((b) => summarizable(b, true));
  const bodies = [...random, ...random.slice(0, 150).map((b) => summarizable(b)), ...priced, { query: {}, sort: [] }];

  it('the bodies reach every path: summary, price ranges, one read of every record, a municipality, an area or collection, both', () => {
    const paths = bodies.map((b) => compileSearch(b).conditions).map((conditions) =>
      conditions.every((c) => SUMMARY_COLUMNS.has(COLUMN_OF_FIELD[c.facet])) ? 'summary'
        : conditions.every((c) => SUMMARY_COLUMNS.has(COLUMN_OF_FIELD[c.facet]) || c.facet === PRICE) ? 'price ranges'
        : !conditions.some((c) => c.selective) ? 'records'
          : conditions.every((c) => !c.selective || c.facet === 'general.address.city.id') ? 'municipality'
            : conditions.some((c) => c.facet === 'general.address.city.id') ? 'selective' : 'narrowed');
    for (const path of ['summary', 'price ranges', 'records', 'municipality', 'narrowed', 'selective']) expect(paths.filter((p) => p === path).length).toBeGreaterThan(20);
  });

  it.each(bodies.map((body, i) => [i, body] as const))('body #%i: the same options as one GROUP BY per list', (_i, body) => {
    const search = compileSearch(body);
    expect(estateFilters(all, search, 'nl')).toEqual(estateFilters(all, search, 'nl', { summaries: false }));
  });
});
