import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale';
import type { HeadData, HeadMeta, HeadUrls } from './head-data';
import { absoluteHttpUrl, clip } from './head-text';

/** Open Graph locales of the site's languages (Belgian variants where they exist). */
export const OG_LOCALE: Readonly<Record<Locale, string>> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' };

export interface HeadImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface PageHeadInput {
  locale: Locale;
  title: string;
  description: string;
  /** This page's path in every locale (from core/routes). */
  paths: Readonly<Record<Locale, string>>;
  urls: HeadUrls;
  siteName?: string;
  /** og:type: 'website' for lists, 'article' for one listing. */
  type?: 'website' | 'article';
  image?: HeadImage | null;
  /** Extra Open Graph tags, e.g. product:price:amount. */
  extraMeta?: HeadMeta[];
  jsonLd?: Record<string, unknown> | null;
  /** Kept out of search engines (e.g. a listing whose status the site hides). */
  noindex?: boolean;
}

const prop = (key: string, content: string): HeadMeta => ({ attribute: 'property', key, content });
const name = (key: string, content: string): HeadMeta => ({ attribute: 'name', key, content });

/** Absolute URL of a site path (paths from core/routes are already encoded). */
export function siteUrl(path: string, urls: HeadUrls): string {
  return absoluteHttpUrl(path, urls.site) ?? urls.site;
}

/** The parts every page head shares: canonical, hreflang alternates (+ x-default), Open Graph and Twitter tags. */
export function pageHead(input: PageHeadInput): HeadData {
  const { locale, urls, image } = input;
  const canonical = siteUrl(input.paths[locale], urls);
  const description = clip(input.description);
  const meta: HeadMeta[] = [
    ...(input.noindex ? [name('robots', 'noindex')] : []),
    prop('og:type', input.type ?? 'website'),
    prop('og:title', input.title),
    prop('og:description', description),
    prop('og:url', canonical),
    prop('og:locale', OG_LOCALE[locale]),
    ...LOCALES.filter((l) => l !== locale).map((l) => prop('og:locale:alternate', OG_LOCALE[l])),
    ...(input.siteName ? [prop('og:site_name', input.siteName)] : []),
    ...(image
      ? [
          prop('og:image', image.url),
          ...(image.width && image.height ? [prop('og:image:width', String(image.width)), prop('og:image:height', String(image.height))] : []),
          prop('og:image:alt', image.alt),
        ]
      : []),
    ...(input.extraMeta ?? []),
    name('twitter:card', image ? 'summary_large_image' : 'summary'),
    name('twitter:title', input.title),
    name('twitter:description', description),
    ...(image ? [name('twitter:image', image.url)] : []),
  ];
  return {
    title: input.title,
    description,
    canonical,
    alternates: [
      ...LOCALES.map((l) => ({ hreflang: l, href: siteUrl(input.paths[l], urls) })),
      { hreflang: 'x-default' as const, href: siteUrl(input.paths[DEFAULT_LOCALE], urls) },
    ],
    meta,
    jsonLd: input.noindex ? null : input.jsonLd ?? null,
  };
}

/** The same path builder for every locale: `pathsFor((l) => buildRoute({ name: 'search', locale: l }))`. */
export function pathsFor(build: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, build(l)])) as Record<Locale, string>;
}
