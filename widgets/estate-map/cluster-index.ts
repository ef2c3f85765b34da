// Part of the map chunk: supercluster (≈ 4 KB gzip with kdbush, no DOM, no CSS) groups the markers.
import Supercluster from 'supercluster';
import type { MapMarker } from './map-constants';

/** What to draw in a view: a group with its count, or one estate. */
export type ClusterItem =
  | { kind: 'cluster'; key: string; clusterId: number; count: number; lat: number; lon: number }
  | { kind: 'marker'; key: string; marker: MapMarker };

/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

export interface ClusterIndex {
  /** Clusters and single markers inside `bbox` at `zoom` (an integer zoom of the map). */
  itemsIn(bbox: BBox, zoom: number): ClusterItem[];
  /** The markers of a cluster, in input order. */
  leaves(clusterId: number): MapMarker[];
  /** The zoom at which a cluster splits; above `maxZoom` when its markers never separate (same place). */
  expansionZoom(clusterId: number): number;
}

/** Cluster radius in CSS pixels: a marker icon is 25 px wide, a cluster 40 px. */
const RADIUS = 60;

/**
 * Groups `markers` for every zoom up to `maxZoom` (the map's deepest zoom): estates that still
 * overlap there stay a cluster, which opens as a list instead of zooming further.
 */
export function createClusterIndex(markers: readonly MapMarker[], maxZoom: number): ClusterIndex {
  const index = new Supercluster<{ i: number }>({ radius: RADIUS, maxZoom, minPoints: 2 });
  index.load(
    markers.map((m, i) => ({ type: 'Feature' as const, properties: { i }, geometry: { type: 'Point' as const, coordinates: [m.lon, m.lat] } })),
  );
  return {
    itemsIn(bbox, zoom) {
      return index.getClusters(bbox, Math.round(zoom)).map((feature): ClusterItem => {
        const [lon, lat] = feature.geometry.coordinates;
        const p = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
        if (p.cluster) return { kind: 'cluster', key: `c${p.cluster_id}`, clusterId: p.cluster_id!, count: p.point_count!, lat, lon };
        const marker = markers[p.i!];
        return { kind: 'marker', key: `m${marker.id}`, marker };
      });
    },
    leaves(clusterId) {
      return index
        .getLeaves(clusterId, Infinity)
        .map((f) => markers[(f.properties as { i: number }).i])
        .sort((a, b) => markers.indexOf(a) - markers.indexOf(b));
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
