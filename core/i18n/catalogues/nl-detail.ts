// The 'nl' detail part: field labels, the other enumerations, forms, detail and rental texts. Loaded beside
// the base part (nl-base.ts) for the full catalogue (../load-catalogue.ts): two files fetched at once, no chain.
import type { Catalogue } from '../types';
import coreDetail from '../messages/core-detail.nl';
import enumSubTypes from '../messages/enum-sub-types.nl';
import enumCountries from '../messages/enum-countries.nl';
import forms from '../messages/forms.nl';
import fieldsBroker from '../messages/fields-broker.nl';
import fieldsNotary from '../messages/fields-notary.nl';
import enumDetails from '../messages/enum-details.nl';
import detail from '../messages/detail.nl';
import rental from '../messages/rental.nl';

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
