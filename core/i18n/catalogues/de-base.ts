// The 'de' base catalogue: what the listing blocks (search, table, gallery, map) and the loader need: no form, detail or rental texts.
import type { Catalogue } from '../types';
import core from '../messages/core.de';
import enums from '../messages/enums.de';
import listing from '../messages/listing.de';
import loader from '../messages/loader.de';

const base: Catalogue = {
  ...core,
  ...enums,
  ...listing,
  ...loader,
};

export default base;
