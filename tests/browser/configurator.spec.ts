import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { apiSearch, mainIds, ROWS } from './listing-helpers';

/**
 * The /blocks configurator: "apartments for sale in Gent, grouped by price" built by clicking,
 * without field paths; its snippet pasted into a plain page of another origin lists exactly the
 * estates the service answers for that query.
 */

let server: Server;
let hostOrigin = '';
let pageHtml = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b);

test('build "apartments for sale in Gent, grouped by price" by clicking; the snippet shows the API’s rows on another origin', async ({ page, request, baseURL, guard }, info) => {
  // The invalid configuration typed below is reported by the example block, as it should be.
  guard.allowConsoleError(/unknown key "city"/);
  await page.goto('/blocks?block=estate-table');
  const form = page.locator('form[data-editor="estate-table"]');
  const copy = form.getByRole('button', { name: 'Copy snippet' });
  const snippet = form.getByLabel('Snippet to paste into the page');

  await form.getByLabel('Transaction').selectOption({ label: 'For sale' });
  await form.getByLabel('Type', { exact: true }).selectOption({ label: 'Apartment' });
  const city = form.getByRole('combobox', { name: 'City' });
  await city.fill('Gent');
  await form.getByRole('option', { name: /^9000 Gent/ }).click();
  await expect(form.getByRole('list', { name: 'Chosen cities' })).toContainText('9000 Gent');
  await form.getByLabel('groupBy').selectOption('PRICE');
  await form.getByRole('switch', { name: 'syncUrl' }).uncheck();
  await expect(copy).toBeEnabled();
  await expectNoAxeViolations(page, 'form[data-editor="estate-table"]');

  const encoded = /data-node="([^"]+)"/.exec(await snippet.inputValue())?.[1] ?? '';
  const node = JSON.parse(decodeURIComponent(encoded)) as { query: Record<string, unknown> };
  expect(node).toEqual({
    query: { terms: { 'general.transaction.id': [1, 10], 'general.headType.id': [2], 'general.address.city.id': [50] } },
    groupOptions: { groupBy: 'PRICE' },
    syncUrl: false,
  });
  const expected = sortedIds(mainIds(await apiSearch(request, { query: node.query, sort: [{ field: 'general.publicationDate', order: 'DESC' }], pagination: { from: 0, size: 100 } })));
  expect(expected.length).toBeGreaterThan(0);

  // The live example follows every change.
  const example = page.locator('[data-example="estate-table"]');
  await expect.poll(() => example.locator(ROWS).evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.estateId)).sort((a, b) => a - b))).toEqual(expected);
  await expect(example.locator('.eb-estate-table__group-head').first()).toBeVisible();

  // Two-way: the JSON drives the controls; broken JSON cannot be copied.
  const jsonField = form.getByLabel(/Node configuration/);
  const edited = { ...node, groupOptions: { groupBy: 'TYPE' } };
  await jsonField.fill(JSON.stringify(edited));
  await expect(form.getByLabel('groupBy')).toHaveValue('TYPE');
  await jsonField.fill('{ "query": ');
  await expect(copy).toBeDisabled();
  await jsonField.fill(JSON.stringify({ ...node, query: { city: 'Gent' } }));
  await expect(copy).toBeDisabled();
  await expect(form.locator('.site-editor__issues')).toContainText('query.city: expected one of the criteria terms, range, match, geoDistance');
  await expect(example.locator('.eb-block-message__detail')).toContainText('unknown key "city"');
  await jsonField.fill(JSON.stringify(node));
  await expect(copy).toBeEnabled();

  // Pasted into a plain page of another origin.
  const demo = new URL(baseURL!).origin;
  const dist = info.project.name === 'react' ? `${demo}/dist/react` : `${demo}/dist`;
  pageHtml = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Gent</title>
