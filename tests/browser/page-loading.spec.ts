import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import nl from '../../core/i18n/catalogues/nl';

/**
 * Holds a block's file back until the requests the loader should start beside it have left, as a slow
 * connection would: "started by the loader before the file arrived" is then told apart from "started by the
 * block's own code" by an event, not by a race between a small file and the loader's last requests. A loader
 * that does not start them leaves the file held until the cap, and the assertions then fail with their message.
 */
async function holdBlockFileUntil(page: Page, block: string, expected: readonly RegExp[]) {
  const seen = new Set<RegExp>();
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    for (const pattern of expected) if (pattern.test(path)) seen.add(pattern);
    if (seen.size === expected.length) release();
  });
  await page.route(`**/assets/blocks/${block}.js`, async (route) => {
    await Promise.race([released, new Promise((cap) => setTimeout(cap, 15_000))]);
    await route.continue();
  });
}

/**
 * What a listing page fetches and when, read from the browser's resource timings.
 * The loader modulepreloads a block's static chunks and starts the site settings and text overrides
 * beside the block's own file, and does not fetch block CSS the page already linked (estate-blocks.css).
 */
test('search page: chunks preloaded, settings and texts requested before the block file arrives, CSS once', async ({ page }) => {
  await holdBlockFileUntil(page, 'estate-search', [/^\/api\/sites\/demo$/, /^\/api\/translations\/nl$/, /\/assets\/chunks\//]);
  await page.goto('/nl/aanbod');
  await expect(page.locator('[data-block="estate-search"]')).toHaveAttribute('data-block-state', 'mounted');
  await expect(page.locator('[data-block="estate-search"] form, [data-block="estate-search"] [role="search"]').first()).toBeVisible();
  // A resource timing entry exists once its answer is in; the search form renders without the site settings.
  await page.waitForLoadState('networkidle');
  const timings = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
  );
  const block = timings.find((t) => /\/assets\/blocks\/estate-search\.js$/.test(t.path));
  expect(block, 'estate-search.js requested').toBeTruthy();
  for (const data of ['/api/sites/demo', '/api/translations/nl']) {
    const call = timings.find((t) => t.path === data);
    expect(call, `${data} requested`).toBeTruthy();
    expect(call!.start, `${data} starts before estate-search.js has arrived`).toBeLessThanOrEqual(block!.end);
  }
  // The loader announced the block's static chunks: each was fetched, and started before the block file arrived.
  const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloads.length).toBeGreaterThan(0);
  const searchChunks = preloads.map((path) => timings.find((t) => t.path === path));
  expect(searchChunks.every(Boolean), 'every preloaded chunk was fetched').toBe(true);
  expect(Math.min(...searchChunks.map((t) => t!.start))).toBeLessThanOrEqual(block!.end);
  // estate-blocks.css is linked by the page: no block CSS fetched again.
  expect(timings.filter((t) => /\/assets\/blocks\/.*\.css$/.test(t.path)).map((t) => t.path)).toEqual([]);
  expect(timings.filter((t) => t.path.endsWith('/estate-blocks.css'))).toHaveLength(1);
});

/**
 * Each preload link sets up a request on the main thread (about a millisecond on a phone, several with
 * devtools attached): the search page's ~20 linked in one task made the loader's task the longest of the
 * page load. A mutation observer's callback runs once per task that changed the head, so its batches are
 * the loader's tasks.
 */
