/** A tile server blocks may load map tiles from, with the page its attribution links to. */
export interface TileServer {
  /** Host name, or `*.` + a domain for its subdomains. */
  host: string;
  /** The provider's copyright page, the attribution's link. */
  copyright: string;
}

/** Tile servers a map's `tileUrl` may name besides the site's own paths (docs/blocks.md "Map tiles", docs/security.md). */
export const TILE_SERVERS: readonly TileServer[] = [
  { host: 'tile.openstreetmap.org', copyright: 'https://www.openstreetmap.org/copyright' },
  { host: '*.tile.openstreetmap.org', copyright: 'https://www.openstreetmap.org/copyright' },
  { host: 'tile.openstreetmap.be', copyright: 'https://www.openstreetmap.org/copyright' },
  { host: '*.tile.openstreetmap.be', copyright: 'https://www.openstreetmap.org/copyright' },
  { host: '*.basemaps.cartocdn.com', copyright: 'https://carto.com/attributions' },
  { host: 'tiles.stadiamaps.com', copyright: 'https://stadiamaps.com/attribution' },
  { host: 'geo.api.vlaanderen.be', copyright: 'https://www.vlaanderen.be/digitaal-vlaanderen' },
  { host: 'cartoweb.wmts.ngi.be', copyright: 'https://www.ngi.be' },
];

/** Share targets (origin + path) a lightbox's `shareUrl` may name besides the site's own paths. */
export const SHARE_TARGETS: readonly string[] = [
  'https://www.facebook.com/sharer/sharer.php',
  'https://twitter.com/intent/tweet',
  'https://x.com/intent/post',
  'https://www.linkedin.com/sharing/share-offsite/',
  'https://wa.me/',
  'https://api.whatsapp.com/send',
  'https://www.pinterest.com/pin/create/button/',
];
