import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Content editors write `data-node`; an Author's markup must not run script or send a visitor away.
 * Every block is mounted with hostile values in every string key of its schema (as the build wrote
 * them to .build/blocks.json) on a page without any Content-Security-Policy.
 */
interface Field {
  type: string;
  fields?: Record<string, Field>;
}
interface BlockInfo {
  name: string;
  schema: Record<string, Field>;
  example: Record<string, unknown>;
}

const BLOCKS: BlockInfo[] = JSON.parse(readFileSync('.build/blocks.json', 'utf8'));

const HOSTILE = [
  '<script>__ebPwned("script")</script>',
  '<img src=x onerror="__ebPwned(\'img\')">',
  'javascript:__ebPwned("javascript")',
  'data:text/html,<script>parent.__ebPwned("data")</script>',
  '//evil.example/x',
  '\\\\evil.example\\x',
  'https://evil.example/{z}/{x}/{y}.png?u={url}',
];

/** Dotted paths of the schema's string and string-array keys, nested objects included. */
function stringKeys(schema: Record<string, Field>, prefix = ''): { path: string[]; array: boolean }[] {
  return Object.entries(schema).flatMap(([key, field]) => {
    if (field.type === 'string' || field.type === 'string[]') return [{ path: [...prefix.split('.').filter(Boolean), key], array: field.type === 'string[]' }];
    return field.type === 'object' && field.fields ? stringKeys(field.fields, `${prefix}${key}.`) : [];
  });
}

function withValue(example: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const node = structuredClone(example);
  let at = node;
  for (const key of path.slice(0, -1)) at = (at[key] = { ...((at[key] as Record<string, unknown>) ?? {}) }) as Record<string, unknown>;
  at[path[path.length - 1]] = value;
  return node;
}

function pageHtml(block: BlockInfo, loader: string): string {
  const divs = stringKeys(block.schema).flatMap(({ path, array }) =>
    HOSTILE.map((value) => {
      const node = withValue(block.example, path, array ? [value] : value);
      return `<div data-block="${block.name}" data-key="${path.join('.')}" data-node="${encodeURIComponent(JSON.stringify(node))}"></div>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile configuration</title>
<link rel="stylesheet" href="${loader.replace(/estate-blocks\.js$/, 'estate-blocks.css')}">
<script type="module" src="${loader}" data-site-id="demo" data-api="/api" data-locale="en"></script></head>
<body><main><h1>${block.name}</h1>${divs.join('\n')}</main></body></html>`;
}

async function watch(page: Page, origin: string) {
  const executed: string[] = [];
  const offSite: string[] = [];
  await page.exposeFunction('__ebPwned', (what: string) => executed.push(what));
  const leaves = (request: Request) => request.isNavigationRequest() && new URL(request.url()).origin !== origin;
  page.on('request', (request) => {
    if (leaves(request)) offSite.push(request.url());
  });
  page.on('popup', (popup) => offSite.push(popup.url()));
  await page.route(/evil\.example/, (route) => route.abort());
  return { executed, offSite };
}

for (const block of BLOCKS.filter((b) => stringKeys(b.schema).length > 0)) {
  test(`${block.name}: hostile values in every string key run nothing and lead nowhere, without CSP`, async ({ page, baseURL, guard }, testInfo) => {
    // One page mounts the block once per key and value: dozens of detail blocks or maps.
    test.slow();
    guard.allowConsoleError(/\[estate-blocks\]/);
    guard.allowConsoleError(/Failed to load resource/);
    const origin = new URL(baseURL!).origin;
    const { executed, offSite } = await watch(page, origin);
    const loader = testInfo.project.name === 'react' ? '/dist/react/estate-blocks.js' : '/dist/estate-blocks.js';
    const url = `${origin}/hostile-config/${block.name}`;
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: pageHtml(block, loader) }));
    await page.goto(url);

    const elements = page.locator('[data-block]');
    const count = await elements.count();
    expect(count).toBe(stringKeys(block.schema).length * HOSTILE.length);
    // Blocks near the viewport load their chunk (and a map its engine): bring each waiting one into view until none waits.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const waiting = document.querySelector('[data-block]:not([data-block-state="mounted"]):not([data-block-state="error"])');
            waiting?.scrollIntoView({ block: 'center' });
            return document.querySelectorAll('[data-block]:not([data-block-state="mounted"]):not([data-block-state="error"])').length;
          }),
        { timeout: 60_000 },
      )
      .toBe(0);
    // A URL-like key refuses every hostile value with the usual expected/received message.
    for (const key of ['resultsPage', 'successUrl', 'shareUrl', 'tileUrl']) {
      const refused = page.locator(`[data-key="${key}"]`);
      for (let i = 0; i < (await refused.count()); i++) await expect(refused.nth(i)).toHaveAttribute('data-block-state', 'error');
    }
    // The map's attribution is the configured text, shown as text.
    if (block.name === 'estate-map') {
      const attribution = page.locator('[data-key="tileAttribution"] .leaflet-control-attribution');
      await expect(attribution).toHaveCount(HOSTILE.length);
      for (const value of HOSTILE) await expect(attribution.filter({ hasText: value })).toHaveCount(1);
      await expect(page.locator('[data-key="tileAttribution"] .leaflet-control-attribution :is(img, script, [onload], [onerror], a[href^="javascript"])')).toHaveCount(0);
    }
    // Links and buttons of the mounted blocks lead nowhere hostile either.
    const hrefs = await page.locator('[data-block] a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.filter((href) => !href.startsWith(origin) && !/^(mailto|tel):/.test(href) && !href.startsWith('https://leafletjs.com'))).toEqual([]);
    expect(executed).toEqual([]);
    expect(offSite).toEqual([]);
  });
}
