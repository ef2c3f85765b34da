// The complete 'fr' catalogue: one lazily imported chunk per locale (see ../load-catalogue.ts).
import type { Catalogue } from '../types';
import core from '../messages/core.fr';
import fieldsBroker from '../messages/fields-broker.fr';
import fieldsNotary from '../messages/fields-notary.fr';
import enums from '../messages/enums.fr';
import enumSubTypes from '../messages/enum-sub-types.fr';
import enumCountries from '../messages/enum-countries.fr';
import listing from '../messages/listing.fr';
import detail from '../messages/detail.fr';
import rental from '../messages/rental.fr';
import forms from '../messages/forms.fr';
import loader from '../messages/loader.fr';

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
