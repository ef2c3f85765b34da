// The complete 'fr' catalogue: the base part plus field labels and the detail and rental texts.
// One lazily imported chunk per locale (see ../load-catalogue.ts); the base part is its own chunk.
import type { Catalogue } from '../types';
import base from './fr-base';
import coreDetail from '../messages/core-detail.fr';
import enumSubTypes from '../messages/enum-sub-types.fr';
import enumCountries from '../messages/enum-countries.fr';
import forms from '../messages/forms.fr';
import fieldsBroker from '../messages/fields-broker.fr';
import fieldsNotary from '../messages/fields-notary.fr';
import enumDetails from '../messages/enum-details.fr';
import detail from '../messages/detail.fr';
import rental from '../messages/rental.fr';

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
