// The 'nl' base catalogue: what list, search, form and loader blocks need (no detail field labels).
import type { Catalogue } from '../types';
import core from '../messages/core.nl';
import enums from '../messages/enums.nl';
import enumSubTypes from '../messages/enum-sub-types.nl';
import enumCountries from '../messages/enum-countries.nl';
import listing from '../messages/listing.nl';
import forms from '../messages/forms.nl';
import loader from '../messages/loader.nl';

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
