import { describe, expect, it } from 'vitest';
import { createClusterIndex, type ClusterItem } from './cluster-index';
import type { MapMarker } from './map-constants';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];
const m = (id: number, lat: number, lon: number): MapMarker => ({ id, lat, lon, title: `E${id}` });
const count = (items: ClusterItem[]) => items.reduce((sum, it) => sum + (it.kind === 'cluster' ? it.count : 1), 0);

// A deterministic cloud over Belgium, with 30 estates at one municipality centre (hidden addresses).
const markers: MapMarker[] = [
  ...Array.from({ length: 1500 }, (_, i) => m(i + 1, 49.6 + ((i * 7919) % 1000) / 500, 2.6 + ((i * 104729) % 1000) / 300)),
  ...Array.from({ length: 30 }, (_, i) => m(5000 + i, 51.05, 3.72)),
];

describe('cluster index (every result on the map, counted)', () => {
  it.each([5, 7, 9, 11, 13, 15, 18])('at zoom %i, cluster counts + single markers = every marker', (zoom) => {
    expect(count(createClusterIndex(markers, 18).itemsIn(WORLD, zoom))).toBe(markers.length);
  });

  it('groups at low zoom: far fewer items than markers', () => {
    expect(createClusterIndex(markers, 18).itemsIn(WORLD, 7).length).toBeLessThan(100);
  });

  it('estates at one place stay a cluster at the deepest zoom, expanding past it, and list all their markers', () => {
    const index = createClusterIndex(markers, 18);
    const here = index.itemsIn([3.71, 51.04, 3.73, 51.06], 18).find((it) => it.kind === 'cluster' && it.count >= 30);
    expect(here).toBeDefined();
    const id = (here as Extract<ClusterItem, { kind: 'cluster' }>).clusterId;
    expect(index.expansionZoom(id)).toBeGreaterThan(18);
    expect(index.leaves(id).filter((x) => Number(x.id) >= 5000)).toHaveLength(30);
  });

  it('a cluster that separates by zooming in expands at a zoom the map has', () => {
    const index = createClusterIndex([m(1, 51, 4), m(2, 51.001, 4.001)], 18);
    const [cluster] = index.itemsIn(WORLD, 8);
    expect(cluster.kind).toBe('cluster');
    const zoom = index.expansionZoom((cluster as Extract<ClusterItem, { kind: 'cluster' }>).clusterId);
    expect(zoom).toBeGreaterThan(8);
    expect(zoom).toBeLessThanOrEqual(18);
  });

  it('no markers: nothing to draw', () => {
    expect(createClusterIndex([], 18).itemsIn(WORLD, 7)).toEqual([]);
  });
});
