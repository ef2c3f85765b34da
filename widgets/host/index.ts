// Host-page enhancements without React: `<eb-mobile-nav>` and plain `[data-map]` elements.
import type { BlockModule } from '../runtime/block-contract';
import { EbMobileNav } from './mobile-nav';
import { EbStaticMap } from './static-map';
import 'leaflet/dist/leaflet.css';
import '../estate-map/estate-map.css';
import './host.css';

function pick(el: HTMLElement, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = el.dataset[n];
    if (v !== undefined && v !== '') return v;
  }
  return undefined;
}

/** Defines the custom elements once and gives every `[data-map]` element (data-lat / data-lng) its map. */
export function enhance(root: ParentNode = document): void {
  if (!customElements.get('eb-mobile-nav')) customElements.define('eb-mobile-nav', EbMobileNav);
  if (!customElements.get('eb-static-map')) customElements.define('eb-static-map', EbStaticMap);
  for (const el of root.querySelectorAll<HTMLElement>('[data-map]:not([data-map-ready])')) {
    el.dataset.mapReady = '';
    const map = document.createElement('eb-static-map');
    map.setAttribute('latitude', pick(el, 'lat', 'latitude') ?? '');
    map.setAttribute('longitude', pick(el, 'lng', 'lon', 'longitude') ?? '');
    const label = pick(el, 'label') ?? el.getAttribute('aria-label');
    if (label) map.setAttribute('label', label);
    const tiles = pick(el, 'tileUrl');
    if (tiles) map.setAttribute('tile-url', tiles);
    el.append(map);
  }
}

if (typeof document !== 'undefined') enhance(document);

/** Also usable as a block (`data-block="host"`): mounting enhances the document. */
const hostModule: BlockModule & { description: string } = {
  description:
    'Host-page enhancements without React (spec §2): `<eb-mobile-nav>` (toggle opens the side panel at right 0, close at -270px; Escape, focus return) and plain `[data-map]` elements with `data-lat` / `data-lng` (a map with one marker). No configuration.',
  async mount(el) {
    enhance(el.ownerDocument);
    return () => {};
  },
};
export default hostModule;
