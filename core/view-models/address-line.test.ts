import { describe, expect, it } from 'vitest';
import type { Estate } from '../model/estate';
import { formatAddressLine } from './address';
import { createEstateViewModel } from './estate-view-model';
import { createTestLabels } from '../../tests/support/test-labels';
import type { Locale } from '../i18n/locale';

const address = {
  visible: true,
  street: { nl: 'Schoolstraat', fr: "Rue de l'École", en: 'School Street', de: 'Schulstraße' },
  street_address: 'Schoolstraat 32 bus 14',
  number: '32',
  box: '14',
  city: { id: 67, zip: '8000', name: 'Brugge', alias: { nl: 'Brugge', fr: 'Bruges', en: 'Bruges', de: 'Brügge' } },
};
const estate = (a: Record<string, unknown>) => ({ id: 1, general: { id: 1, address: a } }) as unknown as Estate;

describe('spec §3 address line: the street in the page language, the box once', () => {
  it.each([
    ['nl', 'Schoolstraat 32 / 14, 8000 Brugge'],
    ['fr', "Rue de l'École 32 / 14, 8000 Bruges"],
    ['en', 'School Street 32 / 14, 8000 Bruges'],
    ['de', 'Schulstraße 32 / 14, 8000 Brügge'],
  ] as const)('%s', (locale: Locale, expected) => {
    expect(createEstateViewModel(estate(address), {}, createTestLabels(locale)).address).toBe(expected);
  });

  it('without a translated street: the one-line street_address, its box not repeated ("bus 14 / 14")', () => {
    const vm = createEstateViewModel(estate({ ...address, street: undefined }), {}, createTestLabels('fr'));
    expect(vm.address).toBe('Schoolstraat 32 bus 14, 8000 Bruges');
  });

  it.each([
    [{ street: 'Schoolstraat 32 bus 14', box: '14' }, 'Schoolstraat 32 bus 14'],
    [{ street: 'Kerkstraat 12/B2', box: 'B2' }, 'Kerkstraat 12/B2'],
    [{ street: 'Kerkstraat 114', box: '14' }, 'Kerkstraat 114 / 14'],
    [{ street: 'Kerkstraat', number: '12', box: 'B2' }, 'Kerkstraat 12 / B2'],
  ])('%j → %s', (parts, expected) => {
    expect(formatAddressLine(parts)).toBe(expected);
  });
});
