import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { ROUTE_WORDS } from '../../core/routes';
import type { Locale } from '../../core/i18n/locale';
import { text } from './forms-helpers';
import { COUNT_FIELDS } from '../../core/query/subscription-query';

const KMI = '[data-block="keep-me-informed"]';
/** What marks the form's count calls among the estate searches: their field projection. */
const COUNT = JSON.stringify({ fields: COUNT_FIELDS }).slice(1, -1);

/** The count text the visitor should read for `n` (its own text for none, else the locale's plural form). */
const countText = (locale: Locale, n: number) => text(locale, `kmi.count_${n === 0 ? 'zero' : new Intl.PluralRules(locale).select(n)}`, { count: n });

/** The search API's total for these criteria, asked by the test itself (docs/api.md POST /estates). */
async function apiTotal(request: APIRequestContext, query: Record<string, unknown>): Promise<number> {
  const answer = await request.post('/api/sites/demo/estates', { data: { query, pagination: { from: 0, size: 1 } } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { total: { value: number } }).total.value;
}

/** POST /estates calls the form makes for its count (size 1, ids only), from now on. */
function countCalls(page: Page): { n: number } {
  const calls = { n: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/sites\/demo\/estates$/.test(new URL(r.url()).pathname) && r.postData()?.includes(COUNT)) calls.n++;
  });
  return calls;
}

for (const locale of ['nl', 'fr'] as const) {
  const optional = (label: string) => `${label} (${text(locale, 'form.optional')})`;

  test(`keep-me-informed (${locale}): the form shows how many current estates its criteria match, the search API's total for them`, async ({ page, request }, info) => {
    const calls = countCalls(page);
    await page.goto(`/${locale}/${ROUTE_WORDS[locale].keepMeInformed}`);
    const block = page.locator(KMI);
    const count = block.locator('[aria-live="polite"].eb-kmi__count');
    await expect(count).toHaveText(countText(locale, await apiTotal(request, {})));

    // A choice asks at once.
    const offer = block.getByRole('combobox', { name: optional(text(locale, 'kmi.transaction')) });
    await offer.selectOption({ index: 1 });
    const transactions = (await offer.inputValue()).split(',').map(Number);
    const forSale = { terms: { 'general.transaction.id': transactions } };
    await expect(count).toHaveText(countText(locale, await apiTotal(request, forSale)));

    // Typing a price asks once it pauses, not once a key.
    const before = calls.n;
    const priceMax = block.getByRole('textbox', { name: optional(text(locale, 'kmi.priceMax')) });
    await priceMax.pressSequentially('350000');
    const withPrice = { ...forSale, range: { 'general.price.value': { lte: 350000 } } };
    const total = await apiTotal(request, withPrice);
    expect(total).toBeGreaterThan(0);
    await expect(count).toHaveText(countText(locale, total));
    expect(calls.n - before).toBeLessThan('350000'.length);

    await block.getByRole('combobox', { name: optional(text(locale, 'kmi.bedroomsMin')) }).selectOption('3');
    const withBedrooms = { ...withPrice, range: { ...withPrice.range, 'general.bedroomCount': { gte: 3 } } };
    await expect(count).toHaveText(countText(locale, await apiTotal(request, withBedrooms)));
    await expectNoAxeViolations(page, KMI);

    await page.setViewportSize({ width: 390, height: 844 });
    await count.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`kmi-count-${locale}-390.png`) });

    // None has its own text.
    await priceMax.fill('1');
    expect(await apiTotal(request, { ...withBedrooms, range: { ...withBedrooms.range, 'general.price.value': { lte: 1 } } })).toBe(0);
    await expect(count).toHaveText(text(locale, 'kmi.count_zero'));
  });

  test(`keep-me-informed (${locale}): a failed count call shows no count and no error`, async ({ page, guard }) => {
    guard.allowFailedRequest(/\/api\/sites\/demo\/estates$/);
    guard.allowConsoleError(/estates/);
    await page.route('**/api/sites/demo/estates', (route) => (route.request().postData()?.includes(COUNT) ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
    await page.goto(`/${locale}/${ROUTE_WORDS[locale].keepMeInformed}`);
    const block = page.locator(KMI);
    await expect(block.getByRole('button', { name: text(locale, 'kmi.subscribe') })).toBeVisible();
    await expect.poll(() => block.locator('.eb-kmi__count').count()).toBe(1);
    const failed = page.waitForResponse((r) => r.url().endsWith('/api/sites/demo/estates') && r.status() === 503);
    await block.getByRole('combobox', { name: optional(text(locale, 'kmi.bedroomsMin')) }).selectOption('2');
    await failed;
    await expect(block.locator('.eb-kmi__count')).toHaveText('');
    await expect(block.getByRole('alert')).toHaveCount(0);
  });
}
