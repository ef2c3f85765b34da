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

/** Cluster radius at street zooms, in Supercluster's 512-unit tiles (30 CSS px on Leaflet's 256 px tiles). */
const RADIUS = 60;
/**
 * Up to this zoom (a country, a province, a city) clusters are grouped at their icons' size — 60 CSS px
 * for 36–50 px icons — so no two overlap: each stays a target a finger or a pointer can tell apart.
 * Deeper, the finer radius lets estates a street apart split before the deepest zoom.
 */
const WIDE_MAX_ZOOM = 12;
const WIDE_RADIUS_PX = 60;

/**
 * Groups `markers` for every zoom up to `maxZoom` (the map's deepest zoom): estates that still
 * overlap there stay a cluster, which opens as a list instead of zooming further.
 */
export function createClusterIndex(markers: readonly MapMarker[], maxZoom: number): ClusterIndex {
  const features = markers.map((m, i) => ({ type: 'Feature' as const, properties: { i }, geometry: { type: 'Point' as const, coordinates: [m.lon, m.lat] } }));
  const fine = new Supercluster<{ i: number }>({ radius: RADIUS, maxZoom, minPoints: 2 });
  fine.load(features);
  const wideMax = Math.min(WIDE_MAX_ZOOM, maxZoom - 1);
  const wide = new Supercluster<{ i: number }>({ radius: WIDE_RADIUS_PX, extent: 256, maxZoom: wideMax, minPoints: 2 });
  wide.load(features);
  // A wide cluster's id is kept negative, so leaves and expansion zoom ask the index that made it.
  const indexOf = (clusterId: number) => (clusterId < 0 ? { index: wide, id: -1 - clusterId } : { index: fine, id: clusterId });
  return {
    itemsIn(bbox, zoom) {
      const z = Math.round(zoom);
      const isWide = z <= wideMax;
      return (isWide ? wide : fine).getClusters(bbox, z).map((feature): ClusterItem => {
        const [lon, lat] = feature.geometry.coordinates;
        const p = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
        if (p.cluster) {
          const clusterId = isWide ? -1 - p.cluster_id! : p.cluster_id!;
          return { kind: 'cluster', key: `c${clusterId}`, clusterId, count: p.point_count!, lat, lon };
        }
        const marker = markers[p.i!];
        return { kind: 'marker', key: `m${marker.id}`, marker };
      });
    },
    leaves(clusterId) {
      const { index, id } = indexOf(clusterId);
      return index
        .getLeaves(id, Infinity)
        .map((f) => markers[(f.properties as { i: number }).i])
        .sort((a, b) => markers.indexOf(a) - markers.indexOf(b));
    },
    expansionZoom(clusterId) {
      const { index, id } = indexOf(clusterId);
      return index === wide ? Math.min(wide.getClusterExpansionZoom(id), wideMax + 1) : fine.getClusterExpansionZoom(id);
    },
  };
}
