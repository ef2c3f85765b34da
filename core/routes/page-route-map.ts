import type { RouteMap } from './route-map';

/**
 * The route map of the page the bundle runs in: one per page, as the page is one site. The block runtime
 * sets it from the loader's data-routes and the site settings before a block renders; until then (and in
 * the reference service, which passes each site's map itself) it is spec §2's default map.
 */
let current: RouteMap = {};

export function pageRouteMap(): RouteMap {
  return current;
}

export function setPageRouteMap(map: RouteMap): void {
  current = map;
}

/**
 * Whether a page has a route map to check: the loader's `data-routes` (non-blank) or the site settings'
 * `routes` (present). Without either the page runs with the default map and needs no parser.
 */
export function hasRouteMaps(attribute: string | undefined, siteRoutes: unknown): boolean {
  return (attribute !== undefined && attribute.trim() !== '') || (siteRoutes !== undefined && siteRoutes !== null);
}
