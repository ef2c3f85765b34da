// The complete 'de' catalogue: the base part plus field labels and the detail and rental texts.
// One lazily imported chunk per locale (see ../load-catalogue.ts); the base part is its own chunk.
import type { Catalogue } from '../types';
import base from './de-base';
import coreDetail from '../messages/core-detail.de';
import enumSubTypes from '../messages/enum-sub-types.de';
import enumCountries from '../messages/enum-countries.de';
import forms from '../messages/forms.de';
import fieldsBroker from '../messages/fields-broker.de';
import fieldsNotary from '../messages/fields-notary.de';
import enumDetails from '../messages/enum-details.de';
import detail from '../messages/detail.de';
import rental from '../messages/rental.de';

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
