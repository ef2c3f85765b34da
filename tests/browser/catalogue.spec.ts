import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Errors an editor can read (README "Embed"): the catalogue's examples work; a rejected configuration explains itself in debug view. */

test('every example of the block catalogue mounts without an error message', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/blocks');
  const blocks = page.locator('.site-example > [data-block]');
  const count = await blocks.count();
  expect(count).toBeGreaterThanOrEqual(12);
  for (let i = 0; i < count; i++) {
    const block = blocks.nth(i);
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveAttribute('data-block-state', 'mounted');
  }
  // Data-driven examples (a detail, an appointment) answer after mounting: give them time to fail, then look.
  await expect(page.locator('.site-example .eb-cancel__details')).toBeVisible();
  await expect(page.locator('.site-example [data-block="estate-detail"] h2, .site-example [data-block="estate-detail"] h1').first()).toBeVisible();
  await expect(page.locator('.site-example [role="alert"]')).toHaveCount(0);
  await expect(page.locator('.site-example .eb-block-message--error')).toHaveCount(0);
});

const BAD_TABLE = `<div data-block="estate-table" data-node="${encodeURIComponent(JSON.stringify({ query: { city: 'Gent' } }))}"></div>`;

async function addBlock(page: Page, html: string) {
  await page.locator('main').evaluate((main, markup) => main.insertAdjacentHTML('afterbegin', markup), html);
  const block = page.locator('main > [data-block="estate-table"]').first();
  await expect(block).toHaveAttribute('data-block-state', 'error');
  return block;
}

test('with ?eb-debug a rejected configuration shows its reason on the block: key, expected (the known criteria), received', async ({ page, guard }) => {
  guard.allowConsoleError(/\[estate-blocks\]/);
  await page.goto('/en?eb-debug');
  const block = await addBlock(page, BAD_TABLE);
  await expect(block.getByRole('alert')).toHaveText('Content unavailable.');
  const detail = block.locator('.eb-block-message__detail');
  await expect(detail).toContainText('Expected a valid estate-table configuration ("query.city" to be one of the criteria terms, range, match, geoDistance)');
  await expect(detail).toContainText('Received "query.city": unknown key "city"');
});

test('without debug the visitor sees only the short message; the reason goes to the console', async ({ page, guard }) => {
  guard.allowConsoleError(/\[estate-blocks\]/);
  await page.goto('/en');
  const block = await addBlock(page, BAD_TABLE);
  await expect(block.getByRole('alert')).toHaveText('Content unavailable.');
  await expect(block.locator('.eb-block-message__detail')).toHaveCount(0);
  await expect.poll(() => guard.consoleErrors.some((e) => e.includes('unknown key "city"'))).toBe(true);
});
