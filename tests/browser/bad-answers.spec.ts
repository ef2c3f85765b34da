import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { detailSamplesOnce } from './detail-samples';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl';

/**
 * A success answer the bundle cannot use (empty, not JSON, JSON of the wrong shape, nulls
 * where objects belong) is a "bad answer": the block shows its localized error state with a retry,
 * nothing throws, and once the service answers properly again the retry restores the block.
 */
const BAD_ANSWERS: [name: string, contentType: string, body: string][] = [
  ['an empty 200', 'application/json', ''],
  ['a 200 that is not JSON', 'text/html', '<html><body>Gateway</body></html>'],
  ['a 200 with invalid JSON', 'application/json', '{"total":'],
  ['JSON null', 'application/json', 'null'],
  ['results null', 'application/json', '{"total":{"value":3},"results":null}'],
  ['records missing nested objects', 'application/json', '{"total":{"value":1},"results":[{"children":[{"id":1,"status":null,"general":null}]}]}'],
];
const t = nl as Record<string, string>;

async function serveBad(page: Page, pattern: string | RegExp, answer: { active: boolean; contentType: string; body: string }) {
  await page.route(pattern, async (route: Route) => {
    if (!answer.active) return route.fallback();
    await route.fulfill({ status: 200, contentType: answer.contentType, body: answer.body });
  });
}

const sample = detailSamplesOnce();

test('search page (table and map): every bad answer → localized error with retry, 0 uncaught errors; retry after the fault restores table and map', async ({ page, guard }) => {
  test.setTimeout(150_000);
  guard.allowConsoleError(/\[estate-blocks\]/);
  const answer = { active: true, contentType: '', body: '' };
  await serveBad(page, '**/api/sites/demo/estates', answer);
  for (const [name, contentType, body] of BAD_ANSWERS) {
    Object.assign(answer, { active: true, contentType, body });
    await page.goto(`/nl/${ROUTE_WORDS.nl.offer}`);
    const table = page.locator('[data-block="estate-table"]');
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole('alert'), name).toContainText(t['listing.error']);
    await expect(page.locator('[data-block-state="error"]'), `${name}: no block broke`).toHaveCount(0);
    answer.active = false;
    await table.getByRole('button', { name: t['listing.retry'] }).click();
    await expect(table.locator('.eb-estate-table__row').first(), name).toBeVisible();
    await expect(table.getByRole('alert')).toHaveCount(0);
    const map = page.locator('[data-block="estate-map"]');
    if (await map.count()) {
      await map.scrollIntoViewIfNeeded();
      await expect(map.locator('.leaflet-marker-icon, .eb-estate-map__cluster').first(), `${name}: map restored`).toBeVisible();
    }
  }
});

test('filter options with null names do not crash the search (localeCompare on null)', async ({ page }) => {
  await page.route('**/api/sites/demo/estate-filters', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    json.locations = [{ id: 1, name: null, zip: null }, ...(json.locations ?? [])];
    json.headTypes = [{ id: 99, name: null }, ...(json.headTypes ?? [])];
    await route.fulfill({ response, json });
  });
  await page.goto(`/nl/${ROUTE_WORDS.nl.offer}`);
  await expect(page.locator('[data-block="estate-search"]')).toHaveAttribute('data-block-state', 'mounted');
  await expect(page.locator('[data-block="estate-search"] select, [data-block="estate-search"] [role="combobox"]').first()).toBeVisible();
});

test('detail and rental unit: a bad answer is an error with retry, not "not found"; retry restores them', async ({ page, guard }) => {
  test.setTimeout(120_000);
  guard.allowConsoleError(/\[estate-blocks\]/);
  const answer = { active: true, contentType: '', body: '' };
  await serveBad(page, '**/api/sites/demo/estates/v2/*', answer);
  await serveBad(page, /\/api\/sites\/demo\/rental-units\/\d+$/, answer);
  const rentals = await (await page.request.post('/api/sites/demo/rental-units', { data: {} })).json();
  const targets: [string, string, string, string][] = [
    ['detail', `/nl/${ROUTE_WORDS.nl.offer}/${sample().broker}`, 'detail.error', 'detail.retry'],
    ['rental unit', `/nl/${ROUTE_WORDS.nl.holiday}/${rentals.results[0].id}`, 'rental.unit.error', 'rental.retry'],
  ];
  for (const [what, path, errorKey, retryKey] of targets) {
    for (const [name, contentType, body] of [BAD_ANSWERS[0], BAD_ANSWERS[1], BAD_ANSWERS[3], ['an estate without general', 'application/json', '{"feed":"broker","estate":{"id":1}}'] as const]) {
      Object.assign(answer, { active: true, contentType, body });
      await page.goto(path);
      await expect(page.getByRole('alert').first(), `${what}: ${name}`).toContainText(t[errorKey]);
      answer.active = false;
      await page.getByRole('button', { name: t[retryKey] }).click();
      await expect(page.locator('h1, h2').filter({ hasText: /\S/ }).first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  }
});
