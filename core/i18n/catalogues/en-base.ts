// The 'en' base catalogue: what the listing blocks (search, table, gallery, map) and the loader need: no form, detail or rental texts.
import type { Catalogue } from '../types';
import core from '../messages/core.en';
import enums from '../messages/enums.en';
import listing from '../messages/listing.en';
import loader from '../messages/loader.en';

const base: Catalogue = {
  ...core,
  ...enums,
  ...listing,
  ...loader,
};

export default base;
