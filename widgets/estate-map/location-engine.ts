// The location map of a detail or rental-unit page: one estate's spot, or the area around a hidden
// address. Leaflet comes set up by leaflet-base.ts (as for the results map). Imported only with `import()`.
import { circle, latLng, marker } from 'leaflet/dist/leaflet-src.esm.js';
import { createBaseMap, type BaseMapOptions } from './leaflet-base';
import { MAP_CONSTANTS } from './map-constants';

export interface LocationMapOptions extends BaseMapOptions {
  lat: number;
  lon: number;
  /** Draw an area, not a pin: the address is hidden. */
  approximate: boolean;
  /** The pin's text (the address). */
  title: string;
}

export interface LocationMapHandle {
  /** Re-measures the container (its size changed). */
  invalidate(): void;
  destroy(): void;
}

export function createLocationMap(el: HTMLElement, options: LocationMapOptions): LocationMapHandle {
  // One finger scrolls the page on a touch screen; the zoom buttons still work.
  const touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  const map = createBaseMap(el, { ...options, leaflet: { dragging: !touch, ...options.leaflet } });
  const at = latLng(options.lat, options.lon);
  if (options.approximate) {
    const radius = MAP_CONSTANTS.approximateRadiusM;
    map.fitBounds(at.toBounds(radius * 2.4), { animate: false });
    // Not interactive: nothing to click, no tab stop. Colours from estate-map.css (.eb-location-map__area).
    circle(at, { radius, interactive: false, className: 'eb-location-map__area' }).addTo(map);
  } else {
    map.setView(at, MAP_CONSTANTS.singleZoom, { animate: false });
    // The pin says nothing a keyboard or a click could act on: no tab stop of its own.
    marker(at, { title: options.title, alt: options.title, keyboard: false, interactive: false }).addTo(map);
  }
  const centre = () => (options.approximate ? map.fitBounds(at.toBounds(MAP_CONSTANTS.approximateRadiusM * 2.4), { animate: false }) : map.setView(at, map.getZoom(), { animate: false }));
  return {
    invalidate() {
      map.invalidateSize({ animate: false });
      centre();
    },
    destroy() {
      map.remove();
    },
  };
}
