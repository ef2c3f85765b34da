import { expect, test } from './fixtures';

/**
 * Issue 17 §1, §4: what a listing page fetches and when, read from the browser's resource timings.
 * The loader modulepreloads a block's static chunks and starts the site settings and text overrides
 * beside the block's own file, and does not fetch block CSS the page already linked (estate-blocks.css).
 */
test('search page: chunks preloaded, settings and texts requested before the block file arrives, CSS once', async ({ page }) => {
  await page.goto('/nl/aanbod');
  await expect(page.locator('[data-block="estate-search"]')).toHaveAttribute('data-block-state', 'mounted');
  await expect(page.locator('[data-block="estate-search"] form, [data-block="estate-search"] [role="search"]').first()).toBeVisible();
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
