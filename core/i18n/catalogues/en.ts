// The complete 'en' catalogue: one lazily imported chunk per locale (see ../load-catalogue.ts).
import type { Catalogue } from '../types';
import core from '../messages/core.en';
import fieldsBroker from '../messages/fields-broker.en';
import fieldsNotary from '../messages/fields-notary.en';
import enums from '../messages/enums.en';
import enumSubTypes from '../messages/enum-sub-types.en';
import enumCountries from '../messages/enum-countries.en';
import listing from '../messages/listing.en';
import detail from '../messages/detail.en';
import rental from '../messages/rental.en';
import forms from '../messages/forms.en';
import loader from '../messages/loader.en';

const catalogue: Catalogue = {
  ...core,
  ...fieldsBroker,
  ...fieldsNotary,
  ...enums,
  ...enumSubTypes,
  ...enumCountries,
  ...listing,
  ...detail,
  ...rental,
  ...forms,
  ...loader,
};

export default catalogue;