<script type="module" src="${dist}/estate-blocks.js" data-site-id="demo" data-api="${demo}/api"></script></head>
<body><h1>Appartementen te koop in Gent</h1>${await snippet.inputValue()}</body></html>`;
  await page.goto(hostOrigin);
  await expect.poll(() => page.locator(ROWS).evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.estateId)).sort((a, b) => a - b))).toEqual(expected);
  await expect(page.locator('.eb-estate-table__group-head').first()).toBeVisible();
});

test('the Transaction list has one option per meaning, and "For sale" selects the ids of both feeds', async ({ page }) => {
  await page.goto('/blocks?block=estate-table');
  const form = page.locator('form[data-editor="estate-table"]');
  const transaction = form.getByLabel('Transaction');
  await expect(transaction.locator('option')).not.toHaveCount(1);
  const labels = await transaction.locator('option').allTextContents();
  expect(labels).toEqual([...new Set(labels)]);
  expect(labels).toEqual(expect.arrayContaining(['Any', 'For sale']));
  await transaction.selectOption({ label: 'For sale' });
  await expect.poll(async () => JSON.parse(await form.getByLabel(/Node configuration/).inputValue()).query.terms['general.transaction.id']).toEqual([1, 10]);
});

test('a city is found by its name in any language (Brussels, Gand, Lüttich), several cities are kept, each removable', async ({ page }) => {
  await page.goto('/blocks?block=estate-table');
  const form = page.locator('form[data-editor="estate-table"]');
  const city = form.getByRole('combobox', { name: 'City' });
  const chosen = form.getByRole('list', { name: 'Chosen cities' });
  const cityIds = async () => JSON.parse(await form.getByLabel(/Node configuration/).inputValue()).query?.terms?.['general.address.city.id'];

  await city.fill('Brussels');
  await form.getByRole('option', { name: /^1000 / }).click();
  await city.fill('Gand');
  await expect(form.getByRole('option', { name: /^9000 Gent/ })).toBeVisible();
  // The keyboard picks too: down to the first match, Enter.
  await city.press('ArrowDown');
  await city.press('Enter');
  await city.fill('Lüttich');
  await form.getByRole('option', { name: /^4000 / }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  await expect(chosen).toContainText('9000 Gent');
  const three = (await cityIds()) as number[];
  expect(three).toHaveLength(3);

  await chosen.getByRole('button', { name: /Remove 9000 Gent/ }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  expect(await cityIds()).toEqual(three.filter((_, i) => i !== 1));
});

test('on a wide screen the live example sits beside the form and stays in view while the form scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/blocks?block=estate-table');
  const form = page.locator('form[data-editor="estate-table"]');
  const example = page.locator('[data-example="estate-table"]');
  await form.getByLabel('Transaction').scrollIntoViewIfNeeded();
  await expect(example.locator(ROWS).first()).toBeVisible();
  const [f, e] = [(await form.boundingBox())!, (await example.boundingBox())!];
  expect(e.x).toBeGreaterThanOrEqual(f.x + f.width);
  await form.getByRole('button', { name: 'Copy snippet' }).scrollIntoViewIfNeeded();
  await expect(example).toBeInViewport();
});

test('a map snippet carries no demo-host tile URL unless the editor sets one; the example still draws the demo tiles', async ({ page }) => {
  await page.goto('/blocks?block=estate-map');
  const form = page.locator('form[data-editor="estate-map"]');
  const snippet = form.getByLabel('Snippet to paste into the page');
  await expect(snippet).not.toHaveValue('');
  expect(decodeURIComponent(await snippet.inputValue())).not.toContain('tileUrl');
  await page.locator('[data-example="estate-map"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-example="estate-map"] img.leaflet-tile').first()).toHaveAttribute('src', /\/tiles\//);
  // A tile URL the map accepts (a path on the site; an https server must be on the allow-list) and this host serves.
  await form.getByLabel('tileUrl').fill('/tiles/{z}/{x}/{y}.svg?style=agency');
  await expect.poll(async () => decodeURIComponent(await snippet.inputValue())).toContain('"tileUrl":"/tiles/{z}/{x}/{y}.svg?style=agency"');
});
