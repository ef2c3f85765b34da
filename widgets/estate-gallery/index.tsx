import { listingCalls } from '../../core/api/listing-calls';
import { defineBlock } from '../runtime/define-block';
import { loaderFacts } from './loader-facts';
import { prepareScope } from '../runtime/use-scope';
import { LIST_KEYS } from '../../core/config/list-keys';
import { EstateGallery, type EstateGalleryConfig } from './estate-gallery';

export default defineBlock<EstateGalleryConfig>({
  calls: [listingCalls],
  name: 'estate-gallery',
  description: 'Estate list as two-column cards (spec §2): image (width 570, placeholder), sticker or sold label, energy label, price, sub-type, the unit count of a project; infinite scroll.',
  schema: {
    ...LIST_KEYS,
  },
  example: { scope: 'gallery', syncUrl: false },
  prepare: prepareScope,
  loader: loaderFacts,
  Component: EstateGallery,
});
