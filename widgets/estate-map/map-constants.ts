/** Spec §9 map constants. */
export const MAP_CONSTANTS = {
  /** Zoom when the map shows one estate. */
  singleZoom: 16,
  scrollWheelZoom: false,
  zoomControl: true,
  fullscreenControl: false,
  /** Markers are added this long after the map is created. */
  markerDelayMs: 200,
  /** Belgium, when there is nothing to show. */
  emptyCenter: [50.6, 4.6] as [number, number],
  emptyZoom: 7,
} as const;

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
}

export interface MapOptions {
  /** Tile URL template served by the host, e.g. /tiles/{z}/{x}/{y}.png; no tile layer when absent. */
  tileUrl?: string;
  attribution?: string;
  /** Accessible name of the map region. */
  label: string;
}

export interface MapHandle {
  /** Replaces the markers (after the spec §9 delay) and fits the view to them. */
  setMarkers(markers: readonly MapMarker[]): void;
  /** Re-measures the container, e.g. after it became visible. */
  invalidate(): void;
  destroy(): void;
}
