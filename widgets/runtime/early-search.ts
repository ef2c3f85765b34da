/**
 * The loader's first estates search of a listing block (issue 17 §1), built as an entry of its own
 * (esbuild.config.mjs) that the loader imports beside the block's file: its code (URL filter parser,
 * query builder, list fields) lives in the chunks the listing blocks share, downloaded once, instead of
 * a copy in the loader every page loads.
 */
import { requestHeaders } from '../../core/api/client';
import { DEFAULT_LOCALE, toLocale } from '../../core/i18n/locale';
import { firstLoadOf, firstSearchBody, listingNode } from './first-search';

/**
 * The JSON body and request of block `name`'s first estates search, as its api client would send it
 * (same body, same headers), or undefined when the block loads no list first.
 */
export function firstSearchRequest(name: string, node: Record<string, unknown>, search: string, locale: string | undefined, siteId: string): [string, RequestInit] | undefined {
  const mode = firstLoadOf(name, node);
  if (!mode) return;
  const lang = toLocale(locale) || DEFAULT_LOCALE;
  // The site's hidden statuses are not known yet: a site that hides some sends another body, and its block asks itself.
  const body = firstSearchBody(listingNode(node), mode, node.syncUrl === false ? '' : search, lang);
  return [body, { method: 'POST', headers: requestHeaders('POST', siteId, lang), body }];
}
