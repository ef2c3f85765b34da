import { describe, expect, it } from 'vitest';
import { createListingViewModel } from '../view-models/listing-view-model';
import type { PropertyListing } from '../model/property-listing';
import { NOTARY_STATUS } from '../model/status';
import { loadCatalogue } from './load-catalogue';
import { LOCALES, type Locale } from './locale';
import { createTranslator, type Translator } from './translator';

const translators = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, createTranslator(locale, await loadCatalogue(locale))] as const)),
) as Record<Locale, Translator>;

/** spec §9: the VAT rates the construction price labels mention. */
const RATES = [6, 12, 21] as const;

const listing = {
  id: 1,
  title: { nl: 'Nieuwbouwwoning' },
  status: NOTARY_STATUS.FOR_SALE,
  type: 'HOUSE',
  financial: { construction_price_vat_6: 180000, construction_price_vat_12: 190000, construction_price_vat_21: 210000 },
} as PropertyListing;

describe('spec §9 VAT rates 6%, 12%, 21% in the construction labels', () => {
  const rows = LOCALES.flatMap((locale) => RATES.map((rate) => [locale, rate] as const));

  it.each(rows)('spec §9 construction price labels name the VAT rate (%s, %i%%), each beside its own price', (locale, rate) => {
    const vm = createListingViewModel(listing, {}, translators[locale]);
    const field = vm.tabs.flatMap((tab) => tab.fields).find((f) => f.key === `field.notary.financial.construction_price_vat_${rate}`);
    expect(field?.visible).toBe(true);
    expect(field?.label).toMatch(new RegExp(`(^|\\D)${rate}\\s?%`));
    for (const other of RATES.filter((r) => r !== rate)) expect(field?.label).not.toMatch(new RegExp(`(^|\\D)${other}\\s?%`));
    expect(field?.value).toBe(`€ ${{ 6: '180.000', 12: '190.000', 21: '210.000' }[rate]}`);
  });
});
