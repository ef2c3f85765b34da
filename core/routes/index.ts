export { ROUTE_WORDS, type RouteWords } from './words';
export { buildRoute, matchRoute, switchLocale, ROUTE_PATTERNS, type Route, type RouteName } from './routes';
export { buildAjaxRoute, matchAjaxRoute, AJAX_WORDS, AJAX_PREFIX, type AjaxRoute, type AjaxRouteName } from './ajax';
export {
  slugify,
  slugPreposition,
  pickTranslated,
  buildEstateSlug,
  buildProjectSlug,
  estateSlug,
  projectSlug,
  streetAddressOf,
  type EstateSlugParts,
} from './slug';
export { estateLink, projectLink, unitLink, listingLink, rentalUnitLink, cancelAppointmentLink, type EstateLinkOptions, type ListingSlugNames } from './links';
export { encodeSegment, decodeSegment, splitUrl } from './segments';
