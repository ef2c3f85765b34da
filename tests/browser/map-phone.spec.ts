import { test, expect } from './fixtures';
import { LOCALES } from '../../core/i18n/locale';
import { buildRoute } from '../../core/routes/routes';

/** Issue 20 §5: on a phone the map chunk (Leaflet + clustering) loads only when the visitor asks for the map. */
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
    await page.waitForTimeout(500);
    expect(mapChunks).toEqual([]);
    await show.click();
    await expect(page.locator('[data-block="estate-map"] .leaflet-container')).toBeVisible();
    await expect.poll(() => mapChunks.some((url) => /map-engine-/.test(url))).toBe(true);
  });
}
