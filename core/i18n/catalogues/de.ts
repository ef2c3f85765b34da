// The complete 'de' catalogue: one lazily imported chunk per locale (see ../load-catalogue.ts).
import type { Catalogue } from '../types';
import core from '../messages/core.de';
import fieldsBroker from '../messages/fields-broker.de';
import fieldsNotary from '../messages/fields-notary.de';
import enums from '../messages/enums.de';
import enumSubTypes from '../messages/enum-sub-types.de';
import enumCountries from '../messages/enum-countries.de';
import listing from '../messages/listing.de';
import detail from '../messages/detail.de';
import rental from '../messages/rental.de';
import forms from '../messages/forms.de';
import loader from '../messages/loader.de';

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
