import { test, expect } from './fixtures';
import { LOCALES, type Locale } from '../../core/i18n/locale';
import { SAMPLE_IDS } from '../../demo-host/data/samples';
import { scrollToTable } from './listing-helpers';

/** The detail block keeps the head true for CMSs that cannot render it on the server. */

type Json = any;

async function recordTitle(request: import('@playwright/test').APIRequestContext, id: number, locale: Locale): Promise<string> {
  const detail: Json = await (await request.get(`/api/sites/demo/estates/v2/${id}`, { headers: { 'accept-language': locale } })).json();
  const title = detail.feed === 'notary' ? detail.listing.title : detail.estate.general.title;
  return title[locale] || title.nl;
}

async function listingJsonLd(page: import('@playwright/test').Page): Promise<Json[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')).filter((d) => d['@type'] === 'RealEstateListing'),
  );
}

for (const locale of LOCALES) {
  test(`the detail block sets title, canonical and JSON-LD, and follows a client-side change of estate, under the strict CSP (${locale})`, async ({ page, request, guard }) => {
    const [first, second] = await Promise.all([recordTitle(request, SAMPLE_IDS.brokerHouseForSale, locale), recordTitle(request, SAMPLE_IDS.notaryForSale, locale)]);
    // The generic detail page: the server knows no estate, so only the block can describe it.
    await page.goto(`/${locale}/detail?estate=${SAMPLE_IDS.brokerHouseForSale}`);
    await expect(page).toHaveTitle(`${first} · Demo Immo`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/[a-z]+/${SAMPLE_IDS.brokerHouseForSale}/[a-z0-9%-]+$`));
    await expect.poll(() => listingJsonLd(page)).toEqual([expect.objectContaining({ name: first, inLanguage: locale, offers: expect.objectContaining({ priceCurrency: 'EUR' }) })]);

    await page.evaluate((estateId) => {
      const old = document.querySelector('[data-block="estate-detail"]')!;
      const next = document.createElement('div');
      next.dataset.block = 'estate-detail';
      next.dataset.node = encodeURIComponent(JSON.stringify({ estateId, headingLevel: 1 }));
      old.replaceWith(next);
    }, SAMPLE_IDS.notaryForSale);
    await expect(page).toHaveTitle(`${second} · Demo Immo`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}/[a-z]+/${SAMPLE_IDS.notaryForSale}/[a-z0-9%-]+$`));
    await expect.poll(() => listingJsonLd(page)).toEqual([expect.objectContaining({ name: second })]);
    expect(guard.cspViolations).toEqual([]);
  });
}

const FILTER_TITLES: Record<Locale, { offer: string; what: string; results: (n: number) => string }> = {
  nl: { offer: 'aanbod', what: 'Appartement te koop in Gent', results: (n) => `${n} ${n === 1 ? 'resultaat' : 'resultaten'}` },
  fr: { offer: 'offre', what: 'Appartement à vendre à Gand', results: (n) => `${n} ${n > 1 ? 'résultats' : 'résultat'}` },
  en: { offer: 'offer', what: 'Apartment for sale in Gent', results: (n) => `${n} ${n === 1 ? 'result' : 'results'}` },
  de: { offer: 'angebot', what: 'Wohnung zu verkaufen in Gent', results: (n) => `${n} ${n === 1 ? 'Ergebnis' : 'Ergebnisse'}` },
};

for (const locale of LOCALES) {
  test(`the search block names the active filter and its count in the tab title (${locale})`, async ({ page, request }) => {
    const query = { terms: { 'general.headType.id': [2], 'general.transaction.id': [1], 'general.address.city.id': [50] } };
    const answer: Json = await (await request.post('/api/sites/demo/estates', { data: { query, sort: [], pagination: { from: 0, size: 1 } } })).json();
    const { offer, what, results } = FILTER_TITLES[locale];
    await page.goto(`/${locale}/${offer}?type=2&transaction=1&city=50`);
    // The results load when the table nears the viewport, as a visitor scrolls to them.
    await scrollToTable(page);
    await expect(page).toHaveTitle(`${what} — ${results(answer.total.value)} · Demo Immo`);
  });
}
