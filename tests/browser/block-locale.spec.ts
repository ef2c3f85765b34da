import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { text } from './forms-helpers';

/**
 * README "Embed": a block's language is its node's locale key, then the element's data-locale, then the
 * loader's data-locale, then the URL's locale segment, then <html lang>. A French block on a Dutch page;
 * a /fr/ page of a single-language CMS that says lang="nl-NL" everywhere.
 */

let server: Server;
let host = '';
let demo = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const build = /eb-build=(\w+)/.exec(req.headers.cookie ?? '')?.[1] === 'react' ? '/react' : '';
    const script = (locale: string) => `<script type="module" src="${demo}/dist${build}/estate-blocks.js" data-site-id="demo" data-api="${demo}/api"${locale}></script>`;
    const pages: Record<string, string> = {
      '/nl/contact': `<html lang="nl">${script(' data-locale="nl"')}<div id="nl" data-block="favorites"></div><div id="fr" data-block="keep-me-informed" data-locale="fr"></div>`,
      '/fr/offre/': `<html lang="nl-NL">${script('')}<div id="page" data-block="keep-me-informed"></div>`,
    };
    const html = pages[path];
    if (!html) return void res.writeHead(path === '/favicon.ico' ? 204 : 404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>${html.replace('<div', '<title>Agency</title><div')}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.beforeEach(({ baseURL }) => {
  demo = new URL(baseURL!).origin;
});

test("README Embed: the element's data-locale beats the loader's — a French block on a Dutch page", async ({ page }) => {
  await page.goto(`${host}/nl/contact`);
  await expect(page.locator('#nl').getByText(text('nl', 'favorites.empty'))).toBeVisible();
  await expect(page.locator('#fr').getByRole('button', { name: text('fr', 'kmi.subscribe') })).toBeVisible();
  await expect(page.locator('#fr').getByRole('textbox', { name: text('fr', 'form.field.firstName'), exact: true })).toBeVisible();
});

test('README Embed: the URL\'s locale segment beats <html lang> — /fr/ on a lang="nl-NL" page is French', async ({ page }) => {
  await page.goto(`${host}/fr/offre/`);
  await expect(page.locator('#page').getByRole('button', { name: text('fr', 'kmi.subscribe') })).toBeVisible();
  await expect(page.locator('#page').getByRole('textbox', { name: text('fr', 'form.field.firstName'), exact: true })).toBeVisible();
});
