/**
 * `npm run soak` (outside npm test: minutes, not seconds). Builds (unless EB_SKIP_BUILD=1),
 * starts the demo host on free ports with temporary data folders, and checks four things:
 *
 *   fuzz        random methods, odd paths (bad percent-encoding, dot segments, inherited names, long)
 *               and random or mutated bodies against every API route and the site: no 5xx, no crash
 *   xss         payloads through the write endpoints (contact, send-to-a-friend, keep-me-informed,
 *               viewing), then the pages that show them (outbox, edit subscription, cancel viewing),
 *               both builds, with the page's CSP and with it stripped: 0 executions, 0 javascript: links
 *   durability  concurrent writes while the host is SIGKILLed; after a restart every acknowledged
 *               write is there
 *   load        N concurrent clients for T seconds over the page's calls: p50/p95 and errors
 *
 * Sizes: SOAK_FUZZ (requests, default 3000), SOAK_KILLS (default 5), SOAK_CLIENTS (default 50),
 * SOAK_SECONDS (default 10). Prints a table per check and exits 1 when a check fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { startDemoHost } from './demo-host-process.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const FUZZ = Number(process.env.SOAK_FUZZ ?? 3000);
const KILLS = Number(process.env.SOAK_KILLS ?? 5);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 50);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 10);
const SITE = '/api/sites/demo';

let seed = Number(process.env.SOAK_SEED ?? Date.now() % 1_000_000);
console.log(`[soak] seed ${seed} (SOAK_SEED=${seed} repeats this run)`);
/** mulberry32, so a failing run can be repeated with SOAK_SEED. */
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

// ---- the demo host ---------------------------------------------------------------------------

/** The built demo host on `port`, keeping its database in `dataDir` across restarts. */
const startHost = (dataDir, port) => startDemoHost({ dataDir, port, readyPath: SITE });

/** A request line Node accepts: bytes outside printable ASCII percent-escaped, odd escapes kept as they are. */
const escapePath = (path) => [...Buffer.from(path, 'utf8')].map((b) => (b > 0x20 && b < 0x7f ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0').toUpperCase()}`)).join('');

/** One raw request (any path bytes, any body); never throws: a failed connection is status 0. */
function raw(base, method, path, body, headers = {}, agent) {
  const url = new URL(base);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ host: url.hostname, port: url.port, method, path: escapePath(path), headers, agent, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started, text: '' }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, ms: performance.now() - started, text: String(e.message) }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const json = (base, method, path, value, agent) =>
  raw(base, method, path, value === undefined ? undefined : JSON.stringify(value), { 'content-type': 'application/json' }, agent);

function table(title, rows) {
  const keys = Object.keys(rows[0] ?? {});
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(width[i])).join(' | ')} |`;
  console.log(`\n${title}\n${line(keys)}\n| ${width.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of rows) console.log(line(keys.map((k) => r[k])));
}

const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok ? 'ok' : 'FAIL';
};

// ---- fuzz ---------------------------------------------------------------------------------------

const ROUTES = [
  ['POST', `${SITE}/estates`], ['POST', `${SITE}/estates?format=list`], ['POST', `${SITE}/estate-filters`],
  ['GET', `${SITE}/estates/v2/100467`], ['GET', `${SITE}/estates/group/100001`], ['GET', `${SITE}/estates/100467/similar`],
  ['GET', `${SITE}/estates/100467/contact-info`], ['GET', `${SITE}/estates/skarabee/100467`], ['GET', `${SITE}/search-city?q=ge`],
  ['POST', `${SITE}/rental-units`], ['POST', `${SITE}/rental-units/filters`], ['GET', `${SITE}/rental-units/900001`],
  ['POST', `${SITE}/contact`], ['POST', `${SITE}/send-to-a-friend`], ['POST', `${SITE}/notifications`], ['PUT', `${SITE}/notifications/x`],
  ['POST', `${SITE}/live-agenda/reservation`], ['DELETE', `${SITE}/live-agenda/reservation/x`], ['POST', `${SITE}/rental-units/reservation`],
  ['GET', `${SITE}`], ['GET', '/api/outbox'], ['GET', '/nl/aanbod'], ['GET', '/nl/aanbod/100467'], ['GET', '/fr/offre?city=1'], ['GET', '/sitemap.xml'],
];
const PREFIXES = ['/', '/api/', `${SITE}/`, `${SITE}/estates/v2/`, `${SITE}/rental-units/`, `${SITE}/notifications/`, `${SITE}/live-agenda/reservation/`, '/dist/', '/dist/assets/', '/site-assets/', '/test-pages/', '/tiles/', '/nl/aanbod/', '/blocks/', '/api/sites/'];
const WORDS = ['__proto__', 'constructor', 'toString', 'prototype', '..', '.', '%', '%%', '%E0%A4%A', '%c0%ae%c0%ae', '%00', '%2e%2e', '%2F', '%ZZ', 'aanbod', '100467', '-1', '1e309', '9'.repeat(40), 'NaN', ' ', '\u00e9', '😀', '<script>', 'a'.repeat(3000)];