test('search page: the loader links its preloads a few per task, every one of them', async ({ page }) => {
  await page.addInitScript(() => {
    const batches: number[] = (window.__preloadBatches = []);
    new MutationObserver((records) => {
      const added = records.flatMap((r) => [...r.addedNodes]).filter((n) => (n as Element).matches?.('link[rel="modulepreload"]')).length;
      if (added) batches.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/nl/aanbod');
  await expect(page.locator('[data-block="estate-table"]')).toHaveAttribute('data-block-state', 'mounted');
  await page.waitForLoadState('networkidle');
  const batches = await page.evaluate(() => window.__preloadBatches ?? []);
  const linked = await page.locator('link[rel="modulepreload"]').count();
  expect(linked, 'the search page preloads the chunks of its blocks').toBeGreaterThan(8);
  expect(batches.reduce((sum, n) => sum + n, 0), 'every preload link was seen').toBe(linked);
  expect(Math.max(...batches), `preloads per task: ${batches.join(', ')}`).toBeLessThanOrEqual(4);
});

test('search page: every block mounts on the quick configuration check; the map\'s same-origin tile URL needs no full check', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto('/nl/aanbod');
  for (const block of ['estate-search', 'estate-map', 'estate-table']) {
    await expect(page.locator(`[data-block="${block}"]`)).toHaveAttribute('data-block-state', 'mounted');
  }
  await expect(page.locator('[data-block="estate-map"] img.leaflet-tile').first()).toHaveAttribute('src', /\/tiles\//);
  expect(loaded.filter((path) => /\/config-schema-\w+\.js$/.test(path))).toEqual([]);
});

/**
 * A block's texts (its catalogue part in the page's language) leave beside its file: the
 * detail page's base and detail parts, the search page's base part only, and no other language's texts.
 */
test('detail and search pages: the block texts are requested before the block file arrives, in the page language only', async ({ page }) => {
  const cases: [string, string, RegExp[]][] = [
    ['/fr/offre/100467', 'estate-detail', [/\/fr-base-\w+\.js$/, /\/fr-detail-\w+\.js$/]],
    ['/nl/aanbod', 'estate-search', [/\/nl-base-\w+\.js$/]],
  ];
  for (const [url, block, texts] of cases) {
    await holdBlockFileUntil(page, block, texts);
    await page.goto(url);
    await expect(page.locator(`[data-block="${block}"]`)).toHaveAttribute('data-block-state', 'mounted');
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
    );
    const file = timings.find((t) => t.path.endsWith(`/assets/blocks/${block}.js`));
    expect(file, `${block}.js requested`).toBeTruthy();
    for (const text of texts) {
      const chunk = timings.find((t) => text.test(t.path));
      expect(chunk, `${text} requested on ${url}`).toBeTruthy();
      expect(chunk!.start, `${text} starts before ${block}.js has arrived`).toBeLessThanOrEqual(file!.end);
    }
    const catalogues = timings.filter((t) => /\/(nl|fr|en|de)-(base|detail)-\w+\.js$/.test(t.path));
    expect(catalogues.map((t) => t.path.replace(/.*\/(\w+-\w+)-\w+\.js$/, '$1')).sort(), url).toEqual(texts.map((t) => String(t).replace(/.*\/(\w+-\w+)-.*/, '$1')).sort());
  }
});

/**
 * The site settings and text overrides the loader starts are the blocks' own calls: their
 * answers are handed over (LoaderSettings.early), so each is asked once per page, even by three blocks.
 * A table alone on its page asks for no filter options: nothing on it shows them.
 */
test('search page: the site settings and the texts are asked once; a table alone asks for no filter options', async ({ page }) => {
  const gets: string[] = [];
  const filters: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'GET' && /^\/api\/(sites\/demo|translations\/\w+)$/.test(path)) gets.push(path);
    if (/\/estate-filters$/.test(path)) filters.push(path);
  });
  await page.goto('/nl/aanbod');
  await expect(page.locator('[data-block="estate-search"]')).toHaveAttribute('data-block-state', 'mounted');
  await page.locator('[data-block="estate-table"]').scrollIntoViewIfNeeded();
  await expect(page.locator('.eb-estate-table__row').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(gets.sort()).toEqual(['/api/sites/demo', '/api/translations/nl']);
  expect(filters, 'the search form asks for its options').toHaveLength(1);

  filters.length = 0;
  await page.goto('/en/offer-bench');
  await expect(page.locator('.eb-estate-table__row')).toHaveCount(20);
  await page.waitForLoadState('networkidle');
  expect(filters).toEqual([]);
});

/**
 * The loader starts a listing block's first estates search (the URL's filter) beside the
 * block's file — it leaves the browser before that file has finished — and the block takes that answer
 * instead of asking again: one estates search for the first page.
 */
test('search page: the first estates search leaves before the table file arrives, and is sent once', async ({ page }) => {
  const log: string[] = [];
  const estates: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    // The map's positions search (mode 'geo') is another call.
    if (r.method() === 'POST' && /\/api\/sites\/demo\/estates$/.test(path) && JSON.parse(r.postData() ?? '{}').mode !== 'geo') {
      log.push('estates sent');
      estates.push(r.postData() ?? '');
    }
  });
  page.on('requestfinished', (r) => {
    if (/\/assets\/blocks\/estate-table\.js$/.test(new URL(r.url()).pathname)) log.push('estate-table.js finished');
  });
  await holdBlockFileUntil(page, 'estate-table', [/\/api\/sites\/demo\/estates$/]);
  await page.goto('/nl/aanbod?transaction=1');
  await page.locator('[data-block="estate-table"]').scrollIntoViewIfNeeded();
  await expect(page.locator('.eb-estate-table__row').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(log.indexOf('estates sent'), 'an estates search was sent').toBeGreaterThanOrEqual(0);
  expect(log.indexOf('estates sent'), 'sent before estate-table.js finished').toBeLessThan(log.indexOf('estate-table.js finished'));
  const firstPages = estates.filter((body) => JSON.parse(body).pagination?.from === 0);
  expect(firstPages, 'the first page is asked once').toHaveLength(1);
  expect(JSON.parse(firstPages[0]).query.terms['general.transaction.id']).toEqual([1]);
});

