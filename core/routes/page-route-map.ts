/**
 * Whether a page has a route map to check: the loader's `data-routes` (non-blank) or the site settings'
 * `routes` (present). Without either the page runs with the default map and needs no parser.
 */
export function hasRouteMaps(attribute: string | undefined, siteRoutes: unknown): boolean {
  return (attribute !== undefined && attribute.trim() !== '') || (siteRoutes !== undefined && siteRoutes !== null);
}
