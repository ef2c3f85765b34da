import { safeUrl } from './safe-url';

/**
 * Rules for HTML from a feed (descriptions, long text fields), applied to the string before any parser
 * sees it and to the image addresses the sanitizer meets. The sanitizer (DOMPurify, widgets/ui) stays the
 * security boundary; these rules keep a strict Content-Security-Policy from reporting what it removes.
 *
 * Chromium checks `<style>` elements, inline event handlers and style attributes against the page's CSP
 * while *parsing*, even in an inert document (DOMParser, createHTMLDocument, <template>), and reports a
 * violation although nothing is applied or run. So a `<style>` element (raw text up to its end tag, as the
 * HTML parser reads it) is removed from the string, and `on…=` / `style=` attributes inside tags are
 * renamed to `data-eb-…` attributes, which the sanitizer then drops with every other data attribute.
 */
const STYLE_ELEMENT = /<style(?=[\s/>])[^>]*>[\s\S]*?(?:<\/style(?=[\s/>])[^>]*>|$)/gi;
const TAG = /<[a-z][^>]*>/gi;
const INLINE_ATTR = /([\s/"'])(on[a-z]+|style)(\s*=)/gi;

export function quietFeedHtml(html: string): string {
  return html.replace(STYLE_ELEMENT, '').replace(TAG, (tag) => tag.replace(INLINE_ATTR, '$1data-eb-$2$3'));
}

/** A scheme or a protocol-relative start: the address names its own host. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Whether feed HTML may show an image from `src`: an absolute address (or a path from the root, `/…`) on
 * the page's own origin or on an origin the site lists (site setting `feedImageOrigins`; the page's
 * `img-src` must allow them too). Images from other origins would tell them who reads the page and break
 * a strict `img-src`; a relative address (`x.png`, `../x.png`) means nothing on a host page the feed does
 * not know, so it is dropped too.
 */
export function feedImageAllowed(src: string | null | undefined, pageOrigin: string, allowedOrigins: readonly string[] = []): boolean {
  const safe = safeUrl(src);
  if (safe === undefined) return false;
  const trimmed = safe.trim();
  // A path from the root (safeUrl has refused '/\\host' and the like) stays on the page's origin.
  if (!ABSOLUTE.test(trimmed)) return trimmed.startsWith('/');
  let origin: string;
  try {
    const url = new URL(trimmed, pageOrigin === 'null' ? 'https://page.invalid' : pageOrigin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    origin = url.origin;
  } catch {
    return false;
  }
  return origin === pageOrigin || allowedOrigins.includes(origin);
}
