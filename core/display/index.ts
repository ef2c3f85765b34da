export { NOT_ENTERED_KEY, isClearedValue, clearDisplayValue, isEmptyDisplayValue, isVisibleByDefault, isConformityVisible } from './empty';
export { shownValue, shownAmount } from './shown';
export { showTotalPrice, showConstructionValue, showPriceFrom } from './price';
export { stickerColor, stickerTextColor, stickerDisplay, type StickerDisplay } from './sticker';
export { floodingScoreHasIcon } from './flooding';
export { isNotaryRental, notaryHideReason, isNotaryFieldHidden, type NotaryHideReason } from './notary-rules';
export {
  brokerFieldRule,
  isWalloon,
  PROCEEDINGS_DEFAULT_KEY,
  BROKER_PLANNING_FIELDS,
  BROKER_NON_WALLOON_FIELDS,
  BROKER_DEFINED_ONLY_FIELDS,
  type FieldDisplayRule,
} from './broker-rules';
export { isHiddenWhenClosed, CLOSED_PRICE_FIELD } from './closed-prices';
