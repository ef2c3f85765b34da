/** What the estate-map block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { listingCalls } from '../../core/api/listing-calls';
import type { ConfigSchema } from '../../core/config/config-schema';
import { LIST_KEYS } from '../../core/config/list-keys';
import type { BlockConfig } from '../runtime/define-block';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof listingCalls];

export const estateMapSchema = {
  ...LIST_KEYS,
  query: { type: 'search-query', description: 'Fixed query of the node with loadList: { terms, range, match, geoDistance } over field paths (as estate-table). Default: none.' },
  collections: { type: 'string[]', description: 'Collection ids with loadList. Default: none.' },
  loadList: { type: 'boolean', default: false, description: 'Also load the scope’s list (full load, 500) when no table or gallery shares the scope. The markers never need it: the map asks for the positions of the whole result set itself (up to 10,000).' },
  loadWhenVisible: { type: 'boolean', default: true, description: 'Fetch the map chunk when the block nears the viewport; false: only when the visitor presses "Show the map".' },
  buttonOnPhones: { type: 'boolean', default: true, description: 'On a phone (viewport up to 40rem) the map waits for "Show the map", a full-width button, even with loadWhenVisible: the results come first, and the map engine, positions and tiles load only for a visitor who asks. false: phones load it like larger screens (then set --eb-map-phone-reserve to the map height, see Embed).' },
  tileUrl: { type: 'string', url: 'tile', description: 'Tile URL template: a path on this site, e.g. "/tiles/{z}/{x}/{y}.png", or an https URL of an allowed tile server, e.g. "https://tile.openstreetmap.org/{z}/{x}/{y}.png" (the list is in docs/security.md; it must also be allowed by the page CSP img-src, see "Map tiles" below). Default: no tiles, a plain background.' },
  tileAttribution: { type: 'string', description: 'Attribution of the tile layer as plain text, required by most providers (e.g. "© OpenStreetMap contributors"); shown as text, linked to the provider\'s copyright page for an allowed tile server. Default: none.' },
} as const satisfies ConfigSchema;

export type EstateMapConfig = BlockConfig<typeof estateMapSchema>;
