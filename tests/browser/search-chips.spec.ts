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

for (const locale of LOCALES) {
  test(`on a phone (${locale}): the filters wait behind "Filters (n)"; chosen filters show as chips that remove themselves`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/${ROUTE_WORDS[locale].offer}?price-min=200000`);
    const search = page.locator(SEARCH);
    const toggle = search.getByRole('button', { name: word(locale, 'listing.filters.toggle', { n: 1 }) });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The fields are folded away: the results start on the first screen.
    await expect(search.getByLabel(TEXT[locale].bedrooms)).toBeHidden();
    const chips = search.getByRole('list', { name: word(locale, 'listing.filters.active') });
    await expect(chips.getByRole('listitem')).toHaveCount(1);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await search.getByLabel(TEXT[locale].bedrooms).selectOption('3');
    await expect(page).toHaveURL(/bed-min=3/);
    await expect(chips.getByRole('listitem')).toHaveCount(2);
    await expect(search.getByRole('button', { name: word(locale, 'listing.filters.toggle', { n: 2 }) })).toBeVisible();
    await expectNoAxeViolations(page, SEARCH);

    const bedrooms = await chips.getByRole('listitem').nth(1).locator('span').first().textContent();
    await chips.getByRole('button', { name: word(locale, 'listing.filters.remove', { name: bedrooms! }) }).click();
    await expect(page).not.toHaveURL(/bed-min/);
    await expect(page).toHaveURL(/price-min=200000/);
    await expect(chips.getByRole('listitem')).toHaveCount(1);
  });
}

test('on a desktop: the fields stay open, no "Filters" button, chips above the count', async ({ page }) => {
  await page.goto(`/en/${ROUTE_WORDS.en.offer}?price-max=300000`);
  const search = page.locator(SEARCH);
  await expect(search.getByLabel(TEXT.en.bedrooms)).toBeVisible();
  await expect(search.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(search.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['Up to € 300.000×']);
});
