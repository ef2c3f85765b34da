import { describe, expect, it } from 'vitest';
import { boundsOf, bulkBounds, type GeoPoint } from './map-bounds';

/** A grid of positions over Belgium, from De Panne (51.1, 2.55) to Arlon (49.68, 5.82). */
const belgium: GeoPoint[] = [];
for (let lat = 49.7; lat <= 51.3; lat += 0.1) for (let lon = 2.6; lon <= 5.8; lon += 0.2) belgium.push({ lat, lon });
const BELGIUM = boundsOf(belgium)!;
const costaDelSol: GeoPoint[] = [{ lat: 36.5, lon: -4.9 }, { lat: 36.7, lon: -4.4 }, { lat: 36.6, lon: -4.6 }];
const cotedAzur: GeoPoint[] = [{ lat: 43.7, lon: 7.26 }, { lat: 43.55, lon: 7.01 }];

describe('the bulk of the results (a map\'s first view)', () => {
  it.each([
    ['a Belgian cluster with a few estates abroad: Belgium', [...belgium, ...costaDelSol, ...cotedAzur], BELGIUM],
    ['every estate in Belgium: all of them', belgium, BELGIUM],
    ['every estate abroad, together: their own box', costaDelSol, { south: 36.5, west: -4.9, north: 36.7, east: -4.4 }],
    ['one estate: its position', [{ lat: 51.05, lon: 3.72 }], { south: 51.05, west: 3.72, north: 51.05, east: 3.72 }],
    ['two estates far apart: both', [{ lat: 51.05, lon: 3.72 }, { lat: 36.5, lon: -4.9 }], { south: 36.5, west: -4.9, north: 51.05, east: 3.72 }],
    ['no estate: none', [], null],
  ])('%s', (_case, points, expected) => {
    const got = bulkBounds(points);
    if (expected === null) return expect(got).toBeNull();
    expect(got).not.toBeNull();
    for (const side of ['south', 'west', 'north', 'east'] as const) expect(got![side]).toBeCloseTo(expected[side], 6);
  });

  it('two clusters of even size both stay', () => {
    const spain = costaDelSol.flatMap((p) => Array.from({ length: 60 }, () => p));
    expect(bulkBounds([...belgium, ...spain])).toEqual(boundsOf([...belgium, ...spain]));
  });

  it('most estates at one spot keep their neighbours in the same town', () => {
    const spot = Array.from({ length: 100 }, () => ({ lat: 51.05, lon: 3.72 }));
    expect(bulkBounds([...spot, { lat: 51.052, lon: 3.724 }, { lat: 36.5, lon: -4.9 }])).toEqual({ south: 51.05, west: 3.72, north: 51.052, east: 3.724 });
  });
});
