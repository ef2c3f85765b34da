import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl';

/**
 * Answers whose values have the wrong type (numbers as text, text as numbers, both) are decoded at the
 * boundary: the table, gallery and map render them without crashing, and the next good answer shows
 * in full. A `null` body is an error with retry, after which the table is complete.
 */
const t = nl as Record<string, string>;
type Spoil = (v: unknown) => unknown;
const walk = (leaf: Spoil): Spoil => function go(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(go);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, go(x)]));
  return leaf(v);
};
let flip = 0;
const SPOILS: [string, Spoil][] = [
  ['numbers as text', walk((v) => (typeof v === 'number' ? String(v) : v))],
  ['text as numbers', walk((v) => (typeof v === 'string' ? 7 : v))],
  ['each value the other kind, every other one', walk((v) => ((flip++ % 2) ? v : typeof v === 'number' ? String(v) : typeof v === 'string' ? 7 : v))],
];
const SEARCH = `/nl/${ROUTE_WORDS.nl.offer}`;

/** Every estate search answer is spoilt while `state.spoil` is set. */
async function spoilSearches(page: Page, state: { spoil?: Spoil }) {
  await page.route('**/api/sites/demo/estates', async (route) => {
    const spoil = state.spoil;
    if (!spoil) return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: spoil(await response.json()) });
  });
}

async function expectNoBrokenBlock(page: Page, what: string) {
  await expect(page.locator('[data-block-state="error"]'), `${what}: no block crashed`).toHaveCount(0);
  await expect(page.locator('[data-block] [role="alert"]'), `${what}: no error state`).toHaveCount(0);
}

async function showAll(page: Page) {
  for (const block of await page.locator('[data-block]').all()) await block.scrollIntoViewIfNeeded();
}

const markers = (page: Page) => page.locator('[data-block="estate-map"]').locator('.leaflet-marker-icon, .eb-estate-map__cluster').first();

test('search page: table and map render wrong-typed answers, and the next good answer in full', async ({ page, guard }) => {
  test.setTimeout(120_000);
  guard.allowConsoleError(/\[estate-blocks\]/);
  const state: { spoil?: Spoil } = {};
  await spoilSearches(page, state);
  const table = page.locator('[data-block="estate-table"]');
  await page.goto(SEARCH);
  await showAll(page);
  await expect(table.locator('.eb-estate-table__row').first()).toBeVisible();
  const order = page.getByLabel(t['listing.search.sort'], { exact: true });
  const orders = await order.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  for (const [name, spoil] of SPOILS) {
    state.spoil = spoil;
    await page.goto(SEARCH);
    await showAll(page);
    await expect(table.locator('.eb-estate-table__row').first(), name).toBeVisible();
    await expect(markers(page), `${name}: map markers`).toBeVisible();
    await expectNoBrokenBlock(page, name);
    // The next answer is good: another order shows its rows, the map its markers.
    state.spoil = undefined;
    const before = await table.textContent();
    await order.selectOption(orders.find((o) => o !== (orders[0])) ?? orders[0]);
    await expect.poll(() => table.textContent(), `${name}: the good answer replaced the rows`).not.toBe(before);
    await expect(table.locator('.eb-estate-table__row').first()).toBeVisible();
    await expect(markers(page)).toBeVisible();
    await expectNoBrokenBlock(page, `${name}, then good`);
  }
});

test('numbers as text are read as numbers: the table shows what the good answer shows', async ({ page, guard }) => {
  guard.allowConsoleError(/\[estate-blocks\]/);
  const state: { spoil?: Spoil } = {};
  await spoilSearches(page, state);
  const table = page.locator('[data-block="estate-table"]');
  const rows = table.locator('.eb-estate-table__row');
  await page.goto(`${SEARCH}-bench`);
  await expect(rows.first()).toBeVisible();
  const good = await table.textContent();
  state.spoil = SPOILS[0][1];
  await page.goto(`${SEARCH}-bench`);
  await expect(rows.first()).toBeVisible();
  expect(await table.textContent()).toBe(good);
});

test('gallery page: galleries and map render wrong-typed answers; the next page, answered well, adds its cards', async ({ page, guard }) => {
  test.setTimeout(120_000);
  guard.allowConsoleError(/\[estate-blocks\]/);
  const state: { spoil?: Spoil } = {};
  await spoilSearches(page, state);
  const gallery = page.locator('[data-block="estate-gallery"]').first();
  const cards = gallery.locator('.eb-estate-gallery__item');
  for (const [name, spoil] of SPOILS) {
    state.spoil = spoil;
    await page.goto('/nl/galerij');
    await showAll(page);
    await expect(cards.first(), name).toBeVisible();
    await page.locator('[data-block="estate-map"]').scrollIntoViewIfNeeded();
    await expect(markers(page), `${name}: map markers`).toBeVisible();
    await expectNoBrokenBlock(page, name);
    state.spoil = undefined;
    const count = await cards.count();
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => cards.count(), `${name}: the good next page added cards`).toBeGreaterThan(count);
    await expectNoBrokenBlock(page, `${name}, then good`);
  }
});

test('a null body is an error with retry; after the retry the table is complete', async ({ page, guard }) => {
  guard.allowConsoleError(/\[estate-blocks\]/);
  const table = page.locator('[data-block="estate-table"]');
  const rows = table.locator('.eb-estate-table__row');
  await page.goto(`${SEARCH}-bench`);
  await expect(rows.first()).toBeVisible();
  const complete = await table.textContent();
  let answerNull = true;
  await page.route('**/api/sites/demo/estates', (route) => (answerNull ? route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }) : route.fallback()));
  await page.goto(`${SEARCH}-bench`);
  await expect(table.getByRole('alert')).toContainText(t['listing.error']);
  answerNull = false;
  await table.getByRole('button', { name: t['listing.retry'] }).click();
  await expect(rows.first()).toBeVisible();
  await expect.poll(() => table.textContent()).toBe(complete);
  await expectNoBrokenBlock(page, 'null, then good');
});
