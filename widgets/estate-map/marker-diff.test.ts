import { describe, expect, it } from 'vitest';
import type { MapMarker } from './map-constants';
import { diffMarkers } from './marker-diff';

const m = (id: number, extra: Partial<MapMarker> = {}): MapMarker => ({ id, lat: 51 + id / 100, lon: 4, title: `Huis – Gent ${id}`, detail: '€ 1', ...extra });
const shownOf = (...markers: MapMarker[]) => new Map(markers.map((x) => [x.id, x]));

// Spec §2 "markers for the current result set": the map follows the list without redrawing markers that stay.
describe('diffMarkers', () => {
  const rows: Array<[string, MapMarker[], MapMarker[], { remove: number[]; add: number[]; changed: boolean }]> = [
    ['first set: everything is added', [], [m(1), m(2)], { remove: [], add: [1, 2], changed: true }],
    ['same set again (a re-render): nothing changes', [m(1), m(2)], [m(1), m(2)], { remove: [], add: [], changed: false }],
    ['same set in another order: nothing changes', [m(1), m(2)], [m(2), m(1)], { remove: [], add: [], changed: false }],
    ['a page appended: only the new ones are added', [m(1), m(2)], [m(1), m(2), m(3)], { remove: [], add: [3], changed: true }],
    ['a filter change: gone ones removed, new ones added', [m(1), m(2)], [m(2), m(4)], { remove: [1], add: [4], changed: true }],
    ['empty result: everything removed', [m(1)], [], { remove: [1], add: [], changed: true }],
    ['moved marker is replaced', [m(1)], [m(1, { lat: 50 })], { remove: [1], add: [1], changed: true }],
    ['new price is replaced', [m(1)], [m(1, { detail: '€ 2' })], { remove: [1], add: [1], changed: true }],
    ['new title is replaced', [m(1)], [m(1, { title: 'Villa' })], { remove: [1], add: [1], changed: true }],
    ['a repeated id counts once (the first)', [], [m(1), m(1, { lat: 50 })], { remove: [], add: [1], changed: true }],
  ];
  it.each(rows)('%s', (_, shown, next, expected) => {
    const diff = diffMarkers(shownOf(...shown), next);
    expect({ remove: diff.remove, add: diff.add.map((x) => x.id), changed: diff.changed }).toEqual(expected);
  });

  it('a repeated id keeps the data of its first occurrence', () => {
    expect(diffMarkers(new Map(), [m(1), m(1, { lat: 50 })]).add[0].lat).toBe(m(1).lat);
  });

  it('a marker whose popup link is recomputed is not changed (the link is read when the popup opens)', () => {
    const diff = diffMarkers(shownOf(m(1, { href: () => '/nl/aanbod/1' })), [m(1, { href: () => '/nl/aanbod/1' })]);
    expect(diff.changed).toBe(false);
  });
});
