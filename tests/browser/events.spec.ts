import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { SAMPLE_IDS } from '../../demo-host/data/samples';
import { MAP, SEARCH, TEXT } from './listing-helpers';
import { CONTACT_WORDS } from '../../demo-host/site/pages/forms';
import { fillByLabel, text } from './forms-helpers';

/** Records every estate-blocks event that reaches the document, and opts the page in to dataLayer pushes. */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: NonNullable<Window['__ebEvents']> = [];
    window.__ebEvents = seen;
    for (const type of ['search', 'estate-open', 'favorite-add', 'favorite-remove', 'lead', 'map-area']) {
      document.addEventListener(`estate-blocks:${type}`, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
    }
    document.addEventListener('DOMContentLoaded', () => document.querySelector('script[data-site-id]')?.setAttribute('data-datalayer', ''));
  });
}

const events = (page: Page) => page.evaluate(() => window.__ebEvents ?? []);
const pushed = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
const grantConsent = (page: Page) => page.evaluate(() => document.querySelector('script[data-datalayer]')?.setAttribute('data-consent', 'granted'));

test('events: a changed search sends its filter and count once; nothing is pushed to the dataLayer before consent', async ({ page }) => {
  await listen(page);
  await page.goto('/nl/aanbod');
  const search = page.locator(SEARCH);
  await expect(page.getByText(/panden op de kaart/)).toBeVisible();
  expect(await events(page)).toEqual([]);
  await search.getByLabel(TEXT.nl.bedrooms).selectOption('3');
  await expect.poll(async () => (await events(page)).length).toBe(1);
  const [first] = await events(page);
  expect(first.type).toBe('search');
  expect(first.detail).toMatchObject({ filter: expect.objectContaining({ bedMin: 3 }), total: expect.any(Number) });
  expect(await pushed(page)).toEqual([]);

  await grantConsent(page);
  await search.getByLabel(TEXT.nl.bedrooms).selectOption('2');
  await expect.poll(() => pushed(page)).toEqual(['estate-blocks:search']);
  expect((await events(page)).map((e) => e.type)).toEqual(['search', 'search']);
});

test('events: a detail page sends estate-open once, the favorite toggle add and remove, with consent pushed as they happen', async ({ page }) => {
  await listen(page);
  await page.goto(`/nl/aanbod/${SAMPLE_IDS.brokerHouseForSale}`);
  await expect(page.locator('.eb-detail__title')).toBeVisible();
  await expect.poll(async () => (await events(page)).map((e) => e.type)).toEqual(['estate-open']);
  expect((await events(page))[0].detail).toEqual({ estateId: SAMPLE_IDS.brokerHouseForSale });
  await grantConsent(page);
  const favorite = page.locator('.eb-detail__summary .eb-favorite-toggle');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  expect((await events(page)).map((e) => [e.type, e.detail])).toEqual([
    ['estate-open', { estateId: SAMPLE_IDS.brokerHouseForSale }],
    ['favorite-add', { estateId: String(SAMPLE_IDS.brokerHouseForSale) }],
    ['favorite-remove', { estateId: String(SAMPLE_IDS.brokerHouseForSale) }],
  ]);
  expect(await pushed(page)).toEqual(['estate-blocks:favorite-add', 'estate-blocks:favorite-remove']);
});

test('events: a sent contact form sends lead with its kind only, once; asking for the visible map area sends map-area once', async ({ page }) => {
  await listen(page);
  await page.goto(`/nl/${CONTACT_WORDS.nl}`);
  const block = page.locator('[data-block="contact-form"]');
  await fillByLabel(page, [
    [text('nl', 'form.field.firstName'), 'Marie'],
    [text('nl', 'form.field.lastName'), 'Dubois'],
    [text('nl', 'form.field.email'), 'marie.events@example.be'],
    [text('nl', 'form.field.message'), 'Is het appartement nog vrij?'],
  ]);
  await block.getByRole('checkbox', { name: text('nl', 'form.consent.label') }).check();
  await block.getByRole('button', { name: text('nl', 'contact.submit') }).click();
  await expect(block.getByText(text('nl', 'contact.success'))).toBeVisible();
  await expect.poll(async () => (await events(page)).filter((e) => e.type === 'lead')).toEqual([{ type: 'lead', detail: { kind: 'contact' } }]);
  expect(JSON.stringify(await events(page)), 'no personal data in any event').not.toMatch(/Marie|Dubois|example\.be|appartement/);

  await page.goto('/en/offer');
  const map = page.locator(MAP);
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Search in the visible map area' }).check();
  await expect.poll(async () => (await events(page)).filter((e) => e.type === 'map-area').length).toBe(1);
  const [area] = (await events(page)).filter((e) => e.type === 'map-area');
  expect(area.detail).toEqual({ area: { west: expect.any(Number), south: expect.any(Number), east: expect.any(Number), north: expect.any(Number) } });
});