/**
 * The early search is a prefetch of the first page for a query: the block takes it whatever the key order
 * of its own body, and on a site that hides statuses (demo-hide-sold: sold and rented) the early search
 * reads them from the site answer, so no site pays a wasted first search.
 */
for (const site of ['demo', 'demo-hide-sold']) {
  test(`search page of ${site}: one estates call per distinct query, one options call`, async ({ page }) => {
    const bodies: Record<string, unknown>[] = [];
    const options: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/sites/${site}/estates`) bodies.push(JSON.parse(r.postData() ?? '{}'));
      if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/sites/${site}/estate-filters`) options.push(JSON.parse(r.postData() ?? '{}'));
    });
    await page.goto(`/nl/aanbod?transaction=1${site === 'demo' ? '' : `&site=${site}`}`);
    await page.locator('[data-block="estate-table"]').scrollIntoViewIfNeeded();
    await expect(page.locator('.eb-estate-table__row').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const keys = bodies.map((body) => JSON.stringify(sortedKeys(body)));
    expect(keys.length, 'an estates call was made').toBeGreaterThan(0);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i), 'a query asked twice').toEqual([]);
    // The search form's options: asked once, for the same statuses as the list.
    expect(options).toHaveLength(1);
    const statuses = [...bodies, ...options].map((body) => (body.query as { terms?: Record<string, number[]> } | undefined)?.terms?.['status.id']);
    if (site === 'demo') expect(statuses.every((s) => s === undefined)).toBe(true);
    else for (const s of statuses) expect(s && !s.includes(4) && !s.includes(5) && s.length > 0).toBe(true);
  });
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]));
  return value;
}

/**
 * An early answer is read once. A listing block mounted again with the same configuration (the block
 * catalogue's live example re-renders it; a CMS preview swaps it) starts another early search and must
 * get that one, not the answer its first mount already read ('body stream already read').
 */
test('a listing block replaced by one with the same configuration lists its rows again, without a console error', async ({ page }) => {
  await page.goto('/en/offer?transaction=1');
  const table = page.locator('[data-block="estate-table"]');
  await table.scrollIntoViewIfNeeded();
  await expect(page.locator('.eb-estate-table__row').first()).toBeAttached();
  for (let round = 0; round < 2; round++) {
    // A scope of its own: a new list store that asks for its first page again, with the same body.
    await page.evaluate((scope) => {
      const old = document.querySelector('[data-block="estate-table"]')!;
      const fresh = document.createElement('div');
      fresh.dataset.block = 'estate-table';
      fresh.dataset.node = encodeURIComponent(JSON.stringify({ ...JSON.parse(decodeURIComponent((old as HTMLElement).dataset.node || '%7B%7D')), scope }));
      old.replaceWith(fresh);
    }, `again-${round}`);
    await expect(page.locator('[data-block="estate-table"]')).toHaveAttribute('data-block-state', 'mounted');
    await expect(page.locator('.eb-estate-table__row').first()).toBeAttached();
  }
});

/**
 * A map in view starts what its first paint needs beside its file — the map engine
 * (Leaflet), its positions call and the listing texts — instead of after the block has rendered (the
 * block's own calls leave from its effects); the block then takes that positions answer (one positions
 * call) and draws its first tiles.
 */
