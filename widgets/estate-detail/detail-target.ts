import { matchRoute } from '../../core/routes/routes';
import type { RouteMap } from '../../core/routes/route-map';

/** Which record the block shows, and where the ids came from. */
export interface DetailTarget {
  /** The estate (or project) id of the route or configuration. */
  estateId: number | null;
  /** A unit within the project `estateId` (route …/{slug}/{entityId}). */
  entityId: number | null;
  /** The slug in the current URL, '' when absent (only when the ids come from the URL). */
  slug: string;
  /** True when the ids were read from the page URL (then the block may correct the URL). */
  fromUrl: boolean;
}

function toId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * Configured ids win; otherwise the detail routes of the page's route map (spec §2's default
 * `/{locale}/{offer}/{estateId}[/{slug}[/{entityId}]]`, or `?estate=…&slug=…&unit=…` in the query form):
 * `url` is the page's path with its query string, `routes` the page's route map (useBlock().routes).
 */
export function resolveDetailTarget(config: { estateId?: number; entityId?: number }, url: string, routes?: RouteMap): DetailTarget {
  if (config.estateId !== undefined) {
    return { estateId: toId(config.estateId), entityId: toId(config.entityId), slug: '', fromUrl: false };
  }
  const route = matchRoute(url, routes);
  if (route?.name === 'estate') return { estateId: toId(route.estateId), entityId: null, slug: '', fromUrl: true };
  if (route?.name === 'estateWithSlug') return { estateId: toId(route.estateId), entityId: null, slug: route.slug, fromUrl: true };
  if (route?.name === 'projectUnit') {
    return { estateId: toId(route.estateId), entityId: toId(route.entityId), slug: route.slug, fromUrl: true };
  }
  return { estateId: null, entityId: null, slug: '', fromUrl: true };
}

/** The id to fetch: the unit when a unit within a project is asked for, else the estate. */
export function recordId(target: DetailTarget): number | null {
  return target.entityId ?? target.estateId;
}
