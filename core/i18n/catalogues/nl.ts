// The complete 'nl' catalogue: one lazily imported chunk per locale (see ../load-catalogue.ts).
import type { Catalogue } from '../types';
import core from '../messages/core.nl';
import fieldsBroker from '../messages/fields-broker.nl';
import fieldsNotary from '../messages/fields-notary.nl';
import enums from '../messages/enums.nl';
import enumSubTypes from '../messages/enum-sub-types.nl';
import enumCountries from '../messages/enum-countries.nl';
import listing from '../messages/listing.nl';
import detail from '../messages/detail.nl';
import rental from '../messages/rental.nl';
import forms from '../messages/forms.nl';
import loader from '../messages/loader.nl';

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
