// The one Leaflet setup of the bundle: marker images as data URLs, the spec §9 map options, reduced
// motion, the labelled region and the tile layer. The results map (map-engine.ts) and the detail's
// location map (location-engine.ts) both start from it; imported only through them, with `import()`.
import { Icon, map as leafletMap, tileLayer, type Map as LeafletMap, type MapOptions as LeafletMapOptions } from 'leaflet/dist/leaflet-src.esm.js';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { allowedTileUrl } from '../../core/security/config-url';
import { mapAttributionHtml } from '../../core/security/map-attribution';
import { prefersReducedMotion } from '../ui/motion/reduced-motion';
import { MAP_CONSTANTS, mapAnimations } from './map-constants';

// Icon.Default prefixes its image path (detected from CSS) to iconUrl, which would break data URLs.
delete (Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export interface BaseMapOptions {
  /** Accessible name of the map region. */
  label: string;
  tileUrl?: string;
  attribution?: string;
  /** More Leaflet options (e.g. no dragging on a touch screen). */
  leaflet?: LeafletMapOptions;
}

/** A Leaflet map in `el` with no view yet: the caller sets one before tiles load. */
export function createBaseMap(el: HTMLElement, options: BaseMapOptions): LeafletMap {
  const map = leafletMap(el, {
    scrollWheelZoom: MAP_CONSTANTS.scrollWheelZoom,
    zoomControl: MAP_CONSTANTS.zoomControl,
    maxZoom: MAP_CONSTANTS.maxZoom,
    ...mapAnimations(prefersReducedMotion()),
    ...options.leaflet,
  });
  el.setAttribute('role', 'region');
  el.setAttribute('aria-label', options.label);
  const tiles = allowedTileUrl(options.tileUrl);
  if (tiles) tileLayer(tiles, { attribution: mapAttributionHtml(options.attribution, tiles), maxZoom: MAP_CONSTANTS.maxZoom }).addTo(map);
  return map;
}
