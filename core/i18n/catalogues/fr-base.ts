// The 'fr' base catalogue: what list, search, form and loader blocks need (no detail field labels).
import type { Catalogue } from '../types';
import core from '../messages/core.fr';
import enums from '../messages/enums.fr';
import enumSubTypes from '../messages/enum-sub-types.fr';
import enumCountries from '../messages/enum-countries.fr';
import listing from '../messages/listing.fr';
import forms from '../messages/forms.fr';
import loader from '../messages/loader.fr';

const base: Catalogue = {
  ...core,
  ...enums,
  ...enumSubTypes,
  ...enumCountries,
  ...listing,
  ...forms,
  ...loader,
};

export default base;
