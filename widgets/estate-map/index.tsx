import { defineBlock } from '../runtime/define-block';
import { EstateMap, type EstateMapConfig } from './estate-map';

export default defineBlock<EstateMapConfig>({
  catalogue: 'base',
  name: 'estate-map',
  description: 'Leaflet map (loaded on demand) with a marker per estate of its scope’s current result set; hidden statuses removed (spec §2, §9).',
  schema: {
    query: { type: 'object', description: 'Fixed query of the node with loadList. Default: none.' },
    collections: { type: 'string[]', description: 'Collection ids with loadList. Default: none.' },
    syncUrl: { type: 'boolean', default: true, description: 'Follow the search query parameters of the URL (spec §2). Set false for a second, independent scope.' },
    loadList: { type: 'boolean', default: false, description: 'Load the scope’s list (full load, 500) itself: set true when no table or gallery shares the scope.' },
    loadWhenVisible: { type: 'boolean', default: true, description: 'Fetch the map chunk when the block nears the viewport; false: only when the visitor presses "Show the map".' },
    tileUrl: { type: 'string', description: 'Tile URL template, e.g. "/tiles/{z}/{x}/{y}.png" (must be allowed by the page CSP). Default: no tiles, a plain background.' },
    tileAttribution: { type: 'string', description: 'Attribution text of the tile layer. Default: none.' },
  },
  example: { tileUrl: '/tiles/{z}/{x}/{y}.svg', tileAttribution: 'Demo tiles' },
  Component: EstateMap,
});
