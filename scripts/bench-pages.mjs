/**
 * `npm run bench:pages`: what each page type of the demo host costs on the wire, in headless Chromium
 * (default build): requests (scripts, stylesheets, API calls), bytes transferred (headers + encoded
 * bodies, as Chromium counts them), JSON bytes, duplicated CSS, and the same page visited again
 * (how many requests the cache answered, how many were revalidated with a 304, bytes transferred).
 * Each page is loaded at 1280×800, left to go idle, scrolled to its end once (blocks below the fold
 * mount, the table may append a page) and left idle again.
 * Uses the existing build (run `npm run build` first); starts its own demo host on a free port.
 * Flags: --json (machine-readable rows).
 */
import { chromium } from '@playwright/test';
import { startDemoHost } from './demo-host-process.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/** Page types: one URL each, found through the reference service (no hard-coded ids). */
async function pageUrls(base) {
  const post = (path, body) => json(`${base}/api/sites/demo/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const list = await post('estates?format=list', { query: {}, pagination: { from: 0, size: 50 } });
  const broker = list.find((e) => e.feed !== 'notary' && !e.general?.project && !e.general?.parentId && e.general?.images?.length) ?? list[0];
  const detail = await json(`${base}/api/sites/demo/estate-pages/nl/${broker.id ?? broker.general.id}`);
  const units = await post('rental-units', { pagination: { from: 0, size: 1 } });
  const unit = (units.results ?? units)[0];
  return [
    ['home', '/nl'],
    ['search (search + map + table)', '/nl/aanbod'],
    ['gallery (2 scopes + map)', '/nl/galerij'],
    ['detail', detail.url],
    ['rental unit', `/nl/vakantie/${unit.id ?? unit.unit?.id}`],
    ['favorites', '/nl/favorites'],
  ];
}

/** One visit: every request Chromium made, with its type, status, cache use and bytes on the wire. */
async function visit(page, cdp, url) {
  const seen = new Map();
  const onResponse = ({ requestId, type, response }) => seen.set(requestId, { ...seen.get(requestId), url: response.url, type, status: response.status, cached: response.fromDiskCache || response.fromPrefetchCache, encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] });
  const onCache = ({ requestId }) => seen.set(requestId, { ...seen.get(requestId), memory: true });
  const onDone = ({ requestId, encodedDataLength }) => seen.set(requestId, { ...seen.get(requestId), bytes: encodedDataLength });
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.requestServedFromCache', onCache);
  cdp.on('Network.loadingFinished', onDone);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    // To the end the page had when it went idle (infinite scroll would otherwise pull every page).
    const end = document.body.scrollHeight;
    for (let y = 0; y < end; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.requestServedFromCache', onCache);
  cdp.off('Network.loadingFinished', onDone);
  const all = [...seen.values()].filter((r) => r.url && !r.url.startsWith('data:'));
  const kb = (n) => Math.round(n / 102.4) / 10;
  const sum = (rows) => rows.reduce((s, r) => s + (r.bytes ?? 0), 0);
  const scripts = all.filter((r) => r.type === 'Script');
  const styles = all.filter((r) => r.type === 'Stylesheet');
  const api = all.filter((r) => r.type === 'Fetch' || r.type === 'XHR');
  const text = all.filter((r) => ['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR'].includes(r.type) && r.status === 200 && !r.cached && !r.memory && r.bytes > 1500);
  return {
    requests: all.length,
    scripts: scripts.length,
    styles: styles.length,
    api: api.length,
    kb: kb(sum(all)),
    jsKb: kb(sum(scripts)),
    cssKb: kb(sum(styles)),
    jsonKb: kb(sum(api)),
    compressed: `${text.filter((r) => r.encoding).length}/${text.length}`,
    fromCache: all.filter((r) => r.cached || r.memory).length,
    revalidated: all.filter((r) => r.status === 304).length,
  };
}

const host = await startDemoHost({ readyPath: '/nl', stdio: ['ignore', 'ignore', 'inherit'] });
const base = host.baseURL;
try {
  const urls = await pageUrls(base);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const rows = [];
  for (const [name, path] of urls) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const first = await visit(page, cdp, base + path);
    await page.goto('about:blank');
    const again = await visit(page, cdp, base + path);
    rows.push({ page: name, ...first, 'again: kB': again.kb, 'again: cache hits': again.fromCache, 'again: 304': again.revalidated, 'again: requests': again.requests });
    await context.close();
  }
  await browser.close();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    console.log('Per page type, first visit then a second visit in the same browser (kB on the wire: headers + encoded bodies):');
    console.table(rows.map(({ page, requests, scripts, styles, api, kb, jsKb, cssKb, jsonKb, compressed, fromCache, revalidated, ...again }) => ({ page, requests, scripts, styles, api, kB: kb, 'JS kB': jsKb, 'CSS kB': cssKb, 'API kB': jsonKb, 'compressed text': compressed, ...again })));
  }
} finally {
  await host.stop();
}
