import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFields } from '../../core/query/list-fields';
import { generateDataset } from '../data/dataset';
import { MUNICIPALITIES } from '../data/municipalities';
import { createRandom } from '../data/random';
import { serveApi, type ServedApi } from './testing/serve';

/**
 * A 20-result price + city answer is at most 60 KB. The bench's request (api/bench/run-bench.ts)
 * asks what the table asks: the list blocks' `fields` and, for a project, `units: { count, priceFrom }`.
 * Bytes per result do not grow with the dataset, so a 2,000-estate set measures the 100,000 case.
 */
const NOW = Date.UTC(2026, 10, 22, 12);
let served: ServedApi;
beforeAll(async () => {
  served = await serveApi({ dataset: generateDataset({ size: 2000, now: NOW }), now: () => NOW });
});
afterAll(() => served.close());

describe('the price + city answer', () => {
  const rng = createRandom(4242);
  const cities = MUNICIPALITIES.filter((m) => m.country === 'BE');
  const bodies = Array.from({ length: 60 }, () => ({
    query: { terms: { 'general.address.city.id': [rng.pick(cities).id] }, range: { 'general.price.value': { gte: rng.int(1, 3) * 100_000, lte: rng.int(4, 9) * 100_000 } } },
    sort: [],
    pagination: { from: 0, size: 20 },
  }));
  const post = async (body: object) => {
    const res = await fetch(`${served.baseUrl}/sites/demo/estates?locale=nl`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const text = await res.text();
    return { bytes: Buffer.byteLength(text), results: (JSON.parse(text) as { results: unknown[] }).results.length };
  };

  it('with the list fields, 20 results weigh at most 60 KB (bytes per result × 20)', async () => {
    let worst = 0;
    let rows = 0;
    for (const body of bodies) {
      const { bytes, results } = await post({ ...body, fields: listFields('nl') });
      if (!results) continue;
      rows += results;
      worst = Math.max(worst, (bytes / results) * 20);
    }
    expect(rows).toBeGreaterThan(100);
    expect(worst).toBeLessThanOrEqual(60 * 1024);
  });

  it('whole records would not fit (the budget needs the projection)', async () => {
    let worst = 0;
    for (const body of bodies) {
      const { bytes, results } = await post(body);
      if (results) worst = Math.max(worst, (bytes / results) * 20);
    }
    expect(worst).toBeGreaterThan(60 * 1024);
  });
});
