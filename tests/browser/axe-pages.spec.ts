import type { Page } from '@playwright/test';
import { DEMO_PAGES, LOCALES, findPageSamples, type PageSamples } from '../support/demo-pages.mjs';
import { viewportFor, visitWholePage } from '../support/layout-check';
import { afterRendering } from '../support/rendering';
import { axeViolations, expect, test } from './fixtures';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl';
import { MAP, SEARCH, TEXT } from './listing-helpers';

/**
 * axe-core on the whole page (host page and blocks: landmarks, title, lang, headings count too), WCAG 2.x A/AA
 * and best practice, in both builds (playwright projects): every demo page type at 1280 and 390 px, and the
 * states a visitor opens (the phone filter sheet, "More filters", chips, a map popup, the lightbox, a form
 * showing its errors, a failed load). One page load per test: axe at 1280 px, then resized to 390 px.
 * Text changes only a few rules (document-title, html-has-lang, colour contrast of longer words), so every
 * page runs in Dutch and the two richest pages (search, detail) in all four locales.
 */
let samples: Promise<PageSamples> | undefined;

// axe on a whole page takes 3–8 s on this shared 2-core machine (the search page with its table and map the
// most); a test runs it two to five times after loading the page.
const AXE_TEST_TIMEOUT = 90_000;

async function axeProblems(page: Page, state: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await afterRendering(page);
  return (await axeViolations(page)).map((v) => `${state}: ${v}`);
}

/** Axe at the current width, then at 390 px (the same page, resized). */
async function atBothWidths(page: Page, state: string): Promise<string[]> {
  const problems = await axeProblems(page, `${state} at 1280 px`);
  await page.setViewportSize(viewportFor(390));
  problems.push(...(await axeProblems(page, `${state} at 390 px`)));
  return problems;
}

const ALL_LOCALES = new Set(['search', 'broker detail']);

for (const demo of DEMO_PAGES) {
  for (const locale of ALL_LOCALES.has(demo.name) ? LOCALES : (['nl'] as const)) {
    test(`axe: the whole ${demo.name} page at 1280 and 390 px (${locale})`, async ({ page, baseURL }) => {
      test.setTimeout(AXE_TEST_TIMEOUT);
      const s = await (samples ??= findPageSamples(baseURL!));
      const storage = demo.localStorage?.(s);
      if (storage) await page.addInitScript((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }, storage);
      await page.setViewportSize(viewportFor(1280));
      await page.goto(demo.path(locale, s));
      await expect(page.locator(demo.ready).first()).toBeVisible();
      // Blocks mount as they come near the viewport: walk down once so axe sees all of them.
      await visitWholePage(page);
      expect(await atBothWidths(page, demo.name)).toEqual([]);
    });
  }
}

test('axe: the search page with a chip, "More filters" open, a map popup open (1280 px), the filter sheet open (390 px)', async ({ page }) => {
  test.setTimeout(AXE_TEST_TIMEOUT);
  await page.setViewportSize(viewportFor(1280));
  await page.goto(`/nl/${ROUTE_WORDS.nl.offer}?price-min=200000`);
  const search = page.locator(SEARCH);
  await expect(search.getByRole('list', { name: nl['listing.filters.active'] }).getByRole('listitem')).toHaveCount(1);
  const more = search.getByRole('button', { name: TEXT.nl.more });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const problems = await axeProblems(page, 'chip and "More filters" open at 1280 px');

  // A map popup: like a keyboard user, Enter on the biggest cluster until the estates at one place open as a
  // list, or a single estate's marker until its popup opens.
  const map = page.locator(MAP);
  await map.scrollIntoViewIfNeeded();
  const popup = map.locator('.leaflet-popup');
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(async () => {
    if ((await popup.count()) === 0) {
      const clusters = map.locator('.eb-estate-map__cluster');
      const counts = await clusters.evaluateAll((els) => els.map((el) => Number(el.textContent)));
      const target = counts.length ? clusters.nth(counts.indexOf(Math.max(...counts))) : map.locator('.leaflet-marker-icon').first();
      await target.focus();
      await page.keyboard.press('Enter');
    }
    await expect(popup).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 30_000 });
  problems.push(...(await axeProblems(page, 'map popup open at 1280 px')));

  await page.keyboard.press('Escape');
  await page.setViewportSize(viewportFor(390));
  await search.getByRole('button', { name: nl['listing.filters.toggle'].replace('{{n}}', '1') }).click();
  await expect(page.getByRole('dialog', { name: nl['listing.filters.title'] })).toBeVisible();
  problems.push(...(await axeProblems(page, 'filter sheet open at 390 px')));
  expect(problems).toEqual([]);
});

test('axe: the lightbox open on a detail page at 1280 and 390 px', async ({ page, baseURL }) => {
  test.setTimeout(AXE_TEST_TIMEOUT);
  const s = await (samples ??= findPageSamples(baseURL!));
  await page.setViewportSize(viewportFor(1280));
  await page.goto(`/nl/${ROUTE_WORDS.nl.offer}/${s.broker}`);
  const opener = new RegExp(`^${nl['detail.open_photo'].replace('{{index}}', '1').replace('{{count}}', '\\d+')}$`);
  await page.getByRole('button', { name: opener }).first().click();
  const dialog = page.getByRole('dialog', { name: nl['lightbox.dialog'] });
  await expect(dialog.locator('.gslide.current img')).toBeVisible();
  expect(await atBothWidths(page, 'lightbox open')).toEqual([]);
});

test('axe: the keep-me-informed form showing its errors at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(AXE_TEST_TIMEOUT);
  await page.setViewportSize(viewportFor(1280));
  await page.goto(`/nl/${ROUTE_WORDS.nl.keepMeInformed}`);
  const block = page.locator('[data-block="keep-me-informed"]');
  await block.getByRole('button', { name: nl['kmi.subscribe'] }).click();
  await expect(block.getByRole('alert')).toContainText(nl['form.error.summary']);
  expect(await atBothWidths(page, 'form errors')).toEqual([]);
});

test('axe: the search page whose load failed (error and retry) at 1280 and 390 px', async ({ page, guard }) => {
  test.setTimeout(AXE_TEST_TIMEOUT);
  guard.allowFailedRequest(/\/api\/sites\/demo\/estates$/);
  guard.allowConsoleError(/estates|status of 500/);
  await page.route('**/api/sites/demo/estates', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
  await page.setViewportSize(viewportFor(1280));
  await page.goto(`/nl/${ROUTE_WORDS.nl.offer}`);
  await expect(page.locator(SEARCH).getByRole('alert').or(page.locator('[data-block="estate-table"]').getByRole('alert')).first()).toContainText(nl['listing.error']);
  expect(await atBothWidths(page, 'failed load')).toEqual([]);
});
