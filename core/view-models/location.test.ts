import { describe, expect, it } from 'vitest';
import type { EstateDetail } from '../api/types';
import { brokerEstate, notaryListing } from '../../tests/support/detail-fixtures';
import { detailLocation, type LocationView } from './location';

const broker = (address: Record<string, unknown>): EstateDetail => ({ feed: 'broker', estate: brokerEstate({}, { address: address as never }), children: [], parent: null });
const notary = (general: Record<string, unknown>): EstateDetail => ({ feed: 'notary', listing: notaryListing({ general: general as never }) });
const city = { id: 1, zip: '9000', name: 'Gent', alias: { fr: 'Gand' } };

// The location map draws what the address rule allows: the house where its address is shown, an area where it is hidden.
describe('detailLocation', () => {
  it.each<[string, EstateDetail, string, LocationView | null]>([
    ['broker, address shown: its coordinates and the address line', broker({ visible: true, city, geoLocation: { lat: 51.054321, lon: 3.717654 } }), 'Kerkstraat 12, 9000 Gent', { lat: 51.054321, lon: 3.717654, approximate: false, place: 'Kerkstraat 12, 9000 Gent' }],
    ['broker, address hidden: rounded to 0.01°, approximate, zip and city only', broker({ visible: false, city, geoLocation: { lat: 51.054321, lon: 3.717654 } }), '', { lat: 51.05, lon: 3.72, approximate: true, place: '9000 Gent' }],
    ['broker, no coordinates: no map', broker({ visible: true, city, geoLocation: null }), 'Kerkstraat 12, 9000 Gent', null],
    ['notary, address shown', notary({ zip: '2000', city: 'Antwerpen', latitude: 51.2194, longitude: 4.4025 }), 'Meir 1, 2000 Antwerpen', { lat: 51.2194, lon: 4.4025, approximate: false, place: 'Meir 1, 2000 Antwerpen' }],
    ['notary, address hidden', notary({ zip: '2000', city: 'Antwerpen', latitude: 51.2194, longitude: 4.4025, address_visible: false }), '', { lat: 51.22, lon: 4.4, approximate: true, place: '2000 Antwerpen' }],
    ['notary, no coordinates', notary({ zip: '2000', city: 'Antwerpen' }), 'Meir 1, 2000 Antwerpen', null],
  ])('%s', (_rule, detail, address, expected) => {
    expect(detailLocation(detail, 'nl', address)).toEqual(expected);
  });

  it('the city as the page language names it', () => {
    expect(detailLocation(broker({ visible: false, city, geoLocation: { lat: 51.05, lon: 3.72 } }), 'fr', '')?.place).toBe('9000 Gand');
  });
});
