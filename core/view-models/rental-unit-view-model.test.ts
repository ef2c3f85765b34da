import { describe, it, expect } from 'vitest';
import { createRentalUnitViewModel } from './rental-unit-view-model';
import { createTestLabels } from '../../tests/support/test-labels';
import type { RentalUnit } from '../model/rental';

const unit: RentalUnit = {
  id: 7,
  photos: [
    { original: 'https://cdn/o1.jpg', medium: 'https://cdn/m1.jpg', thumbnail: 'https://cdn/t1.jpg' },
    { original: 'https://cdn/o2.jpg' },
  ],
  address: { street: { nl: 'Zeedijk', fr: 'Digue de mer' }, number: '101', box: '0302', city: { name: 'Knokke-Heist', zip: '8300', alias: { fr: 'Knokke' } }, visible: true },
  general: {
    description: { nl: 'Zeezicht', en: 'Sea view' },
    descriptionShort: { en: 'Flat' },
    location: { id: 1, name: { nl: 'Kust', en: 'Coast' } },
    city: { name: 'Knokke-Heist' },
    maxOccupation: 4,
    subKind: { id: 2, name: { en: 'Apartment' } },
    garage: false,
    floor: 0,
    building: { name: 'Residentie Duinzicht', rentalName: 'DZ-0302' },
  },
  rooms: { bedrooms: 2, bathrooms: 0 },
};

const texts = {
  'common.yes': 'Yes',
  'common.no': 'No',
  'rental.field.description': 'Description',
  'rental.field.maxOccupation': 'Maximum occupation',
  'rental.field.garage': 'Garage available',
};
const vm = createRentalUnitViewModel(unit, 'en', createTestLabels('en', texts));
const fieldOf = (key: string) => vm.allFields.find((f) => f.key === `rental.field.${key}`);

describe('spec §3 rental unit view model', () => {
  it.each<[string, string, { value: string; visible: boolean } & Record<string, unknown>]>([
    ['spec §3: description in the locale', 'description', { value: 'Sea view', visible: true, label: 'Description' }],
    ['spec §3: short description', 'shortDescription', { value: 'Flat', visible: true }],
    ['spec §3: location name in the locale', 'location', { value: 'Coast', visible: true }],
    ['spec §3: city', 'city', { value: 'Knokke-Heist', visible: true }],
    ['spec §3: maximum occupation', 'maxOccupation', { value: '4', visible: true, label: 'Maximum occupation' }],
    ['spec §3: subKind name shown as type', 'type', { value: 'Apartment', visible: true }],
    ['spec §3: bedrooms', 'bedrooms', { value: '2', visible: true }],
    ['spec §3: zero bathrooms hidden', 'bathrooms', { value: '0', visible: false }],
    ['spec §3: garage available shows No when false', 'garage', { value: 'No', visible: true, raw: false }],
    ['spec §3: floor 0 hidden', 'floor', { value: '0', visible: false }],
    ['spec §3: building name shown as residence', 'residence', { value: 'Residentie Duinzicht', visible: true }],
    ['spec §3: building rentalName shown as reference', 'reference', { value: 'DZ-0302', visible: true }],
  ])('%s', (_rule, key, expected) => {
    expect(fieldOf(key)).toMatchObject(expected);
  });

  it.each<[string, () => unknown, unknown]>([
    ['spec §3: address = street number / box, zip city', () => vm.address, 'Zeedijk 101 / 0302, 8300 Knokke-Heist'],
    ['spec §3: address uses the locale street and city alias', () => createRentalUnitViewModel(unit, 'fr', createTestLabels('fr')).address, 'Digue de mer 101 / 0302, 8300 Knokke'],
    ['spec §3: address without box', () => createRentalUnitViewModel({ ...unit, address: { ...unit.address, box: null } }, 'nl', createTestLabels('nl')).address, 'Zeedijk 101, 8300 Knokke-Heist'],
    ['spec §3: address without city', () => createRentalUnitViewModel({ ...unit, address: { street: { nl: 'Zeedijk' }, number: '1' } }, 'nl', createTestLabels('nl')).address, 'Zeedijk 1'],
    ['spec §3: address empty when not visible', () => createRentalUnitViewModel({ ...unit, address: { ...unit.address, visible: false } }, 'nl', createTestLabels('nl')).address, ''],
    ['spec §3: first photo is the main image', () => vm.mainPhoto?.src, 'https://cdn/o1.jpg'],
    ['spec §3: photo thumbnail falls back to the original', () => vm.photos[1], { src: 'https://cdn/o2.jpg', medium: 'https://cdn/o2.jpg', thumbnail: 'https://cdn/o2.jpg' }],
    ['spec §2: a rental unit links from its id and locale', () => vm.link, '/en/holiday/7'],
    ['spec §3: facts leave out the descriptions', () => vm.fields.map((f) => f.key).includes('rental.field.description'), false],
    ['spec §5: a missing label shows the key in underscores', () => fieldOf('city')?.label, '_rental.field.city_'],
    ['spec §3: labels carrying their locale (block form)', () => createRentalUnitViewModel(unit, createTestLabels('de')).link, '/de/feiertage/7'],
    ['spec §3: unknown garage is hidden', () => createRentalUnitViewModel({ ...unit, general: { ...unit.general, garage: null } }, 'en', createTestLabels()).fields.find((f) => f.key === 'rental.field.garage')?.visible, false],
  ])('%s', (_rule, actual, expected) => {
    expect(actual()).toEqual(expected);
  });
});
