import { describe, it, expect } from 'vitest';
import { loadCatalogue } from '../i18n/load-catalogue';
import { createTranslator } from '../i18n/translator';
import { LOCALES, type Locale } from '../i18n/locale';
import { createEstateViewModel } from './estate-view-model';
import { createListingViewModel } from './listing-view-model';
import { createRentalUnitViewModel } from './rental-unit-view-model';
import { projectFixture, unitFixture } from '../../tests/support/estate-fixtures';
import type { DisplayField, FieldGroup } from './types';

const missing = (label: string) => /^_.+_$/.test(label);

describe('catalogue README key scheme: every view-model label exists in every locale', () => {
  it.each(LOCALES.map((l) => [l]))('spec §5/§8: no field falls back to _key_ and every title is translated (%s)', async (locale: Locale) => {
    const labels = createTranslator(locale, await loadCatalogue(locale));
    const estate = createEstateViewModel(unitFixture, { parent: projectFixture }, labels);
    const listing = createListingViewModel({ id: 1, status: 3, type: 'HOUSE' }, {}, labels);
    const rental = createRentalUnitViewModel({ id: 1, photos: [], general: {} }, labels);
    const groups: FieldGroup[] = [...estate.sectionList, ...listing.tabs];
    const fields: DisplayField[] = [...groups.flatMap((g) => g.fields), ...estate.environments, ...rental.allFields];
    expect(fields.filter((f) => missing(f.label)).map((f) => f.key)).toEqual([]);
    expect(groups.filter((g) => g.title.startsWith('section.') || g.title.startsWith('tab.')).map((g) => g.name)).toEqual([]);
    expect(estate.layout.roomTypes.every((r) => !r.label.startsWith('field.'))).toBe(true);
  });

  it.each(LOCALES.map((l) => [l]))('spec §5: empty planning field shows the localized Not entered text (%s)', async (locale: Locale) => {
    const catalogue = await loadCatalogue(locale);
    const estate = createEstateViewModel(unitFixture, {}, createTranslator(locale, catalogue));
    const planning = estate.sections.planning.fields.find((f) => f.key === 'field.general.townPlanningValue');
    expect(planning?.value).toBe(catalogue['field.not_entered']);
    expect(planning?.value).not.toBe('');
  });
});
