import type { Locale } from '../i18n/locale';

/** One `<meta>`: `name` for description/twitter, `property` for Open Graph. */
export interface HeadMeta {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** An alternate language version of a page (`hreflang` is a locale or 'x-default'). */
export interface HeadAlternate {
  hreflang: Locale | 'x-default';
  href: string;
}

/** What a page's `<head>` says about it, for search engines and share previews; every URL absolute. */
export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  alternates: HeadAlternate[];
  meta: HeadMeta[];
  /** A schema.org JSON-LD document, or null when the page has none. */
  jsonLd: Record<string, unknown> | null;
  /**
   * The listing's first photo, which the detail and rental-unit blocks show first and largest: the served
   * page preloads it so the browser fetches it beside the bundle instead of after the block's data call.
   */
  preloadImage?: string;
}

/** Where pages and API files live, as absolute URLs (e.g. 'https://immo.example.be', 'https://api.example.be/api'). */
export interface HeadUrls {
  /** Origin of the site's pages; paths from core/routes are resolved against it. */
  site: string;
  /** Base of the site content service; image and file paths from the API are resolved against it. Default: `site`. */
  api?: string;
}
