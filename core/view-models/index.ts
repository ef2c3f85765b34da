export type { ViewModelLabels, DisplayField, FieldGroup } from './types';
export { createField, createGroup, displayValue, localText, isTranslated, type FieldSpec } from './field';
export { formatAddressLine, type AddressParts } from './address';
export { createEstateViewModel, type EstateViewModel, type EstateRelations, type UnitRow, type UnitFloorGroup } from './estate-view-model';
export { createBrokerSections, BROKER_SECTIONS, type BrokerSectionName } from './estate-sections';
export { layoutView, ROOM_TYPE_ORDER, type LayoutView, type FloorView, type RoomView, type RoomTypeSummary, type RoomTypeName } from './estate-layout';
export {
  picturesView,
  virtualVisitLink,
  filesView,
  environmentFields,
  extraFieldsView,
  rentalOptionsView,
  contactPersonView,
  epcView,
  stickerView,
  type PictureView,
  type PicturesView,
  type FileView,
  type ExtraFieldsView,
  type RentalOptionView,
  type ContactPersonView,
  type EpcView,
} from './estate-media';
export { createListingViewModel, type ListingViewModel, type ListingViewOptions, type PublicSaleView } from './listing-view-model';
export { NOTARY_TABS, NOTARY_TAB_FIELDS, NOTARY_ROOM_KEYS, type NotaryTabName, type NotaryFieldDef } from './listing-tabs';
export { createRentalUnitViewModel, rentalAddressLine, type RentalUnitViewModel, type RentalPhotoView, type RentalLabels } from './rental-unit-view-model';
export { estatePrice, listingPrice as notaryListingPrice, notaryStatusName, projectPriceFrom, priceText, type PriceShown } from './listing-price';
export { floorText, floorValue } from './floor-label';
export { mapPosition, mapMarkerTitle } from './map-marker';
export { transactionOptions, namedTransactionOptions, selectedTransaction, transactionIdsOf, type TransactionOption } from './transaction-options';
