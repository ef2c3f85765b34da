/**
 * What a listing block needs first, started by the loader beside the block's file: its
 * first estates calls, its text catalogue and, for a map shown at once, the map engine. Built alone into
 * one file with no shared chunks (esbuild.config.mjs buildEarlySearch), so those calls do not wait for the
 * chunks the blocks share; and apart from the loader, which every page loads.
 */
import { requestHeaders } from '../../core/api/client';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { DEFAULT_LOCALE, toLocale } from '../../core/i18n/locale';
import { firstLoadOf, firstPositionsBody, firstSearchBody, listingNode, mapShownWhenVisible } from './first-search';
import { isPhoneViewport } from '../ui/media/phone';

/**
 * Starts block `name`'s catalogue (and a visible map's engine) loading, and returns the JSON body and
 * request of each estates call its first render sends, as its api client would send them (same bodies,
 * same headers, so the block takes the answers).
 */
export function beginListingBlock(name: string, node: Record<string, unknown>, search: string, locale: string | undefined, siteId: string): [string, RequestInit][] {
  const lang = toLocale(locale) || DEFAULT_LOCALE;
  // The files the block imports (the build keeps these imports pointing at them): its own import() then finds them under way.
  loadCatalogue(lang, 'base').catch(() => 0);
  const map = mapShownWhenVisible(name, node, isPhoneViewport());
  if (map) import('../estate-map/map-engine').catch(() => 0);
  const mode = firstLoadOf(name, node);
  const filter = node.syncUrl === false ? '' : search;
  const listing = listingNode(node);
  // The site's hidden statuses are not known yet: a site that hides some sends other bodies, and its block asks itself.
  const bodies = [mode && firstSearchBody(listing, mode, filter, lang), map && firstPositionsBody(listing, filter)];
  return bodies.filter((body): body is string => !!body).map((body) => [body, { method: 'POST', headers: requestHeaders('POST', siteId, lang), body }]);
}
