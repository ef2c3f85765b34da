import { decodeRouteMap, parseRouteMap, type RouteMapResult } from './parse-route-map';
import { mergeRouteMaps, type RouteMap } from './route-map';

/** The route map a page runs with, and one `[estate-blocks]` message per map that was refused. */
export interface PageRoutes {
  map: RouteMap;
  problems: string[];
}

const problem = (where: string, result: Extract<RouteMapResult, { ok: false }>, fix: string) =>
  `[estate-blocks] ${where}: expected ${result.expected}, received ${result.received}. ${fix}`;

/**
 * The page's route map from the loader's `data-routes` (JSON, URL-encoded or not) and the site settings'
 * `routes`: the page's own wins key by key (mergeRouteMaps). A map that fails its checks is refused as a
 * whole (the other one still applies; without either, spec §2's default map) with a message naming
 * where it came from, what was expected, what was received, and the fix.
 */
export function pageRoutesOf(attribute: string | undefined, siteRoutes: unknown, siteId = ''): PageRoutes {
  const problems: string[] = [];
  const page = decodeRouteMap(attribute);
  const site = parseRouteMap(siteRoutes);
  if (!page.ok) problems.push(problem("data-routes on the loader's <script>", page, 'Fix the attribute (docs/routes.md); the blocks use the routes of the site settings until then.'));
  if (!site.ok) problems.push(problem(`settings.routes of site "${siteId}" (GET /sites/${siteId})`, site, 'Fix the site setting (docs/routes.md); the blocks use the default routes until then.'));
  return { map: mergeRouteMaps(site.ok ? site.map : undefined, page.ok ? page.map : undefined), problems };
}
