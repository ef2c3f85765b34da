import type { GeoArea } from '../../core/query';

/** Spec §9 map constants. */
export const MAP_CONSTANTS = {
  /** Zoom when the map shows one estate. */
  singleZoom: 16,
  /** The deepest zoom: estates still overlapping there open as a list. */
  maxZoom: 18,
  scrollWheelZoom: false,
  zoomControl: true,
  fullscreenControl: false,
  /** Markers are added this long after the map is created. */
  markerDelayMs: 200,
  /** Belgium, when there is nothing to show. */
  emptyCenter: [50.6, 4.6] as [number, number],
  emptyZoom: 7,
  /** A hidden address on a location map: a circle this wide (m) around its rounded (0.01°) position, no pin. */
  approximateRadiusM: 1000,
} as const;

/** Leaflet's zoom, fade and marker animations: off when the visitor asked for reduced motion. */
export function mapAnimations(reducedMotion: boolean): { zoomAnimation: boolean; fadeAnimation: boolean; markerZoomAnimation: boolean } {
  return { zoomAnimation: !reducedMotion, fadeAnimation: !reducedMotion, markerZoomAnimation: !reducedMotion };
}

export interface MapMarker {
  id: string | number;
  lat: number;
  lon: number;
  /** Marker title and popup link text. */
  title: string;
  /** Popup link target (the localized detail route), or a function computing it when the popup opens; no link when absent. */
  href?: string | (() => string);
  /** Second popup line, e.g. the formatted price. */
  detail?: string;
  /** Drawn at its municipality (a hidden address): a distinct marker that says so. */
  approximate?: boolean;
}

export interface MapTexts {
  /** Accessible name of a cluster marker, e.g. '12 estates here – zoom in'. */
  cluster(count: number): string;
  /** Heading of the list popup of estates at one place. */
  list(count: number): string;
  /** Accessible name of an approximate marker, e.g. 'House – Beerse (approximate location)'. */
  approximate(title: string): string;
}

export interface MapOptions {
  /** Tile URL template served by the host, e.g. /tiles/{z}/{x}/{y}.png; no tile layer when absent. */
  tileUrl?: string;
  attribution?: string;
  /** Accessible name of the map region. */
  label: string;
  texts?: MapTexts;
  /** The visitor moved the map (drag, zoom, a cluster opened): its visible area. Not called for the map's own fits. */
  onMove?: (area: GeoArea) => void;
}

export interface DrawOptions {
  /** Fit the view to the markers (a new filter), else keep the visitor's view. The first draw always sets a view. */
  fit: boolean;
  /** Show this area instead of fitting the markers (e.g. an area from the URL). */
  area?: GeoArea;
}

export interface MapHandle {
  /** Replaces the markers (after the spec §9 delay), clustered, and fits the view to them when asked. */
  setMarkers(markers: readonly MapMarker[], options?: DrawOptions): void;
  /** Fits every marker, the few far from the rest too (the first view fits only the bulk). */
  showAll(): void;
  /** The visible area now (rounded as the URL writes it), or undefined before the map has a view and size. */
  visibleArea(): GeoArea | undefined;
  /** Re-measures the container, e.g. after it became visible. */
  invalidate(): void;
  destroy(): void;
}
