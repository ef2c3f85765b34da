import { test, expect, expectNoAxeViolations } from './fixtures';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl-base';
import fr from '../../core/i18n/catalogues/fr-base';
import en from '../../core/i18n/catalogues/en-base';
import de from '../../core/i18n/catalogues/de-base';
import { LOCALES } from '../../core/i18n/locale';
import { SEARCH, TEXT } from './listing-helpers';

const CATALOGUE = { nl, fr, en, de } as Record<string, Record<string, string>>;
const word = (locale: string, key: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce((text, [k, v]) => text.replace(`{{${k}}}`, String(v)), CATALOGUE[locale][key]);
/** The count as the page shows it, grouped in the page's language: 1.597 (nl, de), 1 597 (fr, narrow no-break space), 1,597 (en). */
const SEPARATOR: Record<string, string> = { nl: '.', de: '.', fr: '\u202f', en: ',' };
const thousands = (n: number, locale: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, SEPARATOR[locale]);

for (const locale of LOCALES) {
  test(`on a phone (${locale}): "Filters (n)" opens a full-height dialog; chosen filters show as chips that remove themselves`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/${ROUTE_WORDS[locale].offer}?price-min=200000`);
    const search = page.locator(SEARCH);
    const toggle = search.getByRole('button', { name: word(locale, 'listing.filters.toggle', { n: 1 }) });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    // The fields wait in the sheet: the results start on the first screen, the sort stays beside the count.
    await expect(search.getByLabel(TEXT[locale].bedrooms)).toHaveCount(0);
    await expect(search.getByLabel(TEXT[locale].sort)).toBeVisible();
    const chips = search.getByRole('list', { name: word(locale, 'listing.filters.active') });
    await expect(chips.getByRole('listitem')).toHaveCount(1);
    if (locale === 'nl' || locale === 'fr') await expectNoAxeViolations(page, SEARCH);

    // As a keyboard user: the dialog takes the focus, Escape closes it and gives the focus back.
    await toggle.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: word(locale, 'listing.filters.title') });
    await expect(sheet).toBeVisible();
    await expect.poll(() => sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const box = await sheet.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(843);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await sheet.getByLabel(TEXT[locale].bedrooms).selectOption('3');
    await expect(page).toHaveURL(/bed-min=3/);
    const count = await page.request.post('/api/sites/demo/estates', { data: { query: { range: { 'general.price.value': { gte: 200000 }, 'general.bedroomCount': { gte: 3 } } }, pagination: { from: 0, size: 1 } }, headers: { 'x-site-id': 'demo' } });
    const total = ((await count.json()) as { total: { value: number } }).total.value;
    const show = sheet.getByRole('button', { name: word(locale, 'listing.filters.show_other', { n: thousands(total, locale) }) });
    // Sticky: in view at the bottom of the sheet whatever the fields' length.
    await expect(show).toBeInViewport();
    if (locale === 'nl' || locale === 'fr') await expectNoAxeViolations(page, SEARCH);
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(chips.getByRole('listitem')).toHaveCount(2);
    await expect(search.getByRole('button', { name: word(locale, 'listing.filters.toggle', { n: 2 }) })).toBeFocused();

    const bedrooms = await chips.getByRole('listitem').nth(1).locator('span').first().textContent();
    await chips.getByRole('button', { name: word(locale, 'listing.filters.remove', { name: bedrooms! }) }).click();
    await expect(page).not.toHaveURL(/bed-min/);
    await expect(page).toHaveURL(/price-min=200000/);
    await expect(chips.getByRole('listitem')).toHaveCount(1);
  });
}

for (const locale of ['nl', 'fr'] as const) {
  test(`on a desktop (${locale}): five filters in one row, "More filters" by keyboard, chips with "clear all", the count with the one sort beside it`, async ({ page }) => {
    await page.goto(`/${locale}/${ROUTE_WORDS[locale].offer}`);
    const search = page.locator(SEARCH);
    const all = await page.request.post('/api/sites/demo/estates', { data: { query: {}, pagination: { from: 0, size: 1 } }, headers: { 'x-site-id': 'demo' } });
    const total = ((await all.json()) as { total: { value: number } }).total.value;
    await expect(search.getByRole('status')).toHaveText(word(locale, 'listing.count_other', { n: thousands(total, locale) }));
    await expect(search.getByRole('button', { name: /^Filt/ })).toHaveCount(0);
    // Nothing set: no chips, no "clear all".
    await expect(search.getByRole('button', { name: TEXT[locale].clear })).toHaveCount(0);
    const row = [
      search.getByLabel(word(locale, 'listing.search.transaction'), { exact: true }),
      search.getByRole('button', { name: new RegExp(`^${TEXT[locale].type} `) }),
      search.getByRole('combobox', { name: TEXT[locale].city }),
      search.getByRole('combobox', { name: TEXT[locale].priceMin }),
      search.getByLabel(TEXT[locale].bedrooms),
      search.getByRole('button', { name: TEXT[locale].more }),
    ];
    const tops = await Promise.all(row.map(async (l) => Math.round((await l.boundingBox())!.y + (await l.boundingBox())!.height)));
    expect(Math.max(...tops) - Math.min(...tops), `one row: ${tops}`).toBeLessThanOrEqual(4);
    const sort = search.getByLabel(TEXT[locale].sort);
    const [countBox, sortBox] = [await search.getByRole('status').boundingBox(), await sort.boundingBox()];
    expect(Math.abs(countBox!.y + countBox!.height / 2 - (sortBox!.y + sortBox!.height / 2))).toBeLessThan(16);

    const more = search.getByRole('button', { name: TEXT[locale].more });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(search.getByRole('button', { name: new RegExp(`^${word(locale, 'listing.search.country')} `) })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await search.getByRole('combobox', { name: TEXT[locale].priceMax }).selectOption('300000');
    await expect(page).toHaveURL(/price-max=300000/);
    await search.getByLabel(TEXT[locale].sort).selectOption('price-DESC');
    await expect(page).toHaveURL(/sortType=price&sortOrder=DESC|sortOrder=DESC.*sortType=price/);
    await expect(search.getByRole('list', { name: word(locale, 'listing.filters.active') }).getByRole('listitem')).toHaveText([`${word(locale, 'listing.filters.price_max', { price: '€ 300.000' })}×`]);
    await expectNoAxeViolations(page, SEARCH);
    await search.getByRole('button', { name: TEXT[locale].clear }).click();
    await expect(page).not.toHaveURL(/price-max/);
    // Sorting is no filter: the chosen order stays.
    await expect(page).toHaveURL(/sortType=price/);
    await expect(search.getByRole('button', { name: TEXT[locale].clear })).toHaveCount(0);
  });
}
