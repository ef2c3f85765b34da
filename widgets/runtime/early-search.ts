/**
 * What a listing block needs first, started by the loader beside the block's file: its
 * first estates calls, its text catalogue and, for a map shown at once, the map engine. Built alone into
 * one file with no shared chunks (esbuild.config.mjs buildEarlySearch), so those calls do not wait for the
 * chunks the blocks share; and apart from the loader, which every page loads.
 */
import { requestHeaders } from '../../core/api/client';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { DEFAULT_LOCALE, toLocale } from '../../core/i18n/locale';
import { firstLoadOf, firstPositionsBody, firstSearchBody, listingNode, mapShownWhenVisible, withVisibleStatuses } from './first-search';
import { decodeSite } from '../../core/api/decode';
import { queryKey } from '../../core/api/query-key';
import { isPhoneViewport } from '../ui/media/phone';

/** The statuses the site hides, from the site answer the loader started (as the scope reads it: a failed or odd answer hides none). */
async function hiddenStatusOf(site: Promise<Response> | undefined): Promise<readonly number[]> {
  try {
    // A copy: every listing block of the page reads the same site answer.
    const answer = (await site)?.clone();
    return (answer?.ok && decodeSite(await answer.json())?.settings.hiddenStatus) || [];
  } catch {
    return [];
  }
}

/**
 * Starts block `name`'s catalogue (and a visible map's engine) loading, and returns the key (queryKey)
 * and request of each estates call its first render sends, as its api client would send them (same
 * bodies, same headers, so the block takes the answers). The bodies exclude the statuses the site hides,
 * read from `site` (a copy of the site answer the loader asked for beside the block), so a site that hides
 * some sends no wasted first search either.
 */
export async function beginListingBlock(name: string, node: Record<string, unknown>, search: string, locale: string | undefined, siteId: string, site?: Promise<Response>): Promise<[string, RequestInit][]> {
  const lang = toLocale(locale) || DEFAULT_LOCALE;
  // The files the block imports (the build keeps these imports pointing at them): its own import() then finds them under way.
  loadCatalogue(lang, 'base').catch(() => 0);
  const map = mapShownWhenVisible(name, node, isPhoneViewport());
  if (map) import('../estate-map/map-engine').catch(() => 0);
  const mode = firstLoadOf(name, node);
  const filter = node.syncUrl === false ? '' : search;
  const hidden = await hiddenStatusOf(site);
  const listing = listingNode(node);
  const bodies = [mode && firstSearchBody(listing, mode, filter, lang, hidden), map && firstPositionsBody(withVisibleStatuses(listing, hidden), filter)];
  return bodies.filter((body): body is string => !!body).map((body) => [queryKey(JSON.parse(body)), { method: 'POST', headers: requestHeaders('POST', siteId, lang), body }]);
}
