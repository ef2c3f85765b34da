// The 'en' detail part: field labels, the other enumerations, forms, detail and rental texts. Loaded beside
// the base part (en-base.ts) for the full catalogue (../load-catalogue.ts): two files fetched at once, no chain.
import type { Catalogue } from '../types';
import coreDetail from '../messages/core-detail.en';
import enumSubTypes from '../messages/enum-sub-types.en';
import enumCountries from '../messages/enum-countries.en';
import forms from '../messages/forms.en';
import fieldsBroker from '../messages/fields-broker.en';
import fieldsNotary from '../messages/fields-notary.en';
import enumDetails from '../messages/enum-details.en';
import detail from '../messages/detail.en';
import rental from '../messages/rental.en';

const detailPart: Catalogue = {
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

export default detailPart;
