/**
 * `npm run bench:compare` (not part of `npm test`): estate-table against Algolia
 * InstantSearch (react-instantsearch, dev dependency) on the same API and data, side by side in
 * headless Chromium.
 *   ours          the demo host's /en/offer-bench (the table alone, pages of 20; `?full=1`: 500 rows), default build
 *   is-preact     scripts/compare/instantsearch-page.tsx on preact/compat (the fair size comparison)
 *   is-react      the same page on React 19
 * The InstantSearch page is built here with esbuild and served by this script's own server, which
 * passes /api/* through to the demo host (same origin as ours: no CORS preflight for either).
 * Every run is a fresh browser context (cold cache), variants interleaved, at each CPU rate
 * (CDP Emulation.setCPUThrottlingRate). Per run, times from the navigation start (performance.now()):
 *   first 20 rows   navigation → 20 rows in the DOM, then one frame and one task
 *   append 20       click on "Show more" → 40 rows painted
 *   500 rows        navigation to ?full=1 → 500 rows painted; render = that − the 500-row answer and the
 *                   page's scripts received (whichever is later)
 *   longest task    longest `longtask` entry in that render window (0 = none ≥ 50 ms)
 * JS bytes: every script the page ran, gzip level 9, summed (measured once per variant).
 * Uses the existing build (run `npm run build` first); starts its own demo host on a free port.
 * Flags: --runs=N (default 7), --rates=1,4 (default), --markdown (README table), --only=ours,is-preact (variants).
 */
import { createServer, request as httpRequest } from 'node:http';
import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import * as esbuild from 'esbuild';
import { chromium } from '@playwright/test';
import { freePort } from './free-port.mjs';
import { startDemoHost } from './demo-host-process.mjs';
import { preactAliasPlugin } from '../shims/preact-alias.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const RUNS = Number(arg('runs', '7'));
const RATES = arg('rates', '1,4').split(',').map(Number);
const MARKDOWN = process.argv.includes('--markdown');
const TIMEOUT_MS = 90_000;

/** The InstantSearch page, minified like our bundle, once per framework. */
async function buildInstantSearch() {
  const files = {};
  for (const variant of ['preact', 'react']) {
    const result = await esbuild.build({
      entryPoints: ['scripts/compare/instantsearch-page.tsx'],
      bundle: true,
      format: 'esm',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"', __VERSION__: '"compare"' },
      plugins: variant === 'preact' ? [preactAliasPlugin()] : [],
      write: false,
      outdir: '.build/compare',
      logLevel: 'warning',
    });
    files[variant] = Buffer.from(result.outputFiles.find((f) => f.path.endsWith('.js')).contents);
  }
  mkdirSync('.build/compare', { recursive: true });
  return files;
}

