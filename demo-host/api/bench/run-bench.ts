import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { createHttpServer } from '../../http-server';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { listFields } from '../../../core/query/list-fields';
import { MUNICIPALITIES } from '../../data/municipalities';
import { createRandom } from '../../data/random';
import { DATABASE_FILE } from '../../db/database';
import { createApiHandler } from '../index';
import { randomSearchBody } from '../testing/random-queries';

/**
 * `npm run bench:api`: the reference service in a process of its own on a database seeded
 * once per size (kept under data/bench), against a fixed-JSON floor server, both loaded by
 * the same client. Modes: main (default), `seed <size> <dir>`, `serve <dir>`, `floor`.
 */
const NOW = Date.UTC(2026, 10, 22);
const CONNECTIONS = 10;
const SEQUENTIAL = Number(process.env.BENCH_REQUESTS ?? 200);
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 5000);
// Seeded once per size and reused (data/ is not committed).
const CACHE = join(process.cwd(), 'data/bench');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<void> {
  const server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`);
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function post(port: number, path: string, body: string): Promise<{ ms: number; bytes: number }> {
  const t = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'accept-language': 'nl' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? resolve({ ms: performance.now() - t, bytes }) : reject(new Error(`${path} answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface Call {
  label: string;
  path: string;
  bodies: string[];
}

interface Measured {
  label: string;
  p50: number;
  p95: number;
  loadRps: number;
  loadP95: number;
  maxBytes: number;
}

async function measure(port: number, { label, path, bodies }: Call): Promise<Measured> {
  const times: number[] = [];
  let maxBytes = 0;
  for (let i = 0; i < SEQUENTIAL; i++) {
    const { ms, bytes } = await post(port, path, bodies[i % bodies.length]);
    if (i >= 20) times.push(ms);
    maxBytes = Math.max(maxBytes, bytes);
  }
  times.sort((a, b) => a - b);
  const loaded: number[] = [];
  const end = performance.now() + LOAD_MS;
  let next = 0;
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < end) loaded.push((await post(port, path, bodies[next++ % bodies.length])).ms);
  }));
  loaded.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), loadRps: loaded.length / (LOAD_MS / 1000), loadP95: percentile(loaded, 95), maxBytes };
}

