// The map chunk: Leaflet, the cluster index and everything that touches them. Imported only with `import()`.
// Its CSS (leaflet.css, estate-map.css) is imported by the blocks, so it ships in their CSS files.
// CSP: nothing here writes a style attribute or inline CSS; cluster icons are classes (estate-map.css).
import {
  divIcon, featureGroup, latLngBounds, marker as leafletMarker, point, popup as leafletPopup,
  type LatLngBoundsExpression, type Marker, type PointExpression,
} from 'leaflet/dist/leaflet-src.esm.js';
import { formatGeoArea, parseGeoArea, type GeoArea } from '../../core/query/geo-area';
import { safeUrl } from '../../core/security/safe-url';
import { createClusterIndex, type BBox, type ClusterIndex, type ClusterItem } from './cluster-index';
import { prefersReducedMotion } from '../ui/motion/reduced-motion';
import { createBaseMap } from './leaflet-base';
import { MAP_CONSTANTS, type MapHandle, type MapMarker, type MapOptions, type MapTexts } from './map-constants';
import { diffMarkers } from './marker-diff';
import { boundsOf, bulkBounds } from '../../core/view-models/map-bounds';

const DEFAULT_TEXTS: MapTexts = { cluster: (n) => String(n), list: (n) => String(n), approximate: (title) => title };

function linkOf(m: MapMarker): HTMLElement {
  const href = safeUrl(typeof m.href === 'function' ? m.href() : m.href);
  const title = document.createElement(href ? 'a' : 'strong');
  title.textContent = m.title;
  if (href) (title as HTMLAnchorElement).href = href;
  return title;
}

function popupContent(m: MapMarker): HTMLElement {
  const box = document.createElement('div');
  box.className = 'eb-estate-map__popup';
  box.append(linkOf(m));
  if (m.detail) {
    const detail = document.createElement('p');
    detail.className = 'eb-estate-map__popup-detail';
    detail.textContent = m.detail;
    box.append(detail);
  }
  return box;
}

/** Estates at one place (still overlapping at the deepest zoom): a list of their links. */
function listContent(markers: readonly MapMarker[], heading: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'eb-estate-map__popup eb-estate-map__popup--list';
  const title = document.createElement('p');
  title.className = 'eb-estate-map__popup-heading';
  title.textContent = heading;
  const list = document.createElement('ul');
  list.className = 'eb-estate-map__list';
  for (const m of markers) {
    const item = document.createElement('li');
    item.append(linkOf(m));
    if (m.detail) {
      const detail = document.createElement('span');
      detail.className = 'eb-estate-map__popup-detail';
      detail.textContent = m.detail;
      item.append(' ', detail);
    }
    list.append(item);
  }
  box.append(title, list);
  return box;
}

const sizeClass = (count: number) => (count < 10 ? 's' : count < 100 ? 'm' : count < 1000 ? 'l' : 'xl');

