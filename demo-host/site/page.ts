import type { Locale } from '../../core/i18n/locale';
import type { HeadData } from '../../core/head';

export type PageParams = Record<string, string>;

/** What a page's render() gets besides its params. */
export interface PageContext {
  /** The page's locale (first path segment; 'en' for pages outside the localized tree). */
  locale: Locale;
  url: URL;
  /** 'demo' unless the query says `?site=demo-hide-sold`. */
  siteId: string;
  /** The site's name from the reference service (GET /sites/{siteId}). */
  siteName: string;
  /** Which bundle the visitor gets: 'react' when the cookie eb-build=react is set. */
  build: 'preact' | 'react';
  /** Whether the demo-only pages (outbox) are served. */
  demo?: boolean;
  /** GET a path of the reference service, e.g. `/sites/demo/navigation/main`; null when it fails. */
  apiGet<T = unknown>(path: string): Promise<T | null>;
  /** GET in another locale (the service localizes names, e.g. in slugs). */
  apiGetIn<T = unknown>(path: string, locale: Locale): Promise<T | null>;
  /** POST a JSON body to the reference service; null when it fails. */
  apiPost<T = unknown>(path: string, body: unknown): Promise<T | null>;
}

export interface PageResult {
  /** The <title> (the layout appends the site name). */
  title: string;
  /** HTML inside <main>. Escape every value with esc(); place blocks with blockDiv(). */
  body: string;
  /** HTTP status, default 200. */
  status?: number;
  /** Extra markup for <head> (e.g. a <link rel="stylesheet">); no inline scripts or styles (CSP). */
  head?: string;
  /** The meta description (default: the site's). */
  description?: string;
  /** Head data of a listing (core/head), rendered instead of the default canonical, hreflang and Open Graph tags. */
  headData?: HeadData;
  /** Keep the page out of search engines (pages behind tokens, tools). */
  noindex?: boolean;
  /** The bundle's debug view (data-debug): a rejected configuration shows its reason on the block. */
  debug?: boolean;
  /**
   * Nothing of the site around the blocks (no header, navigation, footer or site.css): the benchmark
   * page, the same page as its anchor's (scripts/bench-compare.mjs), so the two differ only in the widget.
   */
  bare?: boolean;
}

/** One page (or family of pages) of the demo site. Page lists live in demo-host/site/pages/*.ts. */
export interface Page {
  /** For error messages and the README. */
  name: string;
  /** Returns the params when `pathname` (e.g. '/en/offer/12/house-for-sale') is this page's, else null. */
  match(pathname: string): PageParams | null;
  render(params: PageParams, ctx: PageContext): PageResult | Promise<PageResult>;
}

/** A matcher for `/{locale}/word/{param}` patterns: `route({ nl: '/nl/aanbod/:id', en: '/en/offer/:id' })`. */
export function route(patterns: Partial<Record<Locale, string>> | string): (pathname: string) => PageParams | null {
  const list = typeof patterns === 'string' ? [patterns] : Object.values(patterns);
  const compiled = list.map((pattern) => {
    const names: string[] = [];
    const source = pattern
      .split('/')
      .map((part) => {
        if (part.startsWith(':')) {
          names.push(part.slice(1));
          return '([^/]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return { re: new RegExp(`^${source}/?$`), names };
  });
  return (pathname) => {
    for (const { re, names } of compiled) {
      const m = re.exec(pathname);
      if (m) return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
    }
    return null;
  };
}