function start(args: string[], env: NodeJS.ProcessEnv = process.env): { child: ChildProcess; port: Promise<number> } {
  const child = spawn(process.execPath, [process.argv[1], ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const port = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk;
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
  return { child, port };
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

function calls(): Call[] {
  const rng = createRandom(4242);
  const page = () => ({ from: rng.chance(0.7) ? 0 : rng.int(1, 10) * 20, size: 20 });
  const random = (n: number) => Array.from({ length: n }, () => randomSearchBody(rng, NOW, { page: page() }));
  // A list block asks for its fields (core/query/list-fields.ts); the filter panel's body has none.
  const listed = (n: number) => random(n).map((body) => JSON.stringify({ ...body, fields: listFields('nl') }));
  const cities = MUNICIPALITIES.filter((m) => m.country === 'BE');
  const priceCity = Array.from({ length: 100 }, () => JSON.stringify({
    query: { terms: { 'general.address.city.id': [rng.pick(cities).id] }, range: { 'general.price.value': { gte: rng.int(1, 3) * 100_000, lte: rng.int(4, 9) * 100_000 } } },
    // What the table asks for (core/query/list-fields.ts): whole records are ~6 KB each, projected ~0.75 KB.
    sort: [], pagination: { from: 0, size: 20 }, fields: listFields('nl'),
  }));
  return [
    { label: 'POST /estates (page of 20)', path: '/api/sites/demo/estates', bodies: listed(300) },
    { label: 'POST /estates price + city', path: '/api/sites/demo/estates', bodies: priceCity },
    { label: 'POST /estate-filters', path: '/api/sites/demo/estate-filters', bodies: random(300).map((body) => JSON.stringify(body)) },
  ];
}

async function main() {
  const sizes = (process.env.BENCH_SIZES ?? '2000,100000').split(',').map(Number);
  const floorServer = start(['floor']);
  const floorPort = await floorServer.port;
  const floor = await measure(floorPort, { label: 'fixed JSON (floor)', path: '/', bodies: ['{}'] });
  floorServer.child.kill();
  const lines: string[] = [];
  for (const size of sizes) {
    const dir = join(CACHE, String(size));
    if (!existsSync(join(dir, DATABASE_FILE))) {
      const t = performance.now();
      const seeding = spawn(process.execPath, ['--max-old-space-size=4096', process.argv[1], 'seed', String(size), dir], { stdio: 'inherit' });
      await new Promise((resolve) => seeding.on('exit', resolve));
      console.log(`seeded ${size} estates into ${dir} in ${((performance.now() - t) / 1000).toFixed(1)} s (once)`);
    }
    // Cold: the same calls to a service that keeps no answers, so every request is computed.
    for (const cold of [false, true]) {
      const t = performance.now();
      const server = start(['serve', dir], { ...process.env, ESTATE_ANSWER_CACHE: cold ? 'off' : 'on' });
      const port = await server.port;
      await post(port, '/api/sites/demo/estates', '{"query":{},"sort":[]}');
      const firstAnswer = performance.now() - t;
      const rows: Measured[] = [];
      for (const call of calls()) rows.push(await measure(port, { ...call, label: `${call.label}${cold ? ' cold' : ''}` }));
      const rss = rssMb(server.child.pid!);
      server.child.kill();
      for (const r of rows) {
        lines.push(`| ${String(size).padStart(7)} | ${r.label.padEnd(31)} | ${r.p50.toFixed(1).padStart(6)} | ${r.p95.toFixed(1).padStart(6)} | ${r.loadRps.toFixed(0).padStart(7)} | ${r.loadP95.toFixed(1).padStart(10)} | ${(r.loadRps / floor.loadRps * 100).toFixed(0).padStart(5)}% | ${(r.maxBytes / 1024).toFixed(1).padStart(8)} | ${rss.toFixed(0).padStart(6)} | ${(firstAnswer / 1000).toFixed(2).padStart(10)} |`);
      }
    }
  }
  console.log(`\nReference service (own process, SQLite) vs a fixed-JSON floor server; sequential p50/p95 over ${SEQUENTIAL - 20} requests, then ${CONNECTIONS} concurrent connections for ${LOAD_MS / 1000} s\n`);
  console.log('| estates | call                            | p50 ms | p95 ms | req/s@10 | p95 ms @10 | floor | max KB | RSS MB | restart s |');
  console.log('|--------:|---------------------------------|-------:|-------:|---------:|-----------:|------:|-------:|-------:|----------:|');
  console.log(`|       – | ${floor.label.padEnd(31)} | ${floor.p50.toFixed(1).padStart(6)} | ${floor.p95.toFixed(1).padStart(6)} | ${floor.loadRps.toFixed(0).padStart(7)} | ${floor.loadP95.toFixed(1).padStart(10)} |  100% |        |        |           |`);
  for (const line of lines) console.log(line);
  console.log(`\nRSS: the service's resident memory after its benchmark; restart: process start to the first search answer on the seeded file.`);
  console.log('cold: the same calls to a second start with ESTATE_ANSWER_CACHE=off (no answers or aggregate rows kept), every request computed.');
  console.log(`load average during the run: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores`);
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'seed') {
  createApiHandler({ dataDir: args[1], size: Number(args[0]), now: () => NOW }).close();
} else if (mode === 'serve') {
  const api = createApiHandler({ dataDir: args[0], now: () => NOW });
  void listen((req, res) => void api(req, res));
} else if (mode === 'floor') {
  const body = JSON.stringify({ total: { value: 1 }, results: [] });
  void listen((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body));
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
