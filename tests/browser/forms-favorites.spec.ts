import type { BrowserContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { ROUTE_WORDS } from '../../core/routes';
import detailNl from '../../core/i18n/messages/detail.nl';
import detailFr from '../../core/i18n/messages/detail.fr';
import detailEn from '../../core/i18n/messages/detail.en';
import detailDe from '../../core/i18n/messages/detail.de';
import { firstEstateIds, text } from './forms-helpers';
import { LOCALES } from '../../core/i18n/locale';

const FAVORITES = '[data-block="favorites"]';
const DETAIL_TEXT = { nl: detailNl, fr: detailFr, en: detailEn, de: detailDe };

for (const locale of LOCALES) {
  const words = ROUTE_WORDS[locale];
  const toggleName = DETAIL_TEXT[locale]['detail.favorite.text'];

  test(`spec §1 favorites (${locale}): added on a detail page, synced to another tab, kept across a reload, removed`, async ({ page, context, request }) => {
    const [estateId] = await firstEstateIds(request, 1);
    await page.goto(`/${locale}/${words.favorites}`);
    await expect(page.locator(FAVORITES).getByText(text(locale, 'favorites.empty'))).toBeVisible();

    const detail = await (context as BrowserContext).newPage();
    await detail.goto(`/${locale}/${words.offer}/${estateId}`);
    const toggle = detail.locator('[data-block="estate-detail"]').getByRole('button', { name: toggleName, pressed: false });
    await toggle.click();
    await expect(detail.locator('[data-block="estate-detail"]').getByRole('button', { name: toggleName, pressed: true })).toBeVisible();

    // The favorites tab follows through the storage event, then keeps the favorite across a reload.
    const card = page.locator(`${FAVORITES} [data-estate-id="${estateId}"]`);
    await expect(card.getByRole('link').first()).toBeVisible();
    await page.reload();
    await expect(card.getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/${locale}/${words.offer}/${estateId}`));
    await expect(page.locator(FAVORITES).getByRole('status').filter({ hasText: text(locale, 'favorites.count_one', { count: 1 }) })).toBeVisible();
    await expectNoAxeViolations(page, FAVORITES);

    await card.getByRole('button').click();
    await expect(card).toHaveCount(0);
    await expect(page.locator(FAVORITES).getByText(text(locale, 'favorites.empty'))).toBeVisible();
    await expect(detail.locator('[data-block="estate-detail"]').getByRole('button', { name: toggleName, pressed: false })).toBeVisible();
  });

  test(`spec §1 favorites (${locale}): no browser storage → a clear message and no crash`, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(`/${locale}/${words.favorites}`);
    await expect(page.locator(FAVORITES).getByRole('alert')).toHaveText(text(locale, 'favorites.storage.unavailable'));
    await expect(page.locator(FAVORITES).getByText(text(locale, 'favorites.empty'))).toBeVisible();
    await expectNoAxeViolations(page, FAVORITES);
  });

  test(`spec §1 favorites (${locale}): an estate that is no longer published stays listed as such`, async ({ page, guard }) => {
    guard.allowFailedRequest(/\/api\/sites\/demo\/estates\/v2\/999999999/);
    guard.allowConsoleError(/^\[estate-blocks\] GET .*estates\/v2\/999999999/);
    await page.addInitScript(() => localStorage.setItem('estate-blocks:favorites:demo', '["999999999"]'));
    await page.goto(`/${locale}/${words.favorites}`);
    const item = page.locator(`${FAVORITES} [data-estate-id="999999999"]`);
    await expect(item).toContainText(text(locale, 'favorites.unpublished'));
    await expect(item.getByRole('button', { name: text(locale, 'favorites.remove_label', { title: text(locale, 'favorites.unpublished_title', { id: '999999999' }) }) })).toBeVisible();
    await expectNoAxeViolations(page, FAVORITES);
  });
}
