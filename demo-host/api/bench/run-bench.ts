import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDataset } from '../../data/dataset';
import { createRandom, type Random } from '../../data/random';
import { openDatabase } from '../../db/database';
import { createApiHandler } from '../index';
import { estateFilters } from '../estate-filters';
import { compileSearch } from '../search-query';
import { randomSearchBody } from '../testing/random-queries';

export interface BenchRow {
  size: number;
  call: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** Engine only: compile + search or filters + JSON, no HTTP. */
  engineP50: number;
  engineP95: number;
  /** Server-side time (request event → response finished). */
  serviceP50: number;
  serviceP95: number;
  setupMs: number;
}

const WARM_UP = 30;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** p50/p95 of estate search and estate filters over HTTP on loopback, sequential requests, seeded queries. */
export async function benchmark(size: number, requests: number): Promise<BenchRow[]> {
  const started = performance.now();
  const now = Date.UTC(2026, 10, 22);
  const dataset = generateDataset({ size, now });
  const dir = mkdtempSync(join(tmpdir(), 'eb-bench-'));
  const db = openDatabase(dir);
  const api = createApiHandler({ db, dataset, now: () => now });
  const setupMs = performance.now() - started;
  // Measure the steady state: collect the generator's garbage before the first timed request.
  (globalThis as { gc?: () => void }).gc?.();
  // Service time: from the request event to the last byte handed to the socket (excludes the client).
  let serviceMs = 0;
  const server = createServer((req, res) => {
    const t = performance.now();
    res.on('finish', () => (serviceMs = performance.now() - t));
    void api(req, res);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sites/demo`;
  const rows: BenchRow[] = [];
  try {
    const mixes = [
      { call: 'estates', label: 'POST /estates (page)', count: requests, page: (rng: Random) => ({ from: rng.chance(0.7) ? 0 : rng.int(1, 10) * 20, size: 20 }) },
      { call: 'estates', label: 'POST /estates (500)', count: Math.ceil(requests / 3), page: () => ({ from: 0, size: 500 }) },
      { call: 'estate-filters', label: 'POST /estate-filters', count: requests, page: () => ({ from: 0, size: 20 }) },
    ];
    for (const { call, label, count, page } of mixes) {
      const rng = createRandom(4242);
      const bodies = Array.from({ length: count + WARM_UP }, () => JSON.stringify(randomSearchBody(rng, now, { page: page(rng) })));
      const times: number[] = [];
      const service: number[] = [];
      for (let i = 0; i < bodies.length; i++) {
        const t = performance.now();
        const response = await fetch(`${base}/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'nl' }, body: bodies[i] });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${call} answered ${response.status} for ${bodies[i]}`);
        if (i >= WARM_UP) {
          times.push(performance.now() - t);
          service.push(serviceMs);
        }
      }
      if (process.env.BENCH_DEBUG) {
        const slow = service.map((ms, i) => [ms, bodies[i + WARM_UP]] as const).sort((a, b) => b[0] - a[0]).slice(0, 5);
        for (const [ms, body] of slow) console.log(`${label} ${ms.toFixed(1)} ms ${body.slice(0, 300)}`);
      }
      times.sort((a, b) => a - b);
      service.sort((a, b) => a - b);
      // The same requests straight into the engine (no HTTP, no client): index work plus JSON of the answer.
      const engine: number[] = [];
      const { search, serializer, dataset: store } = api.context;
      for (let i = WARM_UP; i < bodies.length; i++) {
        const t = performance.now();
        const compiled = compileSearch(JSON.parse(bodies[i]));
        if (call === 'estates') {
          for (const ids of search.run(compiled).results) for (const id of ids) serializer.json(store.estateById.get(id)!, 'nl');
        } else JSON.stringify(estateFilters(search.prepare, compiled, 'nl'));
        engine.push(performance.now() - t);
      }
      engine.sort((a, b) => a - b);
      rows.push({ size: dataset.estates.length, call: label, engineP50: percentile(engine, 50), engineP95: percentile(engine, 95), requests: count, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], serviceP50: percentile(service, 50), serviceP95: percentile(service, 95), setupMs });
    }
  } finally {
    server.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  const sizes = (process.env.BENCH_SIZES ?? '2000,100000').split(',').map(Number);
  const requests = Number(process.env.BENCH_REQUESTS ?? 300);
  const rows: BenchRow[] = [];
  for (const size of sizes) rows.push(...(await benchmark(size, requests)));
  const fmt = (n: number) => n.toFixed(2).padStart(8);
  console.log('\nReference service latency (sequential requests over HTTP on 127.0.0.1, warm-up 30 excluded)\n');
  console.log('| estates | call                 | requests |   p50 ms |   p95 ms |   max ms | service p50 | service p95 | engine p50 | engine p95 | setup s |');
  console.log('|--------:|----------------------|---------:|---------:|---------:|---------:|------------:|------------:|-----------:|-----------:|--------:|');
  for (const r of rows) {
    console.log(`| ${String(r.size).padStart(7)} | ${r.call.padEnd(20)} | ${String(r.requests).padStart(8)} |${fmt(r.p50)} |${fmt(r.p95)} |${fmt(r.max)} |    ${fmt(r.serviceP50)} |    ${fmt(r.serviceP95)} |   ${fmt(r.engineP50)} |   ${fmt(r.engineP95)} | ${(r.setupMs / 1000).toFixed(1).padStart(7)} |`);
  }
  const budgeted = rows.filter((r) => r.size >= 100_000 && !r.call.includes('500'));
  const worst = budgeted.reduce((m, r) => Math.max(m, r.p95), 0);
  const worstEngine = budgeted.reduce((m, r) => Math.max(m, r.engineP95), 0);
  if (budgeted.length) {
    console.log(`\nbudget p95 ≤ 25 ms at 100,000 estates (page of 20 and filters), over HTTP: ${worst <= 25 ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(2)} ms)`);
    console.log(`same requests in the engine alone: ${worstEngine <= 25 ? 'met' : 'NOT met'} (worst p95 ${worstEngine.toFixed(2)} ms)`);
  }
  console.log(`load average during the run: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
