import { LitElement } from 'lit';
import type { MapHandle } from '../estate-map/map-constants';

const MAP_LABEL: Record<string, string> = { nl: 'Kaart', fr: 'Carte', en: 'Map', de: 'Karte' };

/**
 * `<eb-static-map latitude="…" longitude="…" label="…" tile-url="…">`: one marker on a Leaflet map
 * (spec §2 "Map block"). The map chunk is imported when the element nears the viewport.
 */
export class EbStaticMap extends LitElement {
  static override properties = {
    latitude: { type: Number },
    longitude: { type: Number },
    label: { type: String },
    tileUrl: { type: String, attribute: 'tile-url' },
  };
  declare latitude: number;
  declare longitude: number;
  declare label: string;
  declare tileUrl: string;
  private handle: MapHandle | null = null;
  private observer: IntersectionObserver | null = null;
  private resize: ResizeObserver | null = null;

  protected override createRenderRoot() {
    return this;
  }

  override connectedCallback() {
    super.connectedCallback();
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        this.observer?.disconnect();
        void this.start();
      }
    }, { rootMargin: '200px' });
    this.observer.observe(this);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.observer?.disconnect();
    this.resize?.disconnect();
    this.handle?.destroy();
    this.handle = null;
  }

  private async start() {
    if (!Number.isFinite(this.latitude) || !Number.isFinite(this.longitude)) {
      console.error('[estate-blocks] a [data-map] element expected numeric data-lat and data-lng attributes; received', this.latitude, this.longitude);
      return;
    }
    const { createMap } = await import('../estate-map/map-engine');
    if (!this.isConnected || this.handle) return;
    const lang = (document.documentElement.lang || 'nl').slice(0, 2);
    const label = this.label || MAP_LABEL[lang] || MAP_LABEL.nl;
    this.handle = createMap(this, { label, tileUrl: this.tileUrl || undefined });
    this.handle.setMarkers([{ id: 1, lat: this.latitude, lon: this.longitude, title: label }]);
    this.resize = new ResizeObserver(() => this.handle?.invalidate());
    this.resize.observe(this);
  }
}
