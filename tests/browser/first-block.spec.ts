import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { apiSearch, mainIds, ROWS } from './listing-helpers';

/**
 * README "Your first block in 5 minutes", followed literally: its page, saved as is (only the demo
 * host's address differs: each test run has its own port), served from another origin.
 */

const README = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
const PAGE = /<!-- first-block:start -->\s*```html\n([\s\S]*?)```\s*<!-- first-block:end -->/.exec(README)?.[1] ?? '';

let server: Server;
let hostOrigin = '';

test.beforeAll(async ({ baseURL }) => {
  const demo = new URL(baseURL!).origin;
  server = createServer((req, res) => {
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    const build = /eb-build=(\w+)/.exec(req.url ?? '')?.[1];
    let html = PAGE.replaceAll('http://127.0.0.1:8080', demo);
    if (build === 'react') html = html.replaceAll(`${demo}/dist/`, `${demo}/dist/react/`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the README page shows the apartments for sale in Gent, grouped by price, in the accent colour', async ({ page, request }, info) => {
  expect(PAGE, 'README has the first-block page between its markers').toContain('data-block="estate-table"');
  await page.goto(`${hostOrigin}/?eb-build=${info.project.name}`);
  const node = JSON.parse(decodeURIComponent(/data-node="([^"]+)"/.exec(PAGE)![1])) as { query: Record<string, unknown> };
  const expected = mainIds(await apiSearch(request, { query: node.query, sort: [{ field: 'general.publicationDate', order: 'DESC' }], pagination: { from: 0, size: 100 } }, 'demo', 'en'));
  expect(expected.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.locator(ROWS).evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.estateId)).sort((a, b) => a - b)))
    .toEqual([...expected].sort((a, b) => a - b));
  await expect(page.locator('.eb-estate-table__group-head').first()).toBeVisible();
  await expect(page.locator('[data-block="estate-table"] a').first()).toHaveCSS('color', 'rgb(154, 52, 18)');
});
