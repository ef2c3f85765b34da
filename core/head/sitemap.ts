import { LOCALES, type Locale } from '../i18n/locale';
import type { HeadUrls } from './head-data';
import { siteUrl } from './page-head';

/** One page of the site in every locale, with the date it last changed. */
export interface SitemapEntry {
  paths: Readonly<Record<Locale, string>>;
  /** ISO date or date-time; left out when unknown. */
  lastmod?: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

/** W3C date of a lastmod value, or '' when it is not a date. */
function w3cDate(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

/** The sitemap of one locale: every entry's URL in that locale with `xhtml:link` alternates in all four (and x-default). */
export function localeSitemap(entries: readonly SitemapEntry[], locale: Locale, urls: HeadUrls): string {
  const body = entries
    .map((entry) => {
      const lastmod = w3cDate(entry.lastmod);
      const links = [...LOCALES.map((l) => [l, entry.paths[l]] as const), ['x-default', entry.paths.nl] as const]
        .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(siteUrl(path, urls))}"/>`)
        .join('');
      return `<url><loc>${xml(siteUrl(entry.paths[locale], urls))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`;
    })
    .join('\n');
  return `${HEADER}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/** The sitemap index: one sitemap per locale at `sitemapPath(locale)`. */
export function sitemapIndex(sitemapPath: (locale: Locale) => string, urls: HeadUrls, lastmod?: string | null): string {
  const date = w3cDate(lastmod);
  const items = LOCALES.map((l) => `<sitemap><loc>${xml(siteUrl(sitemapPath(l), urls))}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</sitemap>`).join('\n');
  return `${HEADER}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** robots.txt that lets every crawler in and names the sitemap index. */
export function robotsTxt(sitemapIndexUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapIndexUrl}\n`;
}
