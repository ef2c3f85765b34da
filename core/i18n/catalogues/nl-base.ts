// The 'nl' base catalogue: what the listing blocks (search, table, gallery, map) and the loader need: no form, detail or rental texts.
import type { Catalogue } from '../types';
import core from '../messages/core.nl';
import enums from '../messages/enums.nl';
import listing from '../messages/listing.nl';
import loader from '../messages/loader.nl';

const base: Catalogue = {
  ...core,
  ...enums,
  ...listing,
  ...loader,
};

export default base;
