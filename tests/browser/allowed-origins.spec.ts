import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { ROWS } from './listing-helpers';

/**
 * Origins a site builder adds by configuration: the reference service runs here with
 * EB_ALLOWED_ORIGINS=http://127.0.0.2:* (playwright.config.ts), an origin that is neither the
 * service's own nor a development one (127.0.0.1, localhost). A page there lists estates; the same
 * page on 127.0.0.3, which no setting names, is refused.
 */

let server: Server;
let port = 0;
let demo = '';
let dist = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Staging</title>
<script type="module" src="${dist}/estate-blocks.js" data-site-id="demo" data-api="${demo}/api"></script></head>
<body><h1>Aanbod</h1><div data-block="estate-table" data-node="${encodeURIComponent('{"syncUrl":false}')}"></div></body></html>`);
  });
  // 0.0.0.0: the page is served on 127.0.0.2 and 127.0.0.3 alike, the Origin tells them apart.
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  port = (server.address() as AddressInfo).port;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.beforeEach(({ baseURL }, info) => {
  demo = new URL(baseURL!).origin;
  dist = info.project.name === 'react' ? `${demo}/dist/react` : `${demo}/dist`;
});

test('a staging origin named in EB_ALLOWED_ORIGINS lists the estates; an origin named nowhere is refused', async ({ page, guard }) => {
  const allowHeaders: (string | null)[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${demo}/api/`) && r.request().resourceType() === 'fetch') allowHeaders.push(r.headers()['access-control-allow-origin'] ?? null);
  });
  await page.goto(`http://127.0.0.2:${port}/`);
  await expect(page.locator(ROWS).first()).toBeVisible();
  expect(allowHeaders.length).toBeGreaterThan(0);
  expect(new Set(allowHeaders)).toEqual(new Set([`http://127.0.0.2:${port}`]));

  // The browser reports the refused calls on the console; the block says it could not load.
  guard.allowConsoleError(/CORS|Failed to fetch|ERR_FAILED|estate-blocks/);
  await page.goto(`http://127.0.0.3:${port}/`);
  await expect(page.locator('[data-block="estate-table"] [role="alert"], [data-block="estate-table"] .eb-block-message').first()).toBeVisible();
  await expect(page.locator(ROWS)).toHaveCount(0);
});
