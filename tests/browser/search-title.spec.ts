import { expect, test } from './fixtures';
import { ROWS } from './listing-helpers';
import type { Locale } from '../../core/i18n/locale';

/**
 * The tab title names the search's answer whether or not the list is in view: on a search page whose
 * table is below the fold (it loads only when scrolled to), the count comes from the map's answer to
 * the same search — never the untouched list's "no results".
 */

const TITLES: Record<Locale, { offer: string; title: (n: number) => string }> = {
  nl: { offer: 'aanbod', title: (n) => `Te koop — ${n} resultaten · Demo Immo` },
  fr: { offer: 'offre', title: (n) => `À vendre — ${n} résultats · Demo Immo` },
  en: { offer: 'offer', title: (n) => `For sale — ${n} results · Demo Immo` },
  de: { offer: 'angebot', title: (n) => `Zu verkaufen — ${n} Ergebnisse · Demo Immo` },
};

for (const locale of Object.keys(TITLES) as Locale[]) {
  test(`with the table below the fold the title names the map's count, then the list's (${locale})`, async ({ page, request }) => {
    const query = { terms: { 'general.transaction.id': [1] } };
    const answer = await (await request.post('/api/sites/demo/estates', { data: { query, sort: [], pagination: { from: 0, size: 1 } } })).json();
    const total = answer.total.value as number;
    expect(total).toBeGreaterThan(1);
    // Narrower than the side-by-side page (from 1100 px) and low enough that the table starts below the fold
    // under the search bar and the map.
    await page.setViewportSize({ width: 1024, height: 500 });
    await page.goto(`/${locale}/${TITLES[locale].offer}?transaction=1`);
    await expect(page.locator('[data-block="estate-map"] .leaflet-marker-icon').first()).toBeVisible();
    await expect(page).toHaveTitle(TITLES[locale].title(total));
    // The list had not loaded: the count did not come from it.
    await expect(page.locator(ROWS)).toHaveCount(0);

    await page.locator('[data-block="estate-table"]').scrollIntoViewIfNeeded();
    await expect(page.locator(ROWS).first()).toBeVisible();
    await expect(page).toHaveTitle(TITLES[locale].title(total));
  });
}
