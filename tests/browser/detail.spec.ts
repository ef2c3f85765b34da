import { test, expect, expectNoAxeViolations } from './fixtures';
import { detailSamplesOnce } from './detail-samples';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl';
import fr from '../../core/i18n/catalogues/fr';
import en from '../../core/i18n/catalogues/en';
import de from '../../core/i18n/catalogues/de';
import { LOCALES, type Locale } from '../../core/i18n/locale';

const TEXT = { nl, fr, en, de };
const offer = (locale: Locale, id: number, rest = '') => `/${locale}/${ROUTE_WORDS[locale].offer}/${id}${rest}`;

const sample = detailSamplesOnce();

for (const locale of LOCALES) {
  const text = TEXT[locale];

  test(`spec §2 broker sections (${locale}): title, price, sections, EPC bar, canonical slug, no axe violation`, async ({ page }) => {
    await page.goto(offer(locale, sample().broker));
    const detail = page.locator('.eb-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${offer(locale, sample().broker)}/[a-z0-9%-]+$`));
    // The sections sit one level below the block's h1 (no skip from h1 to h3).
    for (const key of ['section.salesRep', 'section.financial', 'section.energy']) {
      await expect(detail.getByRole('heading', { level: 2, name: text[key], exact: true })).toBeVisible();
    }
    await expect(detail.locator('.eb-detail__price')).toHaveText(/^€ [\d.]+/);
    await expect(detail.locator('.eb-detail__section--energy').getByRole('meter')).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(detail.getByRole('button', { name: text['detail.action.contact'] })).toBeVisible();
    await expectNoAxeViolations(page, '.eb-detail');
  });

  test(`spec §2 notary tabs (${locale}): WAI-ARIA tabs with arrow keys, Home and End; no axe violation with a tab panel`, async ({ page }) => {
    await page.goto(offer(locale, sample().notaryForSale));
    const tablist = page.getByRole('tablist', { name: text['detail.tabs.label'] });
    await expect(tablist).toBeVisible();
    const tabs = tablist.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(2);
    await expect(tabs.first()).toHaveText(text['tab.general']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, '.eb-detail');
  });
}

/** Every field of every tab panel, visible or not (panels are hidden until chosen). */
async function fieldKeys(page: import('@playwright/test').Page): Promise<string[]> {
  await expect(page.getByRole('tablist')).toBeVisible();
  return page.locator('[data-field]').evaluateAll((els) => els.map((el) => el.getAttribute('data-field') ?? ''));
}

test('spec §5 notary to rent: no electrical certificate, planning permission or most recent destination', async ({ page }) => {
  await page.goto(offer('nl', sample().notaryToRent));
  const keys = await fieldKeys(page);
  expect(keys.filter((k) => /electrical_certificate|planning\.permission|most_recent_destination|proceeding|subdivision_permit|as_built/.test(k))).toEqual([]);
});

test('spec §5 notary PLOT: no electrical certificate group', async ({ page }) => {
  await page.goto(offer('fr', sample().notaryPlot));
  const keys = await fieldKeys(page);
  expect(keys.filter((k) => /electrical_certificate/.test(k))).toEqual([]);
});

test('spec §5 notary under the VAT regime: no price, land price, infrastructure price or notary cost total', async ({ page }) => {
  await page.goto(offer('de', sample().notaryVat));
  const keys = await fieldKeys(page);
  expect(keys.filter((k) => ['financial.price', 'financial.land_price', 'financial.infrastructure_price', 'notary_cost.total'].includes(k))).toEqual([]);
  await expect(page.locator('.eb-detail__price')).toHaveText(de['detail.price_on_request']);
});

test('spec §3 notary public sale: the sale summary and the public-sale tab, no axe violation', async ({ page }) => {
  await page.goto(offer('nl', sample().notaryPublicSale));
  const sale = page.getByRole('region', { name: nl['detail.public_sale.heading'] });
  await expect(sale).toContainText(/Zitdag op \d\d\/\d\d\/\d{4} om \d\d:\d\d/);
  await page.getByRole('tab', { name: nl['tab.financialNotary'] }).click();
  await expect(page.getByRole('tabpanel').locator('[data-field="notary.session_date"]')).toBeVisible();
  await expectNoAxeViolations(page, '.eb-detail');
});

test('spec §9 project: units grouped by floor ascending; a unit page shows its parent project', async ({ page }) => {
  await page.goto(offer('en', sample().project));
  const table = page.locator('.eb-detail__units-table');
  await expect(table).toBeVisible();
  const floors = await table.locator('tbody[data-floor]').evaluateAll((els) => els.map((el) => el.getAttribute('data-floor') ?? ''));
  const levels = floors.filter((f) => f !== '').map(Number);
  expect(levels.length).toBeGreaterThan(1);
  expect([...levels].sort((a, b) => a - b)).toEqual(levels);
  // Units without a floor come last.
  expect(floors.indexOf('') === -1 || floors.indexOf('') === floors.length - 1).toBe(true);
  const link = table.locator(`a[href$="/${sample().unit}"]`);
  await expect(link).toHaveAttribute('href', new RegExp(`^/en/offer/${sample().project}/[^/]+/${sample().unit}$`));
  await link.click();
  const parent = page.getByRole('complementary', { name: en['detail.unit.part_of'] });
  await expect(parent).toBeVisible();
  await expect(parent.getByRole('link')).toHaveAttribute('href', new RegExp(`^/en/offer/${sample().project}/`));
  await expectNoAxeViolations(page, '.eb-detail');
});

test('spec §2 sold estate: the transaction name instead of the price, no viewing booking', async ({ page }) => {
  await page.goto(offer('nl', sample().sold));
  const detail = page.locator('.eb-detail--sold');
  await expect(detail).toBeVisible();
  await expect(detail.locator('.eb-detail__price')).not.toHaveText(/€/);
  await expect(detail.getByRole('button', { name: nl['detail.action.viewing'] })).toHaveCount(0);
});

test('the generic detail page takes the ids from its configuration', async ({ page }) => {
  await page.goto(`/en/detail?estate=${sample().project}&entity=${sample().unit}`);
  await expect(page.getByRole('complementary', { name: en['detail.unit.part_of'] })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/detail\?/);
});
