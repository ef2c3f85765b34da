// The 'de' base catalogue: what list, search, form and loader blocks need (no detail field labels).
import type { Catalogue } from '../types';
import core from '../messages/core.de';
import enums from '../messages/enums.de';
import enumSubTypes from '../messages/enum-sub-types.de';
import enumCountries from '../messages/enum-countries.de';
import listing from '../messages/listing.de';
import forms from '../messages/forms.de';
import loader from '../messages/loader.de';

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
