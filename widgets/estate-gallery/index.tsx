import { listingCalls } from '../../core/api/listing-calls';
import { defineBlock } from '../runtime/define-block';
import { loaderFacts } from './loader-facts';
import { prepareScope } from '../runtime/use-scope';
import { EstateGallery } from './estate-gallery';
import { estateGallerySchema, type Calls } from './schema';

export default defineBlock({
  calls: [listingCalls] satisfies Calls,
  name: 'estate-gallery',
  description: 'Estate list as two-column cards (spec §2): image (width 570, placeholder), sticker or sold label, energy label, price, sub-type, the unit count of a project; infinite scroll.',
  schema: estateGallerySchema,
  example: { scope: 'gallery', syncUrl: false },
  prepare: prepareScope,
  loader: loaderFacts,
  Component: EstateGallery,
});
