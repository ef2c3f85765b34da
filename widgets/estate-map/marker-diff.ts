import type { MapMarker } from './map-constants';

export interface MarkerDiff {
  /** Ids of shown markers that are gone or changed. */
  remove: MapMarker['id'][];
  /** Markers to add: new ids, and changed ones (removed first). */
  add: MapMarker[];
  /** False when the next set equals what is shown: nothing to redraw, no view to refit. */
  changed: boolean;
}

const sameMarker = (a: MapMarker, b: MapMarker) => a.lat === b.lat && a.lon === b.lon && a.title === b.title && a.detail === b.detail;

/**
 * What to change so the map shows `next`. Markers that stay keep their Leaflet layer, so a popup the
 * visitor opened stays open when the list re-renders or appends a page. A repeated id counts once.
 */
export function diffMarkers(shown: ReadonlyMap<MapMarker['id'], MapMarker>, next: readonly MapMarker[]): MarkerDiff {
  const wanted = new Map<MapMarker['id'], MapMarker>();
  for (const m of next) if (!wanted.has(m.id)) wanted.set(m.id, m);
  const remove: MapMarker['id'][] = [];
  for (const [id, m] of shown) {
    const w = wanted.get(id);
    if (!w || !sameMarker(m, w)) remove.push(id);
  }
  const add = [...wanted.values()].filter((m) => {
    const s = shown.get(m.id);
    return !s || !sameMarker(s, m);
  });
  return { remove, add, changed: remove.length > 0 || add.length > 0 };
}
