import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { fillByLabel, outboxMessagesTo, text, uniqueEmail } from './forms-helpers';
import { DEFAULT_SORT, ROWS, SEARCH, TABLE, TEXT, apiSearch, expectTableIds, mainIds } from './listing-helpers';

/**
 * DESIGN §3 cross-origin: a plain HTML page on another origin (another port) embeds the loader and the
 * API of the demo host, as README "Embed" tells a site builder to, under the Content-Security-Policy
 * README lists: search, a detail page with its photos and a form submit, in both builds.
 */

let hostServer: Server;
let hostOrigin = '';

function hostPage(demo: string, build: string, title: string, blocks: string): string {
  const dist = build === 'react' ? `${demo}/dist/react` : `${demo}/dist`;
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="${dist}/estate-blocks.css">
<script type="module" src="${dist}/estate-blocks.js" data-site-id="demo" data-api="${demo}/api" data-locale="nl"></script>
</head><body><main><h1>${title}</h1>${blocks}</main></body></html>`;
}

const node = (value: object) => encodeURIComponent(JSON.stringify(value));

test.beforeAll(async ({ baseURL }) => {
  const demo = new URL(baseURL!).origin;
  // README "Embed" → "Content-Security-Policy": the directives a host adds for the bundle and the API.
  const csp = `default-src 'self'; script-src 'self' ${demo}; style-src 'self' ${demo}; img-src 'self' data: ${demo}; connect-src 'self' ${demo}; object-src 'none'; base-uri 'none'`;
  hostServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const build = url.searchParams.get('build') ?? /eb-build=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'preact';
    const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, 'set-cookie': `eb-build=${build}; Path=/` };
    if (url.pathname === '/nl/aanbod') {
      res.writeHead(200, headers).end(
        hostPage(demo, build, 'Ons aanbod', `<div data-block="estate-search" data-node="${node({})}"></div>
<div data-block="estate-table" data-node="${node({})}"></div>
<div data-block="contact-form" data-node="${node({})}"></div>`),
      );
    } else if (url.pathname.startsWith('/nl/aanbod/')) {
      // The localized detail route the host must serve (README "Routes"): the block reads the id from it.
      res.writeHead(200, headers).end(hostPage(demo, build, 'Detail', `<div data-block="estate-detail" data-node="${node({ headingLevel: 1 })}"></div>`));
    } else if (url.pathname === '/favicon.ico') res.writeHead(204).end();
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => hostServer.close(() => resolve())));

test('a page on another origin searches, shows a detail with its photos and sends a form, under a strict CSP', async ({ page, request, baseURL }, info) => {
  const demo = new URL(baseURL!).origin;
  expect(hostOrigin).not.toBe(demo);
  const apiCalls: { url: string; status: number; origin: string | null }[] = [];
  page.on('response', (r) => {
    // Images load without CORS (no Origin); the calls the bundle makes are fetches.
    if (r.url().startsWith(`${demo}/api/`) && r.request().resourceType() === 'fetch') apiCalls.push({ url: r.url(), status: r.status(), origin: r.headers()['access-control-allow-origin'] ?? null });
  });
  const loadedAt = Date.now();
  await page.goto(`${hostOrigin}/nl/aanbod?build=${info.project.name}`);

  // Search: the default list, then a filter, each equal to the service's own answer.
  await expect(page.locator(`${SEARCH} form`)).toBeVisible();
  await page.locator(TABLE).scrollIntoViewIfNeeded();
  await expectTableIds(page, mainIds(await apiSearch(request, { query: {}, sort: DEFAULT_SORT }, 'demo', 'nl')));
  await page.locator(SEARCH).getByLabel(TEXT.nl.bedrooms).selectOption('3');
  const filtered = await apiSearch(request, { query: { range: { 'general.bedroomCount': { gte: 3 } } }, sort: DEFAULT_SORT }, 'demo', 'nl');
  await expectTableIds(page, mainIds(filtered));

  // A form: posted cross-origin (preflight + JSON), stored by the service.
  const email = uniqueEmail('cross-origin', info.project.name, 'nl');
  const form = page.locator('[data-block="contact-form"]');
  await form.scrollIntoViewIfNeeded();
  await fillByLabel(page, [
    [text('nl', 'form.field.firstName'), 'Els'],
    [text('nl', 'form.field.lastName'), 'Maes'],
    [text('nl', 'form.field.email'), email],
    [text('nl', 'form.field.message'), 'Vraag vanaf een andere site'],
  ]);
  await form.getByRole('checkbox', { name: text('nl', 'form.consent.label') }).check();
  // The service refuses a form sent within 3 s of showing it (spam rule, DESIGN §3).
  await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - loadedAt)));
  await form.getByRole('button', { name: text('nl', 'contact.submit') }).click();
  await expect(form.getByText(text('nl', 'contact.success'))).toBeVisible();
  await expect.poll(async () => (await outboxMessagesTo(request, email)).length).toBe(1);

  // Detail: the row's link leads to the host's own detail route; photos come from the service's origin.
  // The first row with photos (a few listings have none and show the placeholder).
  const withPhotos = filtered.results.map((r) => r.children[0] as { id: number; pictures?: unknown[] }).find((e) => (e.pictures ?? []).length > 0);
  const firstId = withPhotos!.id;
  await page.locator(`${ROWS}[data-estate-id="${firstId}"] a`).first().click();
  await expect(page).toHaveURL(new RegExp(`^${hostOrigin}/nl/aanbod/${firstId}/`));
  const main = page.locator('.eb-photos__main-image');
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('src', new RegExp(`^${demo}/api/images/`));
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  expect(apiCalls.length).toBeGreaterThan(3);
  expect(apiCalls.filter((c) => c.status >= 400 || c.origin !== hostOrigin), 'every API answer allows the host origin').toEqual([]);
});

test('the bundle files answer Access-Control-Allow-Origin: *; the API echoes an allowed origin only', async ({ request }) => {
  for (const path of ['/dist/estate-blocks.js', '/dist/estate-blocks.css', '/dist/react/estate-blocks.js']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['access-control-allow-origin'], path).toBe('*');
  }
  const allowed = await request.get('/api/sites/demo', { headers: { origin: hostOrigin } });
  expect(allowed.headers()['access-control-allow-origin']).toBe(hostOrigin);
  const foreign = await request.get('/api/sites/demo', { headers: { origin: 'https://evil.example' } });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
  expect(foreign.headers().vary?.split(/,\s*/)).toContain('Origin');
});
