// The complete 'nl' catalogue: the base part plus field labels and the detail and rental texts.
// One lazily imported chunk per locale (see ../load-catalogue.ts); the base part is its own chunk.
import type { Catalogue } from '../types';
import base from './nl-base';
import coreDetail from '../messages/core-detail.nl';
import enumSubTypes from '../messages/enum-sub-types.nl';
import enumCountries from '../messages/enum-countries.nl';
import forms from '../messages/forms.nl';
import fieldsBroker from '../messages/fields-broker.nl';
import fieldsNotary from '../messages/fields-notary.nl';
import enumDetails from '../messages/enum-details.nl';
import detail from '../messages/detail.nl';
import rental from '../messages/rental.nl';

const catalogue: Catalogue = {
  ...base,
  ...coreDetail,
  ...enumSubTypes,
  ...enumCountries,
  ...forms,
  ...fieldsBroker,
  ...fieldsNotary,
  ...enumDetails,
  ...detail,
  ...rental,
};

export default catalogue;