/** Any bytes, written as a valid request line: printable ASCII, the rest percent-escaped (sometimes badly). */
function oddSegment() {
  if (random() < 0.4) return pick(WORDS);
  let s = '';
  for (let i = int(0, 24); i > 0; i--) {
    const b = int(0, 255);
    const r = random();
    if (r < 0.1) s += '%';
    else if (r < 0.15) s += `%${b.toString(16)}`;
    else if (b > 0x20 && b < 0x7f && !'#?%'.includes(String.fromCharCode(b))) s += String.fromCharCode(b);
    else s += `%${b.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return s;
}

function oddValue(depth = 0) {
  const r = random();
  if (depth > 3 || r < 0.3) return pick([null, true, false, 0, -1, -0, 1e308, -1e308, 1.5, 2 ** 53 + 1, '', 'x', '\u0000\u0001\u001b[31m', 'a'.repeat(int(0, 20000)), '<img src=x onerror=alert(1)>', '2026-02-30', 'javascript:alert(1)', '__proto__']);
  if (r < 0.6) return Array.from({ length: int(0, 5) }, () => oddValue(depth + 1));
  const o = {};
  for (let i = int(0, 5); i > 0; i--) o[pick(['__proto__', 'constructor', 'query', 'sort', 'pagination', 'from', 'size', 'terms', 'range', 'match', 'mode', 'fields', 'email', 'firstName', 'estateId', 'criteria', oddSegment()])] = oddValue(depth + 1);
  return o;
}

const VALID_SEARCH = { query: { terms: { 'general.transaction.id': [1] }, range: { 'general.price.value': { gte: 100000 } } }, sort: [{ field: 'general.price.value', order: 'ASC' }], pagination: { from: 0, size: 20 } };

/** A valid body with one part replaced by an odd value: past the first checks, into the deeper ones. */
function mutated(value) {
  const copy = structuredClone(value);
  const walk = (node) => {
    const keys = Object.keys(node);
    const key = pick(keys);
    if (node[key] && typeof node[key] === 'object' && random() < 0.6) walk(node[key]);
    else node[key] = oddValue(2);
  };
  walk(copy);
  return copy;
}

function oddBody() {
  const r = random();
  if (r < 0.1) return ['', 'application/json'];
  if (r < 0.2) return [pick(['{', '[1,', 'null', '"x"', '{"a":1}{"b":2}', '\u0000', '{"query":'.repeat(500)]), 'application/json'];
  if (r < 0.3) return [Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0xc3]).toString('latin1'), pick(['application/json', 'text/plain', 'multipart/form-data'])];
  if (r < 0.5) return [JSON.stringify(mutated(VALID_SEARCH)), 'application/json'];
  if (r < 0.55) return [JSON.stringify({ query: {}, sort: [], pagination: { from: 0, size: 1000 }, pad: 'x'.repeat(2_000_000) }), 'application/json'];
  return [JSON.stringify(oddValue()), pick(['application/json', 'application/json; charset=utf-8', 'text/plain', undefined])];
}

async function fuzz(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const byClass = new Map();
  const fives = [];
  let sent = 0;
  const one = async () => {
    let method;
    let path;
    if (random() < 0.5) [method, path] = pick(ROUTES);
    else {
      method = pick(['GET', 'GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD']);
      path = pick(PREFIXES) + Array.from({ length: int(1, 3) }, oddSegment).join('/') + (random() < 0.3 ? `?${oddSegment()}=${oddSegment()}&locale=${pick(['nl', '__proto__', '%', 'xx'])}` : '');
    }
    const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    const [body, type] = withBody ? oddBody() : [undefined, undefined];
    const headers = { ...(type ? { 'content-type': type } : {}), ...(random() < 0.2 ? { origin: pick(['https://evil.example', 'null', 'http://127.0.0.1:1']) } : {}), ...(random() < 0.2 ? { 'accept-language': pick(['de', '*', 'xx-YY;q=2', '__proto__']) } : {}) };
    const res = await raw(base, method, path, body, headers, agent);
    const cls = res.status === 0 ? 'no answer' : `${Math.floor(res.status / 100)}xx`;
    byClass.set(cls, (byClass.get(cls) ?? 0) + 1);
    if (res.status >= 500 || res.status === 0) fives.push(`${method} ${path.slice(0, 120)} → ${res.status} ${res.text.slice(0, 160)}`);
  };
  const workers = Array.from({ length: 8 }, async () => {
    while (sent < FUZZ) {
      sent++;
      await one();
    }
  });
  await Promise.all(workers);
  agent.destroy();
  const alive = (await raw(base, 'GET', SITE)).status === 200;
  table(`fuzz: ${FUZZ} requests`, [...byClass].sort().map(([status, count]) => ({ status, count })));
  for (const f of fives.slice(0, 10)) console.log(`  ${f}`);
  return [
    { check: 'fuzz: no 5xx, every request answered', result: `${fives.length} of ${FUZZ}`, verdict: check(fives.length === 0, 'fuzz: 5xx or unanswered requests') },
    { check: 'fuzz: host alive afterwards', result: alive ? 'yes' : 'no', verdict: check(alive, 'fuzz: host down after fuzzing') },
  ];
}

// ---- XSS --------------------------------------------------------------------------------------

const PAYLOADS = [
  '<script>window.__xss(1)</script>',
  '<img src=x onerror="window.__xss(2)">',
  '"><svg onload=window.__xss(3)>',
  'javascript:window.__xss(4)',
  "'-window.__xss(5)-'",
  '<a href="javascript:window.__xss(6)">x</a>',
  '{{constructor.constructor("window.__xss(7)")()}}',
  '<iframe srcdoc="<script>parent.__xss(8)</script>"></iframe>',
  '<style>@import "javascript:window.__xss(9)"</style>',
];

async function xss(base) {
  const email = `xss-${Date.now()}@example.be`;
  const common = { website: '', startedAt: Date.now() - 60_000, locale: 'nl', agreements: ['privacy-statement'] };
  let stored = 0;
  let refused = 0;
  for (const [i, p] of PAYLOADS.entries()) {
    const name = `${p} ${i}`;
    const answers = await Promise.all([
      json(base, 'POST', `${SITE}/contact`, { ...common, firstName: name, lastName: p, email, phone: '', message: `${p} message ${i}`, estateId: 100467 }),
      json(base, 'POST', `${SITE}/send-to-a-friend`, { ...common, estateId: 100467, senderName: name, senderEmail: email, friendName: p, friendEmail: email, message: p }),
      json(base, 'POST', `${SITE}/notifications`, { ...common, firstName: name, lastName: p, email, phone: '', criteria: { transactions: [1], headTypes: [], cities: [] } }),
    ]);
    for (const a of answers) {
      if (a.status >= 200 && a.status < 300) stored++;
      else refused++;
    }
  }
  const slots = JSON.parse((await raw(base, 'GET', `${SITE}/live-agenda/100467`)).text || '[]');
  const booking = slots.length
    ? await json(base, 'POST', `${SITE}/live-agenda/reservation`, { ...common, estateId: 100467, slotStart: slots[int(0, slots.length - 1)].start, visitor: { firstName: PAYLOADS[1], lastName: PAYLOADS[0], phone: '+32 470 12 34 56', email }, message: PAYLOADS[5] })
    : { status: 0 };
  if (booking.status >= 200 && booking.status < 300) stored++;
  else refused++;

  // The pages that show what was stored: the outbox and every link its mails carry (edit, cancel).
  const mails = JSON.parse((await raw(base, 'GET', `/api/outbox?to=${encodeURIComponent(email)}`)).text || '[]');
  const links = [...new Set(mails.flatMap((m) => m.links ?? []).map((l) => (typeof l === 'string' ? l : l?.href)).filter((l) => typeof l === 'string' && l.startsWith('http')).map((l) => new URL(l).pathname))];
  const pages = ['/outbox', ...links.filter((l) => !/unsubscribe|uitschrijven/.test(l)).slice(0, 6)];

  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const build of ['preact', 'react']) {
      for (const csp of [true, false]) {
        const context = await browser.newContext({ baseURL: base });
        if (build === 'react') await context.addCookies([{ name: 'eb-build', value: 'react', url: base }]);
        let executions = 0;
        let dialogs = 0;
        let liveLinks = 0;
        await context.exposeBinding('__xss', () => executions++);
        if (!csp) {
          await context.route('**/*', async (route) => {
            if (route.request().resourceType() !== 'document') return route.continue();
            const response = await route.fetch();
            const headers = { ...response.headers() };
            delete headers['content-security-policy'];
            delete headers['content-security-policy-report-only'];
            const body = (await response.text()).replace(/<meta[^>]+http-equiv=["']?content-security-policy[^>]*>/gi, '');
            await route.fulfill({ response, headers, body });
          });
        }
        // The detector itself: a page that does run a payload must count it, or 0 below means nothing.
        const control = await context.newPage();
        await control.setContent('<img src="data:," onerror="window.__xss(0)">');
        await control.waitForTimeout(300);
        await control.close();
        const detected = executions;
        executions = 0;
        for (const path of pages) {
          const page = await context.newPage();
          page.on('dialog', (d) => {
            dialogs++;
            void d.dismiss();
          });
          await page.goto(path);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          // Lazy blocks mount near the viewport: walk down the page.
          for (let y = 0; y < 6; y++) await page.mouse.wheel(0, 1500);
          await page.waitForTimeout(800);
          liveLinks += await page.evaluate(() => [...document.querySelectorAll('a[href], area[href], iframe[src], form[action]')].filter((el) => /^\s*javascript:/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? '')).length);
          // Clicking every link-looking element would navigate; the href check above covers them.
          await page.close();
        }
        await context.close();
        rows.push({ build, csp: csp ? 'page CSP' : 'CSP stripped', pages: pages.length, 'control page ran': detected > 0 ? 'yes' : 'NO', executions: executions + dialogs, 'javascript: links': liveLinks });
      }
    }
  } finally {
    await browser.close();
  }
  table(`xss: ${PAYLOADS.length} payloads × 3 write endpoints + 1 viewing (stored ${stored}, refused ${refused}); pages ${pages.join(', ')}`, rows);
  const executed = rows.reduce((n, r) => n + r.executions, 0);
  const live = rows.reduce((n, r) => n + r['javascript: links'], 0);
  const blind = rows.filter((r) => r['control page ran'] !== 'yes').length;
  return [
    { check: 'xss: the detector counts a payload that runs (control page)', result: `${rows.length - blind} of ${rows.length}`, verdict: check(blind === 0, 'xss: the detector missed its control payload') },
    { check: 'xss: payloads stored through the write endpoints', result: `${stored} stored, ${refused} refused`, verdict: check(stored > 0, 'xss: nothing stored, nothing tested') },
    { check: 'xss: executions (both builds, with and without CSP)', result: String(executed), verdict: check(executed === 0, 'xss: a payload ran') },
    { check: 'xss: live javascript: links', result: String(live), verdict: check(live === 0, 'xss: a live javascript: link') },
  ];
}

// ---- durability -----------------------------------------------------------------------------------

async function durability() {
  const dataDir = mkdtempSync(join(tmpdir(), 'eb-soak-durable-'));
  const port = await freePort();
  const acked = [];
  let attempted = 0;
  try {
    for (let round = 0; round < KILLS; round++) {
      const host = await startHost(dataDir, port);
      let stop = false;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      const writers = Array.from({ length: 16 }, async (_, w) => {
        for (let i = 0; !stop; i++) {
          const email = `durable-${round}-${w}-${i}@example.be`;
          attempted++;
          const res = await json(host.baseURL, 'POST', `${SITE}/contact`, { website: '', startedAt: Date.now() - 60_000, locale: 'nl', agreements: ['privacy-statement'], firstName: 'Dura', lastName: 'Ble', email, phone: '', message: `write ${round}/${w}/${i}` }, agent);
          if (res.status === 201 || res.status === 200) acked.push(email);
          else if (res.status === 0) break;
        }
      });
      await new Promise((r) => setTimeout(r, int(400, 1500)));
      host.child.kill('SIGKILL');
      await new Promise((r) => host.child.once('exit', r));
      stop = true;
      await Promise.all(writers);
      agent.destroy();
    }
    const host = await startHost(dataDir, port);
    const lost = [];
    const known = new Set(JSON.parse((await raw(host.baseURL, 'GET', '/api/outbox')).text).map((m) => m.to));
    for (const email of acked) {
      if (known.has(email)) continue;
      // Past the outbox list's newest 5,000: ask for the address itself.
      const one = JSON.parse((await raw(host.baseURL, 'GET', `/api/outbox?to=${encodeURIComponent(email)}`)).text);
      if (one.length === 0) lost.push(email);
    }
    await host.stop();
    table('durability: SIGKILL during concurrent writes (16 writers)', [{ kills: KILLS, attempted, acknowledged: acked.length, lost: lost.length }]);
    return [{ check: `durability: acknowledged writes lost over ${KILLS} SIGKILLs`, result: `${lost.length} of ${acked.length}`, verdict: check(lost.length === 0 && acked.length > 0, 'durability: an acknowledged write was lost') }];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- load ---------------------------------------------------------------------------------------------

async function load(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const calls = [
    ['search list', () => json(base, 'POST', `${SITE}/estates`, { query: random() < 0.5 ? {} : { terms: { 'general.transaction.id': [pick([1, 2])] } }, sort: [{ field: pick(['general.price.value', 'general.publicationDate']), order: pick(['ASC', 'DESC']) }], pagination: { from: int(0, 5) * 20, size: 20 } }, agent)],
    ['map positions', () => json(base, 'POST', `${SITE}/estates`, { query: { terms: { 'general.headType.id': [pick([1, 2, 3])] } }, sort: [], mode: 'geo' }, agent)],
    ['filter options', () => json(base, 'POST', `${SITE}/estate-filters`, { query: {}, sort: [] }, agent)],
    ['detail', () => raw(base, 'GET', `${SITE}/estates/v2/${pick([100467, 100512, 100001, 700001, 100562])}`, undefined, {}, agent)],
    ['city search', () => raw(base, 'GET', `${SITE}/search-city?q=${pick(['ge', 'an', 'br', 'le'])}`, undefined, {}, agent)],
    ['search page', () => raw(base, 'GET', pick(['/nl/aanbod', '/fr/offre', '/nl/aanbod/100467']), undefined, {}, agent)],
  ];
  const samples = new Map(calls.map(([name]) => [name, { ms: [], errors: 0 }]));
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < until) {
        const [name, call] = pick(calls);
        const res = await call();
        const s = samples.get(name);
        s.ms.push(res.ms);
        if (res.status !== 200) s.errors++;
      }
    }),
  );
  agent.destroy();
  const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);
  const rows = [...samples].map(([call, s]) => {
    const sorted = [...s.ms].sort((a, b) => a - b);
    return { call, requests: sorted.length, 'p50 ms': pct(sorted, 50).toFixed(1), 'p95 ms': pct(sorted, 95).toFixed(1), errors: s.errors };
  });
  const all = [...samples.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
  const errors = [...samples.values()].reduce((n, s) => n + s.errors, 0);
  rows.push({ call: 'all', requests: all.length, 'p50 ms': pct(all, 50).toFixed(1), 'p95 ms': pct(all, 95).toFixed(1), errors });
  table(`load: ${CLIENTS} concurrent clients for ${SECONDS} s (${(all.length / SECONDS).toFixed(0)} requests/s)`, rows);
  return [{ check: `load: errors under ${CLIENTS} clients × ${SECONDS} s`, result: `${errors} of ${all.length}`, verdict: check(errors === 0 && all.length > 0, 'load: errors under load') }];
}

// ---- run --------------------------------------------------------------------------------------

if (process.env.EB_SKIP_BUILD !== '1') {
  const build = spawnSync(process.execPath, ['esbuild.config.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'eb-soak-'));
const summary = [];
let host;
try {
  host = await startHost(dataDir, await freePort());
  summary.push(...(await fuzz(host.baseURL)));
  summary.push(...(await xss(host.baseURL)));
  summary.push(...(await load(host.baseURL)));
  await host.stop();
  host = undefined;
  summary.push(...(await durability()));
} catch (error) {
  failures.push(`soak stopped: ${error instanceof Error ? error.stack : error}`);
} finally {
  if (host) await host.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
if (summary.length) table('soak summary', summary);
for (const f of failures) console.error(`[soak] ${f}`);
console.log(`\n[soak] ${failures.length === 0 ? 'all checks passed' : `${failures.length} check(s) failed`}`);
process.exit(failures.length === 0 ? 0 : 1);
