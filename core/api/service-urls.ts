/**
 * URLs that come from the site content service (photos, thumbnails, a sales rep's picture, documents,
 * rental photos) belong to the service, not to the page that embeds the blocks: a service answering
 * `/api/images/estate/1/1.svg` means that path on *its* origin. Resolved here, once, as answers arrive
 * (core/api/client.ts), so a page on another origin shows the same photos as the service's own pages.
 * Page links (`url` of navigation, pages, agreements) are the host site's and are left alone.
 */

/** Keys whose string value is a file of the service (model: EstatePicture, EstateFile, EstateVideo, SalesRep, RentalPhoto, Estate.mainImage). */
const SERVICE_URL_KEYS = new Set(['file', 'thumbnail', 'picture', 'original', 'medium', 'link', 'mainImage']);
/** Keys whose value is a list of file URLs (NotaryMedia.pictures). */
const SERVICE_URL_LIST_KEYS = new Set(['pictures']);

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** `value` resolved against `base` when it is a relative or root-relative URL; anything else as it is. */
export function resolveServiceUrl(value: string, base: URL): string {
  if (value === '' || HAS_SCHEME.test(value) || value.startsWith('#')) return value;
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}

/**
 * The absolute base of the service (`data-api` with a trailing slash), resolved against the page when
 * `data-api` is itself relative; null when it cannot be made absolute (no page, e.g. in node).
 */
export function serviceBase(baseUrl: string, pageUrl: string | undefined = globalThis.location?.href): URL | null {
  try {
    return new URL(`${baseUrl.replace(/\/+$/, '')}/`, pageUrl);
  } catch {
    return null;
  }
}

const NAMES_A_SERVICE_URL = new RegExp(`"(?:${[...SERVICE_URL_KEYS, ...SERVICE_URL_LIST_KEYS].join('|')})"\\s*:|\\\\u`);

/**
 * False when the JSON text of an answer cannot hold a service URL: none of the keys appears, and no
 * `\u` escape could spell one. One scan of the text instead of a walk of every object of the parsed
 * answer: a map's 1,600 positions hold none, and the walk cost ~30 ms on a slow phone.
 */
export function mayHoldServiceUrls(json: string): boolean {
  return NAMES_A_SERVICE_URL.test(json);
}

/** Rewrites, in place, the service URLs of a parsed answer (see SERVICE_URL_KEYS); returns it. */
export function resolveServiceUrls<T>(payload: T, base: URL): T {
  visit(payload, base);
  return payload;
}

function visit(node: unknown, base: URL): void {
  if (Array.isArray(node)) {
    for (const item of node) if (item && typeof item === 'object') visit(item, base);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (typeof value === 'string') {
      if (SERVICE_URL_KEYS.has(key)) record[key] = resolveServiceUrl(value, base);
    } else if (Array.isArray(value) && SERVICE_URL_LIST_KEYS.has(key)) {
      record[key] = value.map((item: unknown) => (typeof item === 'string' ? resolveServiceUrl(item, base) : (visit(item, base), item)));
    } else if (value && typeof value === 'object') visit(value, base);
  }
}