test('search page on a desktop: the map engine, its positions and the texts leave before the map block renders; positions asked once', async ({ page }) => {
  // A phone shows "Show the map" instead (buttonOnPhones: map-phone.spec).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[data-block="estate-map"] .eb-estate-map')) return;
      window.mapRendered = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    const send = window.fetch;
    window.fetch = function (input, init) {
      if (typeof init?.body === 'string' && init.body.includes('"mode":"geo"')) window.positionsSent ??= performance.now();
      return send.call(this, input, init);
    };
  });
  const positions: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/sites\/demo\/estates$/.test(new URL(r.url()).pathname) && JSON.parse(r.postData() ?? '{}').mode === 'geo') positions.push(r.postData() ?? '');
  });
  await page.goto('/nl/aanbod?transaction=1');
  await expect(page.locator('[data-block="estate-map"] .leaflet-tile-loaded').first()).toBeAttached();
  await expect.poll(() => positions.length).toBeGreaterThan(0);
  const { rendered, sent, starts } = await page.evaluate(() => ({
    rendered: window.mapRendered!,
    sent: window.positionsSent!,
    starts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ path: new URL(e.name).pathname, start: e.startTime })),
  }));
  expect(rendered, 'the map block rendered').toBeGreaterThan(0);
  const startOf = (what: RegExp) => starts.find((e) => what.test(e.path))?.start ?? Infinity;
  expect(startOf(/\/map-engine-[^/]+\.js$/), 'map engine requested before the map rendered').toBeLessThan(rendered);
  expect(startOf(/\/nl-base-[^/]+\.js$/), 'listing texts requested before the map rendered').toBeLessThan(rendered);
  expect(sent, 'positions requested before the map rendered').toBeLessThan(rendered);
  expect(positions, 'the positions are asked once').toHaveLength(1);
  expect(JSON.parse(positions[0]).query.terms['general.transaction.id']).toEqual([1]);
});

/**
 * A map that is ready before its positions sets no default view in the meantime;
 * that view's tiles loaded, then were thrown away when the markers fitted theirs, and the largest paint waited
 * for the second set.
 */
test('search page on a desktop: the map asks for no tile before its positions are in, then for the tiles of the fitted view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let positionsIn = Infinity;
  const tiles: number[] = [];
  // The positions are held until the test has seen the map ready and still waiting for them.
  let releasePositions!: () => void;
  const positionsHeld = new Promise<void>((release) => (releasePositions = release));
  await page.route((url) => url.pathname.endsWith('/api/sites/demo/estates'), async (route) => {
    if (route.request().method() !== 'POST' || JSON.parse(route.request().postData() ?? '{}').mode !== 'geo') return route.fallback();
    const response = await route.fetch();
    await positionsHeld;
    positionsIn = Date.now();
    await route.fulfill({ response });
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/tiles/')) tiles.push(Date.now());
  });
  await page.goto('/nl/aanbod');
  const map = page.locator('[data-block="estate-map"]');
  await expect(map.locator('.eb-estate-map__canvas')).toHaveAttribute('data-status', 'ready');
  await expect(map.locator('.eb-estate-map__status')).toHaveText(nl['listing.map.loading']);
  releasePositions();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  expect(tiles.length).toBeGreaterThan(0);
  expect(Math.min(...tiles), 'first tile asked after the positions were in').toBeGreaterThanOrEqual(positionsIn);
});

/** The search form above the fold gets its options even while the table below the fold is not mounted yet. */
test('search page on a desktop: the search form offers its transactions before the visitor scrolls to the table', async ({ page }) => {
  // 1024 × 500: below the side-by-side page (from 1100 px), the search bar and the map leave the table below the
  // fold and the look-ahead margin.
  await page.setViewportSize({ width: 1024, height: 500 });
  await page.goto('/nl/aanbod');
  const transaction = page.locator('[data-block="estate-search"] select[name="transaction"]');
  await expect(transaction.locator('option', { hasText: 'Te koop' })).toBeAttached();
  expect(await page.locator('[data-block="estate-table"]').getAttribute('data-block-state'), 'the table below the fold is not mounted').not.toBe('mounted');
});
