// The 'fr' detail part: field labels, the other enumerations, forms, detail and rental texts. Loaded beside
// the base part (fr-base.ts) for the full catalogue (../load-catalogue.ts): two files fetched at once, no chain.
import type { Catalogue } from '../types';
import coreDetail from '../messages/core-detail.fr';
import enumSubTypes from '../messages/enum-sub-types.fr';
import enumCountries from '../messages/enum-countries.fr';
import forms from '../messages/forms.fr';
import fieldsBroker from '../messages/fields-broker.fr';
import fieldsNotary from '../messages/fields-notary.fr';
import enumDetails from '../messages/enum-details.fr';
import detail from '../messages/detail.fr';
import rental from '../messages/rental.fr';

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
