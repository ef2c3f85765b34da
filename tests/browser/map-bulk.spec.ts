import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MAP, apiPositions, mapCounts, searchPage } from './listing-helpers';
import nl from '../../core/i18n/messages/listing.nl';

/** The map's visible area as the visitor's "search in this area" writes it to the URL (west,south,east,north). */
async function visibleArea(page: Page, map: Locator) {
  const box = map.getByRole('checkbox', { name: nl['listing.map.area'] });
  await box.check();
  await expect(page).toHaveURL(/[?&]area=/);
  const [west, south, east, north] = new URL(page.url()).searchParams.get('area')!.split(',').map(Number);
  await box.uncheck();
  await expect(page).not.toHaveURL(/[?&]area=/);
  return { west, south, east, north };
}

test.describe('the map opens on the bulk of the results', () => {
  test('/nl/aanbod opens on Belgium although some estates lie abroad; "Alle resultaten tonen" fits them all', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const all = await apiPositions(request, {});
    const lats = all.results.map((r) => r.children[0].general.address!.geoLocation!.lat);
    expect(Math.min(...lats), 'the demo has estates far south of Belgium').toBeLessThan(45);
    await searchPage(page, 'nl', '', { scrollToList: false });
    const map = page.locator(MAP);
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.eb-estate-map__canvas')).toHaveAttribute('data-marker-count', String(all.total.value));

    const first = await visibleArea(page, map);
    const middle = { lat: (first.south + first.north) / 2, lon: (first.west + first.east) / 2 };
    expect(middle.lat).toBeGreaterThan(49.5);
    expect(middle.lat).toBeLessThan(51.5);
    expect(middle.lon).toBeGreaterThan(2.5);
    expect(middle.lon).toBeLessThan(6.4);
    expect(first.north - first.south, 'a country, not a continent').toBeLessThan(5);
    expect(first.south).toBeGreaterThan(Math.min(...lats));

    const showAll = map.getByRole('button', { name: nl['listing.map.show_all'] });
    // The first view is fitted once its markers are drawn (after the marker delay); a press that came
    // before it was undone by it, as a busy machine showed: press again until every marker is in view.
    await expect(async () => {
      await showAll.focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await mapCounts(map)).sum, { timeout: 3000 }).toBe(all.total.value);
    }).toPass({ timeout: 30_000 });
    const wide = await visibleArea(page, map);
    expect(wide.south).toBeLessThanOrEqual(Math.min(...lats));
  });

  test('with reduced motion the map zooms without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await searchPage(page, 'nl', '', { scrollToList: false });
    const map = page.locator(MAP);
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.eb-estate-map__canvas')).toHaveAttribute('data-marker-count', /\d+/);
    const container = map.locator('.leaflet-container');
    await expect(container).not.toHaveClass(/leaflet-(zoom|fade)-anim/);
    await map.locator('.eb-estate-map__cluster').first().click();
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await expect(container).not.toHaveClass(/leaflet-zoom-anim/);
    const running = await map.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);
    expect(running).toBe(0);
  });
});
