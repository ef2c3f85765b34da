import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTE_WORDS } from '../../core/routes/words';
import { SAMPLE_APPOINTMENT_ID } from '../../demo-host/data/samples';
import { favoritesKey } from '../../core/favorites/favorites-store';
import { afterRendering } from '../support/rendering';
import { blockText } from './raw-text';
import { localeWords, rawTextProblems } from '../support/raw-text-scan';
import { LOCALES, type Locale } from '../../core/i18n/locale';

/**
 * Every page type, in four languages (both builds: the playwright projects), over estates of both feeds,
 * every type, transaction and status, projects, units and rentals: no raw value, key, code or label of
 * another language (raw-text.ts). One load per page and language: the estates share one page of detail
 * blocks and one favorites list.
 */
type Json = any;

interface Sample {
  what: string;
  estateId: number;
  entityId?: number;
}

async function sweepSamples(request: APIRequestContext): Promise<{ estates: Sample[]; rental: number }> {
  const results: Json[] = [];
  for (let from = 0; from < 5000; from += 1000) {
    const page = await (await request.post('/api/sites/demo/estates', { data: { query: {}, sort: [{ field: 'general.publicationDate', order: 'DESC' }], pagination: { from, size: 1000 }, units: true } })).json();
    results.push(...page.results);
    if (results.length >= page.total.value) break;
  }
  // The first estate of each feed × kind × transaction × head type, and of each unit transaction.
  const seen = new Map<string, Sample>();
  for (const result of [...results].sort((a, b) => a.children[0].id - b.children[0].id)) {
    const [main, ...units] = result.children as Json[];
    const g = main.general;
    const kind = g.project ? 'project' : 'estate';
    const key = `${main.feed ?? 'broker'} ${kind} transaction ${g.transaction?.id} type ${g.headType?.id}`;
    if (!seen.has(key)) seen.set(key, { what: key, estateId: main.id });
    for (const unit of units) {
      const unitKey = `unit transaction ${unit.general.transaction?.id}`;
      if (!seen.has(unitKey)) seen.set(unitKey, { what: unitKey, estateId: main.id, entityId: unit.id });
    }
  }
  const rentals = await (await request.post('/api/sites/demo/rental-units', { data: {} })).json();
  return { estates: [...seen.values()], rental: rentals.results[0].id };
}

let samples: Awaited<ReturnType<typeof sweepSamples>>;
test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  samples = await sweepSamples(request);
  await request.dispose();
});

/** Scrolls to the end so that below-the-fold blocks and lazy parts mount, then lets the answers arrive. */
async function readAll(page: Page, openTabs = true): Promise<string> {
  for (let y = 0; y < 30 && !(await page.evaluate(() => innerHeight + scrollY >= document.body.scrollHeight - 2)); y++) {
    await page.mouse.wheel(0, 1500);
    await afterRendering(page);
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('[data-block][aria-busy="true"], [data-block] [aria-busy="true"]')).toHaveCount(0);
  let text = await blockText(page);
  // Tabs show one panel at a time: open each (notary listings).
  const tabs = page.locator('[data-block] [role="tab"]');
  for (let i = 0; openTabs && i < (await tabs.count()); i++) {
    const tab = tabs.nth(i);
    await tab.click();
    const panels = tab.locator('xpath=ancestor::*[@data-block][1]').locator('[role="tabpanel"]:visible');
    text += '\n' + (await panels.allInnerTexts()).join('\n');
  }
  return text;
}

function detailsPage(locale: Locale, dist: string, api: string): string {
  const blocks = samples.estates
    .map(({ estateId, entityId }) => {
      const node = { estateId, ...(entityId ? { entityId } : {}), actions: [], correctUrl: false, describePage: false };
      return `<section><div data-block="estate-detail" data-node="${encodeURIComponent(JSON.stringify(node))}"></div></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>Sweep</title>
<link rel="stylesheet" href="${dist}/estate-blocks.css">
<script type="module" src="${dist}/estate-blocks.js" data-site-id="demo" data-api="${api}" data-locale="${locale}"></script></head>
<body><main>${blocks}</main></body></html>`;
}

for (const locale of LOCALES) {
  test(`every page type reads clean in ${locale}: no raw value, key, code or other language's label`, async ({ page, baseURL }, info) => {
    test.setTimeout(300_000);
    const words = ROUTE_WORDS[locale];
    const rules = localeWords(locale);
    const problems: string[] = [];
    expect(samples.estates.length, 'estates across feeds, kinds, transactions and types').toBeGreaterThanOrEqual(40);
    const look = (where: string, text: string) => problems.push(...rawTextProblems(text, rules).map((p) => `${where}: ${p}`));

    const pages: [string, string][] = [
      ['home', `/${locale}`],
      ['search', `/${locale}/${words.offer}`],
      ['search for sold', `/${locale}/${words.offer}?transaction=5`],
      ['rental search', `/${locale}/${words.holiday}`],
      ['rental unit', `/${locale}/${words.holiday}/${samples.rental}`],
      ['keep-me-informed', `/${locale}/${words.keepMeInformed}?transaction=2&geo_range=10km;51.05;3.72`],
      ['cancel-appointment', `/${locale}/${words.cancelAppointment}/${SAMPLE_APPOINTMENT_ID}`],
    ];
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.locator('[data-block]').first()).toHaveAttribute('data-block-state', 'mounted');
      look(`${name} ${path}`, await readAll(page));
    }

    // Favorites: every sampled estate and unit in one list.
    const ids = samples.estates.map((s) => String(s.entityId ?? s.estateId));
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [favoritesKey('demo'), JSON.stringify(ids)] as const);
    await page.goto(`/${locale}/${words.favorites}`);
    await expect(page.locator('[data-block="favorites"] a[href]').first()).toBeVisible();
    look('favorites', await readAll(page));

    // Details: one block per sampled estate or unit, all on one page.
    const dist = info.project.name === 'react' ? '/dist/react' : '/dist';
    await page.route(`${baseURL}/raw-text-sweep`, (route) => route.fulfill({ contentType: 'text/html', body: detailsPage(locale, dist, `${baseURL}/api`) }));
    await page.goto(`${baseURL}/raw-text-sweep`);
    // A few at a time, as a visitor's scrolling would: sixty at once queue past the client's time-out.
    const details = page.locator('[data-block="estate-detail"]');
    const count = await details.count();
    for (let from = 0; from < count; from += 6) {
      await page.evaluate(([a, b]) => Promise.all(Array.from(document.querySelectorAll('[data-block]')).slice(a, b).map((el) => window.EstateBlocks!.mount(el as HTMLElement))), [from, from + 6]);
      for (let i = from; i < Math.min(count, from + 6); i++) await expect(details.nth(i).locator('h2').first()).toBeVisible();
    }
    // Each block's open tab (sample-walk.spec.ts opens every tab of the sample records).
    look('details', await readAll(page, false));

    expect(problems).toEqual([]);
  });
}
