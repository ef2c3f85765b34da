import { defineBlock } from '../runtime/define-block';
import { EstateGallery, type EstateGalleryConfig } from './estate-gallery';

export default defineBlock<EstateGalleryConfig>({
  catalogue: 'base',
  name: 'estate-gallery',
  description: 'Estate list as two-column cards (spec §2): image (width 570, placeholder), sticker or sold label, energy label, price, sub-type, the unit count of a project; infinite scroll.',
  schema: {
    query: { type: 'search-query', description: 'Fixed query of the node, merged under the visitor filters: { terms, range, match, geoDistance } over field paths, e.g. { "terms": { "general.transaction.id": [1], "general.address.city.id": [50] } }; build it with the catalogue configurator. Default: none.' },
    collections: { type: 'string[]', description: 'Collection ids; only estates of these collections. Default: none.' },
    syncUrl: { type: 'boolean', default: true, description: 'Follow the search query parameters of the URL (spec §2). Set false for a second, independent scope.' },
  },
  example: { scope: 'gallery', syncUrl: false },
  Component: EstateGallery,
});
