// The complete 'en' catalogue: the base part plus field labels and the detail and rental texts.
// One lazily imported chunk per locale (see ../load-catalogue.ts); the base part is its own chunk.
import type { Catalogue } from '../types';
import base from './en-base';
import coreDetail from '../messages/core-detail.en';
import enumSubTypes from '../messages/enum-sub-types.en';
import enumCountries from '../messages/enum-countries.en';
import forms from '../messages/forms.en';
import fieldsBroker from '../messages/fields-broker.en';
import fieldsNotary from '../messages/fields-notary.en';
import enumDetails from '../messages/enum-details.en';
import detail from '../messages/detail.en';
import rental from '../messages/rental.en';

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
