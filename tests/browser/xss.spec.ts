import { test, expect, type Page } from '@playwright/test';
import { detailSamplesOnce } from './detail-samples';
import { ROUTE_WORDS } from '../../core/routes/words';
import { CONTACT_WORDS } from '../../demo-host/site/pages/forms';
import { afterRendering } from '../support/rendering';

/**
 * Data is never markup or a URL we trust. Every API answer the pages render from is
 * rewritten on its way to the browser: each URL-like field becomes a `javascript:` URL, each HTML or
 * text field gets script payloads appended. Run with the page's CSP removed (the bundle must not rely
 * on it) and with it kept. Counts: live javascript: links/sources in the DOM and payload executions.
 */
const RUN = 'window.__ebPwned=(window.__ebPwned||0)+1';
const URL_PAYLOADS = [`javascript:${RUN}`, ` JaVaScRiPt:${RUN}`, `java\tscript:${RUN}`, `data:text/html,<script>${RUN}</script>`];
const HTML_PAYLOAD = [
  `<a href="javascript:${RUN}">a</a>`,
  `<a href=" java&#x09;script:${RUN}">b</a>`,
  `<img src="x" onerror="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<script>${RUN}</script>`,
].join('');
const URL_KEY = /(url|link|href|src|file|picture|photo|thumbnail|original|medium|image|virtualvisit|website)$/i;
const HTML_KEY = /^(description|content|html|comment|title|name|value)$/i;
const LOCALE_KEY = /^(nl|fr|en|de)$/;

interface Counter {
  urls: number;
  html: number;
}

function poison(value: unknown, key: string, count: Counter): unknown {
  if (typeof value === 'string') {
    if (URL_KEY.test(key)) return URL_PAYLOADS[count.urls++ % URL_PAYLOADS.length];
    if (HTML_KEY.test(key)) {
      count.html++;
      return value + HTML_PAYLOAD;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, key, count));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, LOCALE_KEY.test(k) ? key : k, count)]));
  }
  return value;
}

async function armPage(page: Page, keepCsp: boolean): Promise<Counter> {
  const count: Counter = { urls: 0, html: 0 };
  await page.route('**/*', async (route) => {
    if (keepCsp || route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    const body = (await response.text()).replace(/<meta[^>]+content-security-policy[^>]*>/gi, '');
    await route.fulfill({ response, headers, body });
  });
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    if (!/json/.test(response.headers()['content-type'] ?? '')) return route.fulfill({ response });
    const body = JSON.stringify(poison(await response.json(), '', count));
    await route.fulfill({ response, body, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(body)) } });
  });
  return count;
}

interface Findings {
  liveLinks: number;
  liveSources: number;
  executions: number;
}

async function inspect(page: Page): Promise<Findings> {
  // Blocks below the fold mount as they near the viewport: bring every one of them in.
  for (const block of await page.locator('[data-block]').all()) await block.scrollIntoViewIfNeeded().catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // Click whatever a visitor could click that does not leave the page for an http(s) address.
  const links = page.locator('[data-block] a[href]');
  for (let i = 0; i < (await links.count()); i++) {
    const link = links.nth(i);
    const protocol = await link.evaluate((a) => (a as HTMLAnchorElement).protocol);
    if (protocol !== 'http:' && protocol !== 'https:' && protocol !== 'mailto:' && protocol !== 'tel:') {
      await link.click({ force: true, noWaitAfter: true, timeout: 2_000 }).catch(() => undefined);
    }
  }
  await afterRendering(page);
  return page.evaluate(() => ({
    liveLinks: [...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')].filter((a) => a.protocol === 'javascript:' || a.protocol === 'data:').length,
    liveSources: [...document.querySelectorAll('[src]')].filter((el) => /^\s*(javascript|data:text)/i.test(el.getAttribute('src') ?? '')).length,
    executions: window.__ebPwned ?? 0,
  }));
}

const sample = detailSamplesOnce();

for (const keepCsp of [false, true]) {
  test(`XSS from API data (${keepCsp ? 'with' : 'without'} the page CSP): 0 live javascript: links, 0 executions on every page type`, async ({ page }) => {
    test.setTimeout(120_000);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const count = await armPage(page, keepCsp);
    const offer = (id: number) => `/nl/${ROUTE_WORDS.nl.offer}/${id}`;
    const pages: [string, string][] = [
      ['search (table, map)', `/nl/${ROUTE_WORDS.nl.offer}`],
      ['broker detail', offer(sample().broker)],
      ['project', offer(sample().project)],
      ['unit of a project', offer(sample().unit)],
      ['notary public sale', offer(sample().notaryPublicSale)],
      ['rental search', `/nl/${ROUTE_WORDS.nl.holiday}`],
      ['rental unit', `/nl/${ROUTE_WORDS.nl.holiday}/${sample().rentalUnit}`],
      ['contact (agreements)', `/nl/${CONTACT_WORDS.nl}`],
    ];
    const table: Record<string, Findings & { poisonedUrls: number }> = {};
    for (const [name, path] of pages) {
      const before = count.urls;
      await page.goto(path);
      await expect(page.locator('[data-block]').first()).toHaveAttribute('data-block-state', /mounted|error/);
      if (!keepCsp) expect(await page.evaluate(() => { try { return eval('1') === 1; } catch { return false; } }), 'CSP removed').toBe(true);
      table[name] = { ...(await inspect(page)), poisonedUrls: count.urls - before };
    }
    console.log(`[xss ${keepCsp ? 'csp' : 'no-csp'}] ${JSON.stringify(table)}`);
    for (const [name, found] of Object.entries(table)) {
      expect(found.poisonedUrls, `${name}: the page rendered from poisoned answers`).toBeGreaterThan(0);
      expect({ name, liveLinks: found.liveLinks, liveSources: found.liveSources, executions: found.executions }).toEqual({ name, liveLinks: 0, liveSources: 0, executions: 0 });
    }
    expect(count.html).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
  });
}
