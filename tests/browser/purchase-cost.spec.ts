import { test, expect, expectNoAxeViolations } from './fixtures';
import { SAMPLE_IDS } from '../../demo-host/data/samples';
import { ROUTE_WORDS } from '../../core/routes/words';
import nl from '../../core/i18n/catalogues/nl';
import fr from '../../core/i18n/catalogues/fr';

const TEXT = { nl, fr };
const offer = (locale: 'nl' | 'fr', id: number) => `/${locale}/${ROUTE_WORDS[locale].offer}/${id}`;

for (const locale of ['nl', 'fr'] as const) {
  const text = TEXT[locale];

  test(`purchase cost (${locale}): opens under the price, every line and the total follow the situation; no axe violation`, async ({ page }) => {
    await page.goto(offer(locale, SAMPLE_IDS.brokerHouseForSale));
    const detail = page.locator('.eb-detail');
    const toggle = detail.getByRole('button', { name: text['detail.cost.toggle'] });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = detail.getByRole('group', { name: text['detail.cost.situation'] });
    const own = group.getByRole('radio', { name: text['detail.cost.situation.ownHome'], exact: true });
    await expect(own).toBeChecked();
    const table = detail.locator('.eb-cost__lines');
    await expect(table.getByRole('row')).toHaveCount(6);
    const total = table.locator('.eb-cost__line--total td');
    const ownTotal = await total.textContent();
    // Keyboard: the arrow keys move through a radio group and choose.
    await own.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { name: text['detail.cost.situation.other'] })).toBeChecked();
    await expect(total).not.toHaveText(ownTotal ?? '');
    await expect(detail.locator('.eb-cost__disclaimer')).toContainText(text['detail.cost.disclaimer']);
    await expectNoAxeViolations(page, '.eb-detail__cost');
  });
}

test('purchase cost: hidden when sold, rented, for rent, a project, a public sale or under a VAT regime that hides the price', async ({ page }) => {
  for (const id of [SAMPLE_IDS.brokerSold, SAMPLE_IDS.brokerRented, SAMPLE_IDS.brokerApartmentToRent, SAMPLE_IDS.project, SAMPLE_IDS.notarySold, SAMPLE_IDS.notaryToRent, SAMPLE_IDS.notaryPublicSale, SAMPLE_IDS.notaryVatRegime]) {
    await page.goto(offer('nl', id));
    await expect(page.locator('.eb-detail__title')).toBeVisible();
    await expect(page.getByRole('button', { name: nl['detail.cost.toggle'] })).toHaveCount(0);
  }
});

test('purchase cost: a unit of a project is a new build under VAT', async ({ page }) => {
  await page.goto(offer('nl', SAMPLE_IDS.projectUnit));
  await page.getByRole('button', { name: nl['detail.cost.toggle'] }).click();
  await expect(page.locator('.eb-cost__line--vat')).toBeVisible();
  await expect(page.locator('.eb-cost__notes')).toContainText(nl['detail.cost.new_build']);
});
