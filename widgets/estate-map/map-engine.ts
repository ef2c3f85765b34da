// The map chunk: Leaflet and everything that touches it. Imported only with `import()`.
// Its CSS (leaflet.css, estate-map.css) is imported by the blocks, so it ships in their CSS files.
import { Icon, featureGroup, latLngBounds, map as leafletMap, marker as leafletMarker, tileLayer, type Marker } from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MAP_CONSTANTS, type MapHandle, type MapMarker, type MapOptions } from './map-constants';
import { diffMarkers } from './marker-diff';
import { safeUrl } from '../../core/security/safe-url';

// Icon.Default prefixes its image path (detected from CSS) to iconUrl, which would break data URLs.
delete (Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

function popupContent(m: MapMarker): HTMLElement {
  const box = document.createElement('div');
  box.className = 'eb-estate-map__popup';
  const href = safeUrl(typeof m.href === 'function' ? m.href() : m.href);
  const title = document.createElement(href ? 'a' : 'strong');
  title.textContent = m.title;
  if (href) (title as HTMLAnchorElement).href = href;
  box.append(title);
  if (m.detail) {
    const detail = document.createElement('p');
    detail.className = 'eb-estate-map__popup-detail';
    detail.textContent = m.detail;
    box.append(detail);
  }
  return box;
}

export function createMap(el: HTMLElement, options: MapOptions): MapHandle {
  // No view until the first markers arrive: tiles for a default view would load and then be aborted.
  const map = leafletMap(el, {
    scrollWheelZoom: MAP_CONSTANTS.scrollWheelZoom,
    zoomControl: MAP_CONSTANTS.zoomControl,
  });
  el.setAttribute('role', 'region');
  el.setAttribute('aria-label', options.label);
  if (options.tileUrl) tileLayer(options.tileUrl, { attribution: options.attribution ?? '' }).addTo(map);
  const layer = featureGroup().addTo(map);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // What is on the map, by id: the data it was drawn from and its layer.
  const shown = new Map<MapMarker['id'], MapMarker>();
  const layers = new Map<MapMarker['id'], Marker>();
  let keyboardFocusable: boolean | undefined;
  let drawn = false;
  // A view fitted inside a hidden (0×0) container is wrong; fit again once it has a size.
  let fittedWhileHidden = false;

  function fitToMarkers(markers: readonly MapMarker[]) {
    fittedWhileHidden = el.clientWidth === 0 || el.clientHeight === 0;
    if (markers.length === 1) map.setView([markers[0].lat, markers[0].lon], MAP_CONSTANTS.singleZoom);
    else if (markers.length > 1) map.fitBounds(latLngBounds(markers.map((m) => [m.lat, m.lon])), { padding: [24, 24] });
    else map.setView(MAP_CONSTANTS.emptyCenter, MAP_CONSTANTS.emptyZoom);
  }

  function place(markers: readonly MapMarker[]) {
    // Many markers overlap, and overlapping focus targets fail WCAG 2.2 target size (2.5.8); the list
    // blocks of the scope carry the same links for keyboard users. One marker alone is focusable.
    const keyboard = new Set(markers.map((m) => m.id)).size === 1;
    if (keyboard !== keyboardFocusable) {
      layer.clearLayers();
      layers.clear();
      shown.clear();
      keyboardFocusable = keyboard;
    }
    const diff = diffMarkers(shown, markers);
    // The first answer always sets a view, even an empty one.
    if (!diff.changed && drawn) return;
    drawn = true;
    for (const id of diff.remove) {
      layer.removeLayer(layers.get(id)!);
      layers.delete(id);
      shown.delete(id);
    }
    for (const m of diff.add) {
      const marker = leafletMarker([m.lat, m.lon], { title: m.title, alt: m.title, keyboard })
        .bindPopup(() => popupContent(shown.get(m.id) ?? m))
        .addTo(layer);
      layers.set(m.id, marker);
      shown.set(m.id, m);
    }
    el.dataset.markerCount = String(shown.size);
    fitToMarkers([...shown.values()]);
  }

  return {
    setMarkers(markers) {
      clearTimeout(timer);
      timer = setTimeout(() => place(markers), MAP_CONSTANTS.markerDelayMs);
    },
    invalidate() {
      map.invalidateSize();
      if (fittedWhileHidden && el.clientWidth > 0 && el.clientHeight > 0) fitToMarkers([...shown.values()]);
    },
    destroy() {
      clearTimeout(timer);
      map.remove();
    },
  };
}
