// The 'de' detail part: field labels, the other enumerations, forms, detail and rental texts. Loaded beside
// the base part (de-base.ts) for the full catalogue (../load-catalogue.ts): two files fetched at once, no chain.
import type { Catalogue } from '../types';
import coreDetail from '../messages/core-detail.de';
import enumSubTypes from '../messages/enum-sub-types.de';
import enumCountries from '../messages/enum-countries.de';
import forms from '../messages/forms.de';
import fieldsBroker from '../messages/fields-broker.de';
import fieldsNotary from '../messages/fields-notary.de';
import enumDetails from '../messages/enum-details.de';
import detail from '../messages/detail.de';
import rental from '../messages/rental.de';

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
