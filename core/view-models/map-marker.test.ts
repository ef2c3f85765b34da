import { describe, expect, it } from 'vitest';
import type { Estate } from '../model';
import { mapMarkerTitle, mapPosition } from './map-marker';

const estate = (address: NonNullable<Estate['general']['address']> | undefined, general: Partial<Estate['general']> = {}): Estate =>
  ({ id: 7, status: { id: 1 }, general: { id: 7, address, ...general } }) as Estate;

// A hidden address appears only at its municipality's position.
describe('mapPosition', () => {
  it.each<[string, Estate, { lat: number; lon: number } | undefined]>([
    ['a visible address: its coordinates', estate({ visible: true, geoLocation: { lat: 51.054321, lon: 3.717654 } }), { lat: 51.054321, lon: 3.717654 }],
    ['visibility not given: shown as visible', estate({ geoLocation: { lat: 51.05, lon: 3.71 } }), { lat: 51.05, lon: 3.71 }],
    ['a hidden address: never finer than 0.01°', estate({ visible: false, geoLocation: { lat: 51.054321, lon: 3.717654 } }), { lat: 51.05, lon: 3.72 }],
    ['a hidden address at its municipality centre stays there', estate({ visible: false, geoLocation: { lat: 51.05, lon: 3.72 } }), { lat: 51.05, lon: 3.72 }],
    ['no coordinates: no position', estate({ visible: true, geoLocation: null }), undefined],
    ['non-finite coordinates: no position', estate({ geoLocation: { lat: Number.NaN, lon: 4 } }), undefined],
    ['no address: no position', estate(undefined), undefined],
  ])('%s', (_rule, e, expected) => {
    expect(mapPosition(e)).toEqual(expected);
  });
});

describe('mapMarkerTitle', () => {
  it.each<[string, Estate, string]>([
    ['sub-type and city', estate({ city: { id: 1, zip: '9000', name: 'Gent' } }, { subType: { id: 3, name: 'Villa' } }), 'Villa – Gent'],
    ['city only', estate({ city: { id: 1, zip: '9000', name: 'Gent' } }), 'Gent'],
    ['nothing: the id', estate(undefined), '7'],
  ])('%s', (_rule, e, expected) => {
    expect(mapMarkerTitle(e, 'nl')).toBe(expected);
  });
});
