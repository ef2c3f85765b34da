import { test, expect } from './fixtures';
import { LOCALES } from '../../core/i18n/locale';
import { buildRoute } from '../../core/routes/routes';

/**
 * On a phone the map chunk (Leaflet + clustering) loads only when the visitor asks for the map.
 * By default too (buttonOnPhones): the search page shows the results first, and the map engine,
 * positions and tiles wait for "Show the map".
 */
const SHOW = { nl: 'Kaart tonen', fr: 'Afficher la carte', en: 'Show the map', de: 'Karte anzeigen' } as const;

for (const locale of LOCALES) {
  test(`a map with loadWhenVisible false loads nothing of Leaflet until "Show the map" is pressed, on a phone (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const mapChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/map-engine-[^/]+\.js$|\/tiles\//.test(new URL(request.url()).pathname)) mapChunks.push(request.url());
    });
    await page.goto(buildRoute({ name: 'favorites', locale }));
    await page.evaluate(() => {
      const block = document.createElement('div');
      block.dataset.block = 'estate-map';
      block.dataset.node = encodeURIComponent(JSON.stringify({ loadWhenVisible: false, tileUrl: '/tiles/{z}/{x}/{y}.svg' }));
      document.querySelector('main')!.prepend(block);
    });
    const show = page.getByRole('button', { name: SHOW[locale] });
    await expect(show).toBeVisible();
    // Whatever the page was going to fetch on its own has been fetched.
    await page.waitForLoadState('networkidle');
    expect(mapChunks).toEqual([]);
    await show.click();
    await expect(page.locator('[data-block="estate-map"] .leaflet-container')).toBeVisible();
    await expect.poll(() => mapChunks.some((url) => /map-engine-/.test(url))).toBe(true);
  });
}

for (const locale of LOCALES) {
  test(`the search page on a phone: results first, a full-width "Show the map", no map request until it is pressed (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/map-engine-[^/]+\.js$|\/tiles\//.test(pathname) || (/\/estates$/.test(pathname) && /"mode":"geo"/.test(request.postData() ?? ''))) mapRequests.push(pathname);
    });
    await page.goto(buildRoute({ name: 'search', locale }));
    const show = page.getByRole('button', { name: SHOW[locale] });
    await expect(show).toBeVisible();
    const block = page.locator('[data-block="estate-map"]');
    const [button, map] = await Promise.all([show.boundingBox(), block.boundingBox()]);
    expect(button!.width, 'the button spans the block').toBeGreaterThan(map!.width - 2);
    expect(map!.height, 'the block is the button, not an empty map-sized area').toBeLessThan(60);
    await expect(page.locator('.eb-estate-table__row').first()).toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);
    await show.press('Enter');
    await expect(block.locator('.leaflet-container')).toBeVisible();
    await expect(block.locator('.leaflet-container'), 'focus moves to the map that replaced the button').toBeFocused();
    await expect(block.locator('.eb-estate-map__cluster, .leaflet-marker-icon').first()).toBeVisible();
    expect(mapRequests.some((path) => /map-engine-/.test(path))).toBe(true);
  });
}

test('the search page on a wide screen loads the map by itself, as before', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(buildRoute({ name: 'search', locale: 'nl' }));
  await expect(page.locator('[data-block="estate-map"] .leaflet-container')).toBeVisible();
  await expect(page.getByRole('button', { name: SHOW.nl })).toHaveCount(0);
});
