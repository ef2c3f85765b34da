import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Estate } from '../../core/model';
import { ROUTE_WORDS } from '../../core/routes/words';
import { HIDDEN_ADDRESS_SAMPLE as HIDDEN } from '../../demo-host/data/samples';
import nl from '../../core/i18n/catalogues/nl';
import fr from '../../core/i18n/catalogues/fr';

/**
 * The detail's location map: Leaflet and its CSS load only when the map nears the viewport; a shown
 * address gets a pin, a hidden one an area (no pin); the region is named, tabbing leaves it, and the
 * caption says in words what it shows.
 */
const LOCATION_CHUNKS = /\/(location-engine-[^/]+\.js|estate-map\.css)$/;

/** A broker estate whose address is shown and has coordinates. */
async function shownAddressEstate(request: APIRequestContext): Promise<number> {
  const search = await (await request.post('/api/sites/demo/estates', { data: { query: { terms: { 'general.transaction.id': [1] } }, sort: [], pagination: { from: 0, size: 100 } } })).json();
  const estate = search.results.map((r: { children: Estate[] }) => r.children[0]).find((e: Estate) => e.feed !== 'notary' && !e.general.project && e.general.address?.visible !== false && e.general.address?.geoLocation);
  if (!estate) throw new Error('the reference service has no estate for sale with a shown address');
  return estate.id;
}

test('a shown address: a pin, loaded only when the map nears the viewport; Tab passes through', async ({ page, request }) => {
  const id = await shownAddressEstate(request);
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (r) => LOCATION_CHUNKS.test(new URL(r.url()).pathname) && requested.push(new URL(r.url()).pathname));
  await page.goto(`/nl/${ROUTE_WORDS.nl.offer}/${id}`);
  const detail = page.locator('.eb-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
  const section = detail.locator('.eb-detail__location');
  await expect(section.getByRole('heading', { level: 2, name: nl['location.heading'] })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(requested, 'no Leaflet before the map nears the viewport').toEqual([]);

  await section.scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: nl['location.map'] });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(map.locator('.eb-location-map__area')).toHaveCount(0);
  expect(requested.some((p) => /location-engine-/.test(p))).toBe(true);
  const address = (await detail.locator('.eb-detail__address').innerText()).trim();
  await expect(map.locator('.leaflet-marker-icon')).toHaveAttribute('alt', address);
  await expect(section.locator('.eb-location-map__caption')).toHaveText(nl['location.exact'].replace('{{place}}', address));

  // Not a keyboard trap: from the map, Tab reaches what follows it, Shift+Tab comes back.
  await map.focus();
  for (let i = 0; i < 6 && (await map.evaluate((el) => el.contains(document.activeElement))); i++) await page.keyboard.press('Tab');
  expect(await map.evaluate((el) => el.contains(document.activeElement)), 'Tab leaves the map').toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await map.evaluate((el) => el.contains(document.activeElement)), 'Shift+Tab comes back into it').toBe(true);
});

test('a hidden address (fr): an area around a rounded position, no pin; reduced motion: no fade or zoom animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/fr/${ROUTE_WORDS.fr.offer}/${HIDDEN.id}`);
  const section = page.locator('.eb-detail__location');
  await section.scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: fr['location.map'] });
  await expect(map).toBeVisible();
  await expect(map.locator('path.eb-location-map__area')).toHaveCount(1);
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0);
  const [before, after] = fr['location.area'].split('{{place}}');
  await expect(section.locator('.eb-location-map__caption')).toHaveText(new RegExp(`^${before}\\d{4} ${HIDDEN.city}${after.replace('.', '\\.')}$`));
  await expect(map.locator('.leaflet-fade-anim, .leaflet-zoom-anim')).toHaveCount(0);
  expect(await map.evaluate((el) => el.classList.contains('leaflet-fade-anim'))).toBe(false);
});
