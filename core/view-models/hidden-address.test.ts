import { describe, expect, it } from 'vitest';
import type { EstateDetail } from '../api/types';
import { estateHead, headHtml, rentalHead } from '../head';
import { LOCALES } from '../i18n/locale';
import type { Estate, PropertyListing, RentalUnit } from '../model';
import { estateLink, listingLink } from '../routes';
import { createTestLabels } from '../../tests/support/test-labels';
import { createEstateViewModel } from './estate-view-model';
import { toFavoriteItem } from './favorite-item';
import { toListingItem } from './listing-item';
import { createListingViewModel } from './listing-view-model';
import { mapMarkerTitle, mapPosition } from './map-marker';
import { rentalCardView } from './rental-card';
import { createRentalUnitViewModel } from './rental-unit-view-model';

/**
 * DESIGN §3 hidden address: even when an answer still carries the street, number, box and
 * exact coordinates of a hidden address (an older or foreign service), no view model, link, head or
 * map position built from it holds them. Street words and coordinates are unique strings here.
 */
const STREET = { nl: 'Geheimstraat', fr: 'Rue Secrète', en: 'Secret Street', de: 'Geheimstraße' };
const LEAKS = ['Geheim', 'Secr', 'Secret', 'geheim', 'secr', '4711', 'B77', '51.123456', '4.654321', '51,123456', '4,654321'];
const expectNoLeak = (value: unknown, where: string) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  for (const leak of LEAKS) expect(text, `${where} holds '${leak}'`).not.toContain(leak);
};

const hiddenEstate: Estate = {
  id: 42,
  status: { id: 1 },
  general: {
    id: 42,
    subType: { id: 1, code: 'VILLA', name: 'Villa' },
    headType: { id: 1, name: 'Huis' },
    transaction: { id: 1, name: 'Te koop' },
    price: { value: 350000 },
    address: {
      visible: false,
      street: STREET,
      street_address: 'Geheimstraat 4711 bus B77',
      number: '4711',
      box: 'B77',
      city: { id: 50, zip: '9000', name: 'Gent', alias: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' } },
      country: { id: 'BE' },
      geoLocation: { lat: 51.123456, lon: 4.654321 },
    },
  },
  pictures: [{ file: '/api/images/estate/42/1.jpg', index: 1 }],
};

const hiddenListing: PropertyListing = {
  id: 700042,
  status: 3,
  type: 'HOUSE',
  general: { street: STREET, number: '4711', box: 'B77', zip: '9000', city: 'Gent', city_id: 50, country: 'BE', latitude: 51.123456, longitude: 4.654321, address_visible: false },
} as PropertyListing;

const hiddenUnit: RentalUnit = {
  id: 900042,
  photos: [],
  address: { street: STREET, number: '4711', box: 'B77', city: { name: 'Gent', zip: '9000' }, visible: false },
  general: { maxOccupation: 4 },
} as RentalUnit;

const urls = { site: 'https://immo.example.be', api: 'https://api.example.be/api' };

describe('DESIGN §3 hidden address: nothing exact reaches a page, whatever the answer carried', () => {
  it.each(LOCALES)('broker estate (%s): list row and card, favorite, detail, map, link, head and JSON-LD', (locale) => {
    const labels = createTestLabels(locale);
    const detail: EstateDetail = { feed: 'broker', estate: hiddenEstate, children: [] };
    const item = toListingItem(hiddenEstate, { href: (e) => estateLink(e, locale), labels });
    expectNoLeak(item, 'list item');
    expect(item.city).toBe({ nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' }[locale]);
    expectNoLeak(toFavoriteItem(detail, locale, { t: labels.t, enumLabel: labels.enumLabel, typeLabel: (c) => c }), 'favorite');
    const vm = createEstateViewModel(hiddenEstate, { children: [hiddenEstate] }, labels);
    expect(vm.address).toBe('');
    expect(vm.geo).toBeNull();
    expectNoLeak(vm.sectionList, 'detail sections');
    expectNoLeak(estateLink(hiddenEstate, locale), 'detail link');
    const head = estateHead(detail, locale, urls);
    expectNoLeak(head, 'head');
    expectNoLeak(headHtml(head), 'head html');
    expectNoLeak(mapMarkerTitle(hiddenEstate, 'nl'), 'marker title');
    // The map draws no finer than 0.01° (≈ 1 km) for a hidden address.
    expect(mapPosition(hiddenEstate)).toEqual({ lat: 51.12, lon: 4.65 });
  });

  it.each(LOCALES)('notary listing (%s): detail, link and head', (locale) => {
    const labels = createTestLabels(locale);
    const vm = createListingViewModel(hiddenListing, { hiddenTabs: [] }, labels);
    expectNoLeak(vm, 'notary detail');
    expectNoLeak(listingLink(hiddenListing, locale), 'notary link');
    const head = estateHead({ feed: 'notary', listing: hiddenListing }, locale, urls);
    expectNoLeak(head, 'notary head');
    expectNoLeak(headHtml(head), 'notary head html');
    expectNoLeak(toFavoriteItem({ feed: 'notary', listing: hiddenListing }, locale, { t: labels.t, enumLabel: labels.enumLabel, typeLabel: (c) => c }), 'notary favorite');
  });

  it.each(LOCALES)('holiday rental (%s): card, unit page and head', (locale) => {
    const labels = createTestLabels(locale);
    expectNoLeak(rentalCardView(hiddenUnit, locale, labels.t), 'rental card');
    const vm = createRentalUnitViewModel(hiddenUnit, locale, labels);
    expect(vm.address).toBe('');
    expectNoLeak(vm, 'rental unit');
    expectNoLeak(headHtml(rentalHead(hiddenUnit, [], locale, urls)), 'rental head');
  });

  it('the same records with a visible address do show the street (the check can fail)', () => {
    const shown: Estate = { ...hiddenEstate, general: { ...hiddenEstate.general, address: { ...hiddenEstate.general.address, visible: true } } };
    const vm = createEstateViewModel(shown, { children: [shown] }, createTestLabels('nl'));
    expect(vm.address).toContain('Geheimstraat 4711');
    expect(mapPosition(shown)).toEqual({ lat: 51.123456, lon: 4.654321 });
    expect(estateLink(shown, 'nl')).toContain('geheimstraat');
  });
});
