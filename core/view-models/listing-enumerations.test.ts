import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/load-catalogue';
import { LOCALES, type Locale } from '../i18n/locale';
import { createTranslator, type Translator } from '../i18n/translator';
import type { PropertyListing } from '../model/property-listing';
import { NOTARY_STATUS } from '../model/status';
import { createListingViewModel } from './listing-view-model';

const translators = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, createTranslator(locale, await loadCatalogue(locale))] as const)),
) as Record<Locale, Translator>;

/** Notary fields read as an enumeration code (spec §3 enumerations), with a code of each. */
const ENUM_FIELDS: [field: string, enumName: string, code: string][] = [
  ['comfort.common_meter', 'CommonMeter', 'COMMON'],
  ['comfort.common_meter_type', 'CommonMeterType', 'DAY_AND_NIGHT'],
  ['comfort.common_heating', 'CommonHeating', 'INDIVIDUAL'],
  ['comfort.heating', 'Heating', 'HEAT_ACCUMULATION'],
  ['comfort.kitchen_type', 'KitchenType', 'AMERICAN_HYPER_EQUIPPED'],
  ['comfort.bathroom_type', 'BathroomType', 'NOT_EQUIPPED'],
  ['comfort.glazing_type', 'WindowGlazing', 'TRIPLE'],
  ['comfort.carpentry', 'Carpentry', 'ALUMINUM'],
  ['construction.condition', 'Condition', 'TO_FRESHEN_UP'],
  ['construction.roof_type', 'RoofType', 'KERB'],
  ['construction.construction_type', 'ConstructionType', 'HALF_OPEN'],
  ['construction.luxury_level', 'LuxuryLevel', 'LUXURIOUS'],
  ['general.orientation', 'Orientation', 'SW'],
  ['general.environment', 'Environment', 'SEA_BEACH_DUNE'],
  ['general.destination', 'Destination', 'VACATION_RESIDENCE'],
];

function listingWith(path: string, code: string): PropertyListing {
  const [group, name] = path.split('.');
  return { id: 1, title: { nl: 'Woning' }, status: NOTARY_STATUS.FOR_SALE, type: 'HOUSE', [group]: { [name]: code } } as PropertyListing;
}

function shownField(locale: Locale, path: string, code: string) {
  const vm = createListingViewModel(listingWith(path, code), {}, translators[locale]);
  return vm.tabs.flatMap((tab) => tab.fields).find((field) => field.key === `field.notary.${path}`);
}

describe('spec §3 notary enumeration fields are shown by their label', () => {
  const rows = LOCALES.flatMap((locale) => ENUM_FIELDS.map(([path, enumName, code]) => [locale, path, enumName, code] as const));

  it.each(rows)('spec §3 (%s) %s shows %s.%s by its catalogue label, never the code', (locale, path, enumName, code) => {
    const field = shownField(locale, path, code);
    const label = translators[locale].enumLabel(enumName, code);
    expect(label.trim()).not.toBe('');
    expect(field).toMatchObject({ visible: true, value: label });
    expect(field?.label).not.toMatch(/^_.*_$/);
  });

  it.each(ENUM_FIELDS)('spec §5 %s with an unknown code shows no row (no label with an empty value)', (path) => {
    const field = shownField('nl', path, 'NO_SUCH_CODE');
    expect(field?.visible ?? false).toBe(false);
  });
});