const HTML = (variant) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>InstantSearch (${variant})</title><style>body{font:16px system-ui;margin:1rem}table{border-collapse:collapse;width:100%}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}</style>
<script type="module" src="/is/${variant}/is.js"></script></head><body><main><h1>Offer</h1><div id="root"></div></main></body></html>`;

/** Serves the InstantSearch pages (gzip like the demo host) and passes /api/* through to the demo host. */
function startCompareServer(port, apiPort, files) {
  const gz = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, gzipSync(v, { level: 9 })]));
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.startsWith('/api/')) {
      const upstream = httpRequest({ host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const m = /^\/is\/(preact|react)\/(is\.js)?$/.exec(url.pathname);
    if (!m) return void res.writeHead(404).end();
    const zipped = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (m[2]) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', ...(zipped ? { 'content-encoding': 'gzip' } : {}) });
      return void res.end(zipped ? gz[m[1]] : files[m[1]]);
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(HTML(m[1]));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** In-page helpers: long tasks, "n rows painted", answers of the estates call. */
function helpers(rowSelector) {
  const w = window;
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  w.__rowsPainted = (n) =>
    new Promise((resolve) => {
      const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      const enough = () => document.querySelectorAll(rowSelector).length >= n;
      if (enough()) return done();
      const mo = new MutationObserver(() => {
        if (enough()) {
          mo.disconnect();
          done();
        }
      });
      mo.observe(document.documentElement, { childList: true, subtree: true });
    });
  w.__rows = () => document.querySelectorAll(rowSelector).length;
  w.__scriptsIn = (until) => Math.max(0, ...performance.getEntriesByType('resource').filter((e) => /\.js$/.test(new URL(e.name).pathname) && e.responseEnd <= until).map((e) => e.responseEnd));
  w.__answers = () =>
    performance.getEntriesByType('resource').filter((e) => /\/estates$/.test(new URL(e.name).pathname) && e.initiatorType === 'fetch').map((e) => e.responseEnd);
}

const withTimeout = (promise, what) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS))]);

async function runOnce(browser, variant, rate) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(helpers, variant.rows);
    await page.goto(variant.url, { waitUntil: 'commit' });
    const first = await withTimeout(page.evaluate(() => window.__rowsPainted(20)), `${variant.name} first rows`);
    await page.waitForLoadState('networkidle');
    // A table that appended on its own (its end in view) would measure nothing: reported as missing.
    let append = NaN;
    if ((await page.evaluate(() => window.__rows())) === 20) {
      append = await withTimeout(
        page.evaluate(async () => {
          const button = [...document.querySelectorAll('button')].find((b) => /show more/i.test(b.textContent ?? ''));
          const t0 = performance.now();
          button.click();
          return (await window.__rowsPainted(40)) - t0;
        }),
        `${variant.name} append`,
      );
    }
    await page.waitForLoadState('networkidle');
    await page.goto(variant.url + (variant.url.includes('?') ? '&' : '?') + 'full=1', { waitUntil: 'commit' });
    const full = await withTimeout(page.evaluate(() => window.__rowsPainted(500)), `${variant.name} 500 rows`);
    const { answer, longest } = await page.evaluate((t500) => {
      // Our loader sends the search beside the block's file: its answer may be in before the code that renders it.
      const answer = Math.max(...window.__answers(), window.__scriptsIn(t500));
      const longest = Math.max(0, ...window.__longTasks.filter((t) => t.start + t.duration >= answer && t.start <= t500).map((t) => t.duration));
      return { answer, longest };
    }, full);
    return { first, append, full, render: full - answer, longest };
  } finally {
    await context.close();
  }
}

async function jsBytes(browser, variant) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.body().then((b) => ({ url: res.url(), gzip: gzipSync(b, { level: 9 }).length }), () => null));
  });
  await page.goto(variant.url, { waitUntil: 'networkidle' });
  const all = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  return { bytes: all.reduce((s, b) => s + b.gzip, 0), files: all.length };
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const files = await buildInstantSearch();
const host = await startDemoHost({ readyPath: '/en', stdio: ['ignore', 'ignore', 'inherit'] });
let compare;
try {
  const ours = host.baseURL;
  const comparePort = await freePort();
  compare = await startCompareServer(comparePort, host.port, files);
  const theirs = `http://127.0.0.1:${comparePort}`;
  const only = arg('only', '');
  const variants = [
    { name: 'estate-blocks (preact)', key: 'ours', url: `${ours}/en/offer-bench`, rows: '.eb-estate-table__row' },
    { name: 'InstantSearch (preact/compat)', key: 'is-preact', url: `${theirs}/is/preact/`, rows: '.is-row' },
    { name: 'InstantSearch (React 19)', key: 'is-react', url: `${theirs}/is/react/`, rows: '.is-row' },
  ].filter((v) => !only || only.split(',').includes(v.key));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const load = [loadavg()[0]];
  const bytes = {};
  for (const v of variants) bytes[v.key] = await jsBytes(browser, v);
  const results = {};
  for (const rate of RATES) {
    for (let i = 0; i < RUNS; i++) {
      // Interleaved, and the order turns each run so no variant always goes first.
      for (let j = 0; j < variants.length; j++) {
        const v = variants[(i + j) % variants.length];
        const r = await runOnce(browser, v, rate);
        ((results[rate] ??= {})[v.key] ??= []).push(r);
        process.stderr.write(`[bench-compare] ${rate}× run ${i + 1}/${RUNS} ${v.key}: first ${r.first.toFixed(0)} ms, append ${r.append.toFixed(0)} ms, 500 rows ${r.full.toFixed(0)} ms (render ${r.render.toFixed(0)}), longest task ${r.longest.toFixed(0)} ms\n`);
      }
      load.push(loadavg()[0]);
    }
  }
  await browser.close();

  const rows = [];
  const fmt = (x) => (Number.isFinite(x) ? Math.round(x) : '—');
  const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '—');
  for (const rate of RATES) {
    for (const [label, key] of [
      ['time to first 20 rows (ms)', 'first'],
      ['append 20 (ms)', 'append'],
      ['500-row full load, navigation → painted (ms)', 'full'],
      ['500-row full load, answer and code in → painted (ms)', 'render'],
      ['longest task during the 500-row render (ms)', 'longest'],
    ]) {
      const m = Object.fromEntries(variants.map((v) => [v.key, median(results[rate][v.key].map((r) => r[key]))]));
      m['is-preact'] ??= NaN;
      m['is-react'] ??= NaN;
      m.ours ??= NaN;
      rows.push({ CPU: `${rate}×`, measure: label, ours: fmt(m.ours), 'IS preact': fmt(m['is-preact']), 'ours / IS preact': ratio(m.ours, m['is-preact']), 'IS React': fmt(m['is-react']), 'ours / IS React': ratio(m.ours, m['is-react']) });
    }
  }
  for (const key of ['ours', 'is-preact', 'is-react']) bytes[key] ??= { bytes: NaN, files: 0 };
  rows.push({
    CPU: '—', measure: 'JS bytes (gzip, every script the page ran)',
    ours: `${bytes.ours.bytes} (${bytes.ours.files} files)`, 'IS preact': `${bytes['is-preact'].bytes} (${bytes['is-preact'].files})`, 'ours / IS preact': ratio(bytes.ours.bytes, bytes['is-preact'].bytes),
    'IS React': `${bytes['is-react'].bytes} (${bytes['is-react'].files})`, 'ours / IS React': ratio(bytes.ours.bytes, bytes['is-react'].bytes),
  });
  const machine = `${cpus().length} cores, load average (1 min) ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} during the runs`;
  console.log(`estate-table vs InstantSearch, headless Chromium 1280×720, cold cache, medians of ${RUNS} interleaved runs per CPU rate (${machine}):`);
  if (MARKDOWN) {
    const keys = Object.keys(rows[0]);
    console.log(`| ${keys.join(' | ')} |\n|${keys.map(() => '---').join('|')}|`);
    for (const r of rows) console.log(`| ${keys.map((k) => r[k]).join(' | ')} |`);
  } else console.table(rows);
} finally {
  compare?.close();
  await host.stop();
}
