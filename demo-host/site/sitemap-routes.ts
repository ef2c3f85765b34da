import { createApiClient } from '../../core/api/client';
import { createSiteApi } from '../../core/api/endpoints';
import { collectSitemapEntries, localeSitemap, robotsTxt, sitemapIndex, type SitemapEntry } from '../../core/head';
import { isLocale } from '../../core/i18n/locale';

export interface SitemapFile {
  status: number;
  type: string;
  body: string;
}

const LOCALE_SITEMAP = /^\/sitemap-([a-z]{2})\.xml$/;
/** How long a site's list of detail pages is reused (the demo data changes only by the seed). */
const FRESH_MS = 5 * 60_000;

/**
 * /robots.txt, /sitemap.xml (index) and /sitemap-{locale}.xml of the demo site, from the reference
 * service through core/head — the same calls a real CMS makes against its site content service.
 */
export function createSitemapRoutes(apiBase: string) {
  const cache = new Map<string, { at: number; entries: Promise<SitemapEntry[]> }>();

  function entriesOf(siteId: string): Promise<SitemapEntry[]> {
    const hit = cache.get(siteId);
    if (hit && Date.now() - hit.at < FRESH_MS) return hit.entries;
    const api = createSiteApi(createApiClient({ baseUrl: apiBase, siteId, timeoutMs: 30_000, logger: { error: (message) => console.error('[demo-host] sitemap', message) } }));
    const entries = collectSitemapEntries(api);
    entries.catch(() => cache.delete(siteId));
    cache.set(siteId, { at: Date.now(), entries });
    return entries;
  }

  /** The file at `url`, or null when the path is none of them. */
  return async function sitemapFile(url: URL, siteId: string): Promise<SitemapFile | null> {
    const urls = { site: url.origin };
    const query = siteId === 'demo' ? '' : `?site=${encodeURIComponent(siteId)}`;
    if (url.pathname === '/robots.txt') return { status: 200, type: 'text/plain; charset=utf-8', body: robotsTxt(`${url.origin}/sitemap.xml${query}`) };
    if (url.pathname === '/sitemap.xml') return { status: 200, type: 'application/xml; charset=utf-8', body: sitemapIndex((l) => `/sitemap-${l}.xml${query}`, urls) };
    const locale = LOCALE_SITEMAP.exec(url.pathname)?.[1];
    if (!locale || !isLocale(locale)) return null;
    try {
      return { status: 200, type: 'application/xml; charset=utf-8', body: localeSitemap(await entriesOf(siteId), locale, urls) };
    } catch (error) {
      console.error('[demo-host] sitemap failed:', error);
      return { status: 503, type: 'text/plain; charset=utf-8', body: 'The site content service did not answer; try again shortly.' };
    }
  };
}