export function createMap(el: HTMLElement, options: MapOptions): MapHandle {
  const texts = options.texts ?? DEFAULT_TEXTS;
  // No view until the first markers arrive: tiles for a default view would load and then be aborted.
  const map = createBaseMap(el, options);
  const layer = featureGroup().addTo(map);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The markers on the map, by id, and the clusters of them.
  const shown = new Map<MapMarker['id'], MapMarker>();
  let markers: MapMarker[] = [];
  let index: ClusterIndex | null = null;
  // What is drawn now, by item key (a cluster of one zoom, or one estate).
  const drawn = new Map<string, Marker>();
  let hasView = false;
  // Whether markers were placed yet (a first view is set before them: see setMarkers).
  let placed = false;
  // Moves the map makes itself (fits, re-measuring) are not the visitor's: no area search for them.
  let own = 0;
  let autoPanning = false;
  // A view fitted inside a hidden (0×0) container is wrong; fit again once it has a size.
  let fittedWhileHidden = false;
  let lastFit: (() => void) | null = null;
  let lastArea: GeoArea | undefined;

  function quietly(move: () => void) {
    own++;
    try {
      move();
    } finally {
      own--;
    }
  }

  /** Fits the bulk of the markers (core/view-models/map-bounds.ts), or every one of them. */
  function fitToMarkers(all: readonly MapMarker[] = [...shown.values()], every = false) {
    const box = every ? boundsOf(all) : bulkBounds(all);
    if (!box) map.setView(MAP_CONSTANTS.emptyCenter, MAP_CONSTANTS.emptyZoom, { animate: false });
    else if (box.south === box.north && box.west === box.east) map.setView([box.south, box.west], MAP_CONSTANTS.singleZoom, { animate: false });
    else map.fitBounds(toBounds(box), { padding: [32, 32], animate: false });
  }

  function fitView(how: () => void) {
    fittedWhileHidden = el.clientWidth === 0 || el.clientHeight === 0;
    lastFit = how;
    quietly(how);
    hasView = true;
  }

  function draw() {
    if (!hasView || !index) return;
    const b = map.getBounds().pad(0.25);
    const bbox: BBox = [Math.max(-180, b.getWest()), Math.max(-85, b.getSouth()), Math.min(180, b.getEast()), Math.min(85, b.getNorth())];
    const items = index.itemsIn(bbox, map.getZoom());
    const wanted = new Set(items.map((it) => it.key));
    for (const [key, marker] of drawn) {
      if (wanted.has(key)) continue;
      layer.removeLayer(marker);
      drawn.delete(key);
    }
    for (const item of items) if (!drawn.has(item.key)) drawn.set(item.key, markerOf(item).addTo(layer));
  }

  function markerOf(item: ClusterItem): Marker {
    if (item.kind === 'marker') {
      const m = item.marker;
      if (m.approximate) {
        // A hidden address: a soft area, not a pin, so nobody reads it as the house's spot.
        const icon = divIcon({ html: '', className: 'eb-estate-map__approximate', iconSize: null as unknown as PointExpression });
        const name = texts.approximate(m.title);
        return leafletMarker([m.lat, m.lon], { icon, title: name, alt: name, keyboard: true }).bindPopup(() => popupContent(shown.get(m.id) ?? m));
      }
      return leafletMarker([m.lat, m.lon], { title: m.title, alt: m.title, keyboard: true }).bindPopup(() => popupContent(shown.get(m.id) ?? m));
    }
    const icon = divIcon({
      html: `<span class="eb-estate-map__cluster-count">${item.count}</span>`,
      className: `eb-estate-map__cluster eb-estate-map__cluster--${sizeClass(item.count)}`,
      // Size and anchor come from the classes: Leaflet then writes no width, height or margins.
      iconSize: null as unknown as PointExpression,
    });
    const marker = leafletMarker([item.lat, item.lon], { icon, keyboard: true, title: texts.cluster(item.count) });
    const open = () => openCluster(item as Extract<ClusterItem, { kind: 'cluster' }>, marker);
    marker.on('click', open);
    // A role="button" answers Enter and Space (Leaflet does this only for layers with a bound popup).
    marker.on('keypress', (event) => {
      const key = (event as { originalEvent: KeyboardEvent }).originalEvent;
      if (key.key !== 'Enter' && key.key !== ' ') return;
      key.preventDefault();
      open();
    });
    return marker;
  }

  function openCluster(item: Extract<ClusterItem, { kind: 'cluster' }>, marker: Marker) {
    if (!index) return;
    const leaves = index.leaves(item.clusterId);
    const expansion = index.expansionZoom(item.clusterId);
    if (expansion <= map.getMaxZoom()) {
      // Zoom to the cluster's bounds, at least as deep as it splits.
      const bounds = latLngBounds(leaves.map((m) => [m.lat, m.lon]));
      const zoom = Math.min(map.getMaxZoom(), Math.max(expansion, map.getBoundsZoom(bounds, false, point(40, 40))));
      map.setView(bounds.getCenter(), zoom, { animate: !prefersReducedMotion() });
      return;
    }
    const popup = leafletPopup({ className: 'eb-estate-map__list-popup' })
      .setLatLng([item.lat, item.lon])
      .setContent(listContent(leaves, texts.list(leaves.length)));
    popup.openOn(map);
    // Keyboard users land on the list; closing it (Escape, ×) returns them to the cluster.
    popup.getElement()?.querySelector<HTMLElement>('a, strong')?.focus();
    map.once('popupclose', () => {
      if (!el.contains(document.activeElement) || document.activeElement === document.body) marker.getElement()?.focus();
    });
  }

  const showArea = (a: GeoArea) => () => map.fitBounds(toBounds(a), { animate: false });

  function place(next: readonly MapMarker[], fitNow: boolean, area?: GeoArea) {
    const diff = diffMarkers(shown, next);
    // An empty set (the positions still under way) is not the first placement: the first markers still fit the view.
    const first = !placed;
    if (next.length) placed = true;
    if (diff.changed || first) {
      for (const id of diff.remove) shown.delete(id);
      for (const m of diff.add) shown.set(m.id, m);
      markers = [...shown.values()];
      index = createClusterIndex(markers, MAP_CONSTANTS.maxZoom);
      // Clusters of the old set are not clusters of the new one; single estates that stay keep their layer (and open popup).
      const added = new Set(diff.add.map((m) => m.id));
      const stay = new Set([...shown.keys()].filter((id) => !added.has(id)).map((id) => `m${id}`));
      for (const [key, marker] of drawn) {
        if (stay.has(key)) continue;
        layer.removeLayer(marker);
        drawn.delete(key);
      }
      el.dataset.markerCount = String(markers.length);
    }
    const areaChanged = !sameArea(area, lastArea);
    lastArea = area;
    if (first) fitView(area ? showArea(area) : () => fitToMarkers());
    else if (fitNow) fitView(() => fitToMarkers());
    // The area changed without the visitor moving there (reload, back/forward): show it; none any more: show the results.
    else if (areaChanged && !area) fitView(() => fitToMarkers());
    else if (areaChanged && area && !sameArea(area, visibleArea())) fitView(showArea(area));
    draw();
  }

  map.on('autopanstart', () => {
    autoPanning = true;
  });
  map.on('moveend', () => {
    draw();
    if (own || !hasView) return;
    if (autoPanning) {
      autoPanning = false;
      return;
    }
    const area = visibleArea();
    if (area) options.onMove?.(area);
  });

  function visibleArea(): GeoArea | undefined {
    if (!hasView || el.clientWidth === 0 || el.clientHeight === 0) return undefined;
    const b = map.getBounds();
    const clamp = (v: number, max: number) => Math.max(-max, Math.min(max, v));
    // Rounded as the URL writes it, so the area in memory and after a reload are the same query.
    return parseGeoArea(formatGeoArea({ west: clamp(b.getWest(), 180), south: clamp(b.getSouth(), 90), east: clamp(b.getEast(), 180), north: clamp(b.getNorth(), 90) }));
  }

  return {
    setMarkers(next, drawOptions = { fit: true }) {
      clearTimeout(timer);
      // The first view at once, so its tiles load during the spec's marker delay rather than after it.
      if (!hasView) fitView(drawOptions.area ? showArea(drawOptions.area) : () => fitToMarkers(next));
      timer = setTimeout(() => place(next, drawOptions.fit, drawOptions.area), MAP_CONSTANTS.markerDelayMs);
    },
    visibleArea,
    showAll() {
      if (hasView) fitView(() => fitToMarkers([...shown.values()], true));
    },
    invalidate() {
      quietly(() => map.invalidateSize());
      if (fittedWhileHidden && lastFit && el.clientWidth > 0 && el.clientHeight > 0) fitView(lastFit);
    },
    destroy() {
      clearTimeout(timer);
      map.remove();
    },
  };
}

const sameArea = (a: GeoArea | undefined, b: GeoArea | undefined) => (a && b ? formatGeoArea(a) === formatGeoArea(b) : a === b);

function toBounds(area: GeoArea): LatLngBoundsExpression {
  return [
    [area.south, area.west],
    [area.north, area.east],
  ];
}
