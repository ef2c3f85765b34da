import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

/**
 * README "Embed", pinned to a release: a page on another origin copies the README's versioned snippet
 * (loader and stylesheet with integrity + crossorigin), fills in the hashes of the release's
 * integrity.json and sees a block mount; with a wrong hash the browser refuses the loader.
 */

const VERSION = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
const README = readFileSync('README.md', 'utf8');
const CDN = 'https://cdn.example.com/estate-blocks/';
const API = 'https://content.example.com/api';

/** The README's pinned snippet: the <link> and <script> tags that name a v<version>/ file. */
function pinnedSnippet(): string {
  const block = [...README.matchAll(/```html\n([\s\S]*?)```/g)].map((m) => m[1]!).find((html) => /\/v\d+\.\d+\.\d+\/estate-blocks\.js/.test(html));
  if (!block) throw new Error('README has no snippet pinning a v<version>/estate-blocks.js');
  return block;
}

let hostServer: Server;
let hostOrigin = '';
let pageHtml = '';

test.beforeAll(async () => {
  hostServer = createServer((req, res) => {
    if (req.url === '/favicon.ico') res.writeHead(204).end();
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(pageHtml);
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => hostServer.close(() => resolve())));

let csp = '';

/** The README snippet served from the demo host's dist/ with `hashes` in place of its sha384-… values. */
function page(demo: string, build: string, hashes: Record<string, string>): string {
  const folder = build === 'react' ? `v${VERSION}/react/` : `v${VERSION}/`;
  const snippet = pinnedSnippet()
    .replaceAll(`${CDN}v${VERSION}/`, `${demo}/dist/${folder}`)
    .replaceAll(API, `${demo}/api`)
    .replace(/(href="[^"]*estate-blocks\.css"\s+integrity=")sha384-[^"]*"/, `$1${hashes['estate-blocks.css']}"`)
    .replace(/(src="[^"]*estate-blocks\.js"\s+integrity=")sha384-[^"]*"/, `$1${hashes['estate-blocks.js']}"`);
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Pinned</title>
${snippet}</head><body><main><h1>Contact</h1><div data-block="contact-form" data-node="%7B%7D"></div></main></body></html>`;
}

test('the README snippet pins this version with integrity and crossorigin', () => {
  const snippet = pinnedSnippet();
  expect(snippet).toContain(`${CDN}v${VERSION}/estate-blocks.js`);
  expect(snippet).toContain(`${CDN}v${VERSION}/estate-blocks.css`);
  expect(snippet.match(/integrity="sha384-[^"]*"/g)).toHaveLength(2);
  expect(snippet.match(/crossorigin="anonymous"/g)).toHaveLength(2);
});

test.describe('a page using the pinned snippet', () => {
  test.beforeEach(({ baseURL }) => {
    const demo = new URL(baseURL!).origin;
    csp = `default-src 'self'; script-src 'self' ${demo}; style-src 'self' ${demo}; img-src 'self' data: ${demo}; connect-src 'self' ${demo}; object-src 'none'; base-uri 'none'`;
  });

  test('mounts a block with the release’s hashes; the versioned files are served immutable', async ({ page: tab, request, baseURL }, info) => {
    const demo = new URL(baseURL!).origin;
    const folder = info.project.name === 'react' ? `v${VERSION}/react` : `v${VERSION}`;
    const integrity = await request.get(`${demo}/dist/${folder}/integrity.json`);
    expect(integrity.ok()).toBe(true);
    const hashes = (await integrity.json()) as Record<string, string>;
    expect(Object.keys(hashes).sort()).toEqual(['estate-blocks.css', 'estate-blocks.js']);
    pageHtml = page(demo, info.project.name, hashes);

    const loader = tab.waitForResponse(`${demo}/dist/${folder}/estate-blocks.js`);
    await tab.goto(`${hostOrigin}/nl/contact`);
    const headers = (await loader).headers();
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['access-control-allow-origin']).toBe('*');
    await expect(tab.locator('[data-block="contact-form"] form')).toBeVisible();
    expect(await tab.evaluate(() => window.EstateBlocks?.version)).toBe(VERSION);
    // The stylesheet passed its check too: a refused one leaves the link without a sheet.
    expect(await tab.locator('link[rel="stylesheet"]').evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
  });

  test('with a wrong hash the browser refuses the loader and no block mounts', async ({ page: tab, guard, baseURL }, info) => {
    const demo = new URL(baseURL!).origin;
    guard.allowConsoleError(/integrity/);
    guard.allowFailedRequest(/\/estate-blocks\.(js|css)$/);
    const wrong = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';
    pageHtml = page(demo, info.project.name, { 'estate-blocks.js': wrong, 'estate-blocks.css': wrong });

    const refused = tab.waitForEvent('console', (msg) => msg.type() === 'error' && /integrity/.test(msg.text()) && msg.text().includes('estate-blocks.js'));
    await tab.goto(`${hostOrigin}/nl/contact`);
    await refused;
    await tab.waitForLoadState('load');
    expect(await tab.evaluate(() => 'EstateBlocks' in window)).toBe(false);
    await expect(tab.locator('[data-block="contact-form"]')).toBeEmpty();
  });
});
