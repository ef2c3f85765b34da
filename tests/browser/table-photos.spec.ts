import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROWS, searchPage } from './listing-helpers';

const PHOTO = '.eb-estate-table__photo';
/** The first row whose photo is the estate's own picture (not the placeholder). */
const estatePhoto = (page: Page) => page.locator(ROWS).filter({ has: page.locator(`${PHOTO}[src*="/api/images/"]`) }).first();

test.describe('photos in the results table', () => {
  test('a phone card leads with the estate photo, its box reserved before the picture arrives (no layout shift)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Hold every picture until the card has been measured without it.
    const held: Route[] = [];
    await page.route('**/api/images/**', (route) => void held.push(route));
    await searchPage(page, 'nl');
    const card = estatePhoto(page);
    await expect(card).toBeVisible();
    const photo = card.locator(PHOTO);
    expect(await photo.getAttribute('src')).toMatch(/\/api\/images\/estate\/\d+\/1(-thumb)?\.png$/);
    expect([await photo.getAttribute('alt'), await photo.getAttribute('width'), await photo.getAttribute('height')]).toEqual(['', '240', '180']);
    // The first two cards' photos (a phone's first screen) load at once and first; the rest when scrolled near.
    const loading = await page.locator(PHOTO).evaluateAll((imgs) => imgs.slice(0, 3).map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]));
    expect(loading).toEqual([['eager', 'high'], ['eager', 'high'], ['lazy', null]]);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const before = { card: await card.boundingBox(), photo: await photo.boundingBox() };
    expect(before.photo!.width).toBeGreaterThan(100);
    expect(Math.round(before.photo!.height)).toBe(Math.round((before.photo!.width * 3) / 4));
    // The photo sits at the card's top left, before its text.
    expect(before.photo!.y - before.card!.y).toBeLessThan(20);

    for (const route of held.splice(0)) await route.continue();
    await page.unroute('**/api/images/**');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await card.boundingBox()).toEqual(before.card);
    expect(await photo.boundingBox()).toEqual(before.photo);
  });

  test('on a desktop the opt-in photo column is the first column; the city shows under the type; the count groups thousands in French', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await searchPage(page, 'fr');
    await expect(page.getByRole('columnheader').first()).toHaveText('Photo');
    const row = estatePhoto(page);
    await expect(row.locator(PHOTO)).toBeVisible();
    await expect(row.locator('.eb-estate-table__city')).not.toBeEmpty();
    await expect(page.locator('.eb-estate-search__count')).toHaveText(/^\d{1,3}(\u202f\d{3})+ biens trouvés$/);
  });

  test('"cards" photos (the default) exist only while rows are cards: a wide table fetches and renders none, and they come when the block narrows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const photoRequests: string[] = [];
    page.on('request', (request) => void (/\/api\/images\//.test(request.url()) && photoRequests.push(request.url())));
    await page.goto('/en/offer-bench');
    await expect(page.locator(ROWS)).toHaveCount(20);
    await expect(page.getByRole('columnheader').first()).toHaveText('Label');
    expect(await page.locator(`${ROWS} img`).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(photoRequests).toEqual([]);
    // Narrowed to a phone in the same visit: every card leads with its photo, and photos are requested.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator(`${ROWS} ${PHOTO}`)).toHaveCount(20);
    await expect(page.locator(PHOTO).first()).toBeVisible();
    await expect.poll(() => photoRequests.length).toBeGreaterThan(0);
  });
});
