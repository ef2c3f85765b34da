import { describe, expect, it } from 'vitest';
import type { CityOption } from '../model';
import { nearestCity } from './nearest-city';

const city = (id: number, name: string, lat: number, lon: number): CityOption => ({ id, zip: String(id), name, lat, lon });
const CITIES = [
  city(9000, 'Gent', 51.0543, 3.7174),
  city(9050, 'Gentbrugge', 51.0378, 3.7556),
  city(2000, 'Antwerpen', 51.2194, 4.4025),
  city(1000, 'Brussel', 50.8503, 4.3517),
  city(1, 'Zonder positie', 0, 0),
];

describe('nearestCity: the city a distance search is centred on', () => {
  it.each([
    ['the centre of Gent', { lat: 51.05, lon: 3.72 }, 'Gent'],
    ['nearer Gentbrugge than Gent', { lat: 51.036, lon: 3.76 }, 'Gentbrugge'],
    ['Antwerpen station', { lat: 51.2172, lon: 4.421 }, 'Antwerpen'],
    ['open sea, 30 km from any city', { lat: 51.4, lon: 2.9 }, undefined],
    ['(0, 0): a city without a position is never named', { lat: 0, lon: 0 }, undefined],
  ])('%s → %s', (_what, point, expected) => {
    expect(nearestCity(CITIES, point)?.name).toBe(expected);
  });

  it('honours the given radius', () => {
    expect(nearestCity(CITIES, { lat: 51.3, lon: 4.4 })?.name).toBeUndefined();
    expect(nearestCity(CITIES, { lat: 51.3, lon: 4.4 }, 20)?.name).toBe('Antwerpen');
  });

  it('no cities → undefined', () => {
    expect(nearestCity([], { lat: 51.05, lon: 3.72 })).toBeUndefined();
  });
});
