// The 'fr' base catalogue: what the listing blocks (search, table, gallery, map) and the loader need: no form, detail or rental texts.
import type { Catalogue } from '../types';
import core from '../messages/core.fr';
import enums from '../messages/enums.fr';
import listing from '../messages/listing.fr';
import loader from '../messages/loader.fr';

const base: Catalogue = {
  ...core,
  ...enums,
  ...listing,
  ...loader,
};

export default base;
