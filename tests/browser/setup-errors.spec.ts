import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { ROWS } from './listing-helpers';

/**
 * README "Embed": a site builder's setup mistakes each log one `[estate-blocks]` console error that names
 * the cause and the fix — a missing or malformed data-api, a site id the service does not know, a service
 * that cannot be reached — and a loader behind a redirecting URL (a CDN's "latest") still finds its
 * settings and loads its chunks from where it really is.
 */

let server: Server;
let host = '';
let demo = '';

function page(script: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Agency</title>${script}</head>
<body><h1>Offer</h1><div data-block="estate-table" data-node="${encodeURIComponent('{"syncUrl":false}')}"></div></body></html>`;
}

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const build = /eb-build=(\w+)/.exec(req.headers.cookie ?? '')?.[1] === 'react' ? '/react' : '';
    const loader = `${demo}/dist${build}/estate-blocks.js`;
    const tag = (attributes: string, src = loader) => `<script type="module" src="${src}" ${attributes}></script>`;
    const pages: Record<string, string> = {
      '/missing-api': page(tag('data-site-id="demo"')),
      '/bad-api': page(tag(`data-site-id="demo" data-api="${demo.replace(/^http:\/\//, '')}/api"`)),
      '/unknown-site': page(tag(`data-site-id="agnecy" data-api="${demo}/api"`)),
      '/unreachable': page(tag('data-site-id="demo" data-api="http://127.0.0.1:9/api"')),
      '/redirected': page(tag(`data-site-id="demo" data-api="${demo}/api"`, `/cdn/latest/estate-blocks.js`)),
    };
    if (url.pathname === '/cdn/latest/estate-blocks.js') return void res.writeHead(302, { location: loader, 'access-control-allow-origin': '*' }).end();
    const html = pages[url.pathname];
    if (!html) return void res.writeHead(url.pathname === '/favicon.ico' ? 204 : 404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.beforeEach(({ baseURL }) => {
  demo = new URL(baseURL!).origin;
});

const CASES: Array<[string, string, RegExp]> = [
  ['a missing data-api', '/missing-api', /^\[estate-blocks\] the loader's <script> has no data-api: add the site content service's base URL, e\.g\. data-api="https:\/\/content\.example\.com\/api"\.$/],
  ['a data-api without its scheme', '/bad-api', /^\[estate-blocks\] data-api on the loader's <script> is not a base URL \(received "127\.0\.0\.1:\d+\/api"\): write it as an absolute http\(s\) URL/],
  ['a site id the service does not know', '/unknown-site', /^\[estate-blocks\] the site content service at http:\/\/127\.0\.0\.1:\d+\/api does not know the site "agnecy" \(GET \/sites\/agnecy answered 404\): check data-site-id on the loader's <script>\.$/],
  ['a service that cannot be reached', '/unreachable', /^\[estate-blocks\] the site content service at http:\/\/127\.0\.0\.1:9\/api could not be reached from http:\/\/127\.0\.0\.1:\d+ \(network error or CORS refusal\): check data-api .*allowedOrigins.*EB_ALLOWED_ORIGINS/],
];

for (const [mistake, path, message] of CASES) {
  test(`README Embed: ${mistake} logs one [estate-blocks] error naming the cause and the fix`, async ({ page, guard }) => {
    // The block's own failed calls are reported too (and the browser's network lines); the setup message is the one that says what to do.
    guard.allowConsoleError(/\[estate-blocks\]|Failed to load resource|ERR_|CORS/);
    guard.allowFailedRequest(/./);
    await page.goto(`${host}${path}`);
    await expect(page.locator('[data-block="estate-table"] [role="alert"]').first()).toBeVisible();
    await expect.poll(() => guard.consoleErrors.filter((text) => message.test(text)).length, { message: guard.consoleErrors.join("\n") }).toBe(1);
    // Other blocks or a second call do not repeat it.
    expect(guard.consoleErrors.filter((text) => text.startsWith('[estate-blocks] ') && /data-api|data-site-id/.test(text) && !message.test(text))).toEqual([]);
  });
}

test('README Embed: a loader behind a redirecting URL finds its settings and loads its chunks from its final folder', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => r.url().includes('/assets/') && chunks.push(r.url()));
  await page.goto(`${host}/redirected`);
  await expect(page.locator(ROWS).first()).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.every((url) => url.startsWith(`${demo}/dist/`))).toBe(true);
});
