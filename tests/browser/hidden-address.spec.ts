import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTE_WORDS } from '../../core/routes';
import { HIDDEN_ADDRESS_SAMPLE as S } from '../../demo-host/data/samples';

/**
 * DESIGN §3 hidden address on the demo's sample: its street, number and exact position are
 * in no answer the page reads and nowhere on the page — table, map, gallery card, favorites, detail,
 * similar estates, page head and JSON-LD.
 */
const EXACT = [String(S.lat), String(S.lon), S.streetAddress, S.streetSlug, S.streetLine];

/** Every API answer the page reads, kept for the check at the end. */
function recordAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (!/\/api\//.test(new URL(response.url()).pathname)) return;
    try {
      bodies.push(`${response.url()}\n${await response.text()}`);
    } catch {
      // A response of a page already left has no body any more.
    }
  });
  return bodies;
}

async function expectNothingExact(page: Page, answers: string[]) {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  for (const leak of EXACT) expect(html, `the page holds '${leak}'`).not.toContain(leak);
  for (const body of answers) for (const leak of EXACT) expect(body.includes(leak), `an answer holds '${leak}': ${body.slice(0, 120)}`).toBe(false);
}

test('DESIGN §3 hidden address: detail page, its head and JSON-LD, and its similar estates', async ({ page }) => {
  const answers = recordAnswers(page);
  const similar = page.waitForResponse((r) => r.url().includes(`/estates/${S.id}/similar`));
  await page.goto(`/nl/${ROUTE_WORDS.nl.offer}/${S.id}`);
  const detail = page.locator(`[data-block="estate-detail"] [data-estate-id="${S.id}"]`);
  await expect(detail.locator('.eb-detail__title')).toBeVisible();
  const header = await detail.locator('header, .eb-detail__header').first().innerText();
  expect(header).toContain(S.city);
  for (const street of S.streets) expect(header).not.toContain(street);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain(S.city);
  for (const street of S.streets) expect(jsonLd.join('')).not.toContain(street);
  expect(jsonLd.join('')).not.toContain('GeoCoordinates');
  await page.mouse.wheel(0, 20_000);
  await similar;
  await page.waitForLoadState('networkidle');
  await expectNothingExact(page, answers);
});

test('DESIGN §3 hidden address: search table and map of its municipality, then favorites', async ({ page }) => {
  const answers = recordAnswers(page);
  await page.goto(`/nl/${ROUTE_WORDS.nl.offer}?city=${S.cityId}`);
  const map = page.locator('[data-block="estate-map"]');
  await expect(map.getByRole('button', { name: new RegExp(`– ${S.city}$`) }).first()).toBeVisible();
  await page.locator('[data-block="estate-table"]').scrollIntoViewIfNeeded();
  const row = page.locator(`[data-block="estate-table"] tr[data-estate-id="${S.id}"]`);
  await expect(row).toBeVisible();
  // The slug goes from 'in' straight to the postal code: no street.
  for (const street of S.streets) await expect(row).not.toContainText(street);
  await expect(row.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/nl/${ROUTE_WORDS.nl.offer}/${S.id}/[a-z-]+-in-\\d{4}-${S.city.toLowerCase()}$`));
  await page.waitForLoadState('networkidle');
  await expectNothingExact(page, answers);

  await page.evaluate((id) => localStorage.setItem('estate-blocks:favorites:demo', JSON.stringify([String(id)])), S.id);
  await page.goto(`/nl/${ROUTE_WORDS.nl.favorites}`);
  const card = page.locator(`[data-block="favorites"] li[data-estate-id="${S.id}"]`);
  await expect(card.getByRole('link').first()).toBeVisible();
  await expect(card).toContainText(S.city);
  await expectNothingExact(page, answers);
});
