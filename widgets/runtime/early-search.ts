/**
 * What a listing block needs first, started by the loader beside the block's file (issue 17 §1): its
 * first estates calls, its text catalogue and, for a map shown at once, the map engine. Built as an
 * entry of its own (esbuild.config.mjs): its code (URL filter parser, query builder, list fields) lives
 * in the chunks the listing blocks share, downloaded once, instead of a copy in the loader every page loads.
 */
import { requestHeaders } from '../../core/api/client';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { DEFAULT_LOCALE, toLocale } from '../../core/i18n/locale';
import { firstLoadOf, firstPositionsBody, firstSearchBody, listingNode, mapShownWhenVisible } from './first-search';

/**
 * Starts block `name`'s catalogue (and a visible map's engine) loading, and returns the JSON body and
 * request of each estates call its first render sends, as its api client would send them (same bodies,
 * same headers, so the block takes the answers).
 */
export function beginListingBlock(name: string, node: Record<string, unknown>, search: string, locale: string | undefined, siteId: string): [string, RequestInit][] {
  const lang = toLocale(locale) || DEFAULT_LOCALE;
  // The same module instances the block uses: its own loads then find these under way.
  loadCatalogue(lang, 'base').catch(() => 0);
  const map = mapShownWhenVisible(name, node);
  if (map) import('../estate-map/map-engine').catch(() => 0);
  const mode = firstLoadOf(name, node);
  const filter = node.syncUrl === false ? '' : search;
  const listing = listingNode(node);
  // The site's hidden statuses are not known yet: a site that hides some sends other bodies, and its block asks itself.
  const bodies = [mode && firstSearchBody(listing, mode, filter, lang), map && firstPositionsBody(listing, filter)];
  return bodies.filter((body): body is string => !!body).map((body) => [body, { method: 'POST', headers: requestHeaders('POST', siteId, lang), body }]);
}
