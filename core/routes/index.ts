export { ROUTE_WORDS, type RouteWords } from './words';
export { buildRoute, matchRoute, switchLocale, localeOfUrl, canonicalUrlFor, type Route, type RouteName } from './routes';
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
export { PATH_TEMPLATES, QUERY_TEMPLATES, ROUTE_NAMES, ROUTE_PARAMS, mergeRouteMaps, resolveRouteMap, type RouteMap, type RouteForm, type RouteTemplate } from './route-map';
export { parseRouteMap, decodeRouteMap, type RouteMapResult } from './parse-route-map';
export { pageRoutesOf, type PageRoutes } from './page-routes';
