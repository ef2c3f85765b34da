// The 'en' base catalogue: what list, search, form and loader blocks need (no detail field labels).
import type { Catalogue } from '../types';
import core from '../messages/core.en';
import enums from '../messages/enums.en';
import enumSubTypes from '../messages/enum-sub-types.en';
import enumCountries from '../messages/enum-countries.en';
import listing from '../messages/listing.en';
import forms from '../messages/forms.en';
import loader from '../messages/loader.en';

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
