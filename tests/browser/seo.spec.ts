import { test, expect } from './fixtures';
import { LOCALES, type Locale } from '../../core/i18n/locale';
import { SAMPLE_IDS } from '../../demo-host/data/samples';

/** Issue 22: the detail block keeps the head true for CMSs that cannot render it on the server. */

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

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
