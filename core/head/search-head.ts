import type { Locale } from '../i18n/locale';
import type { HeadData, HeadUrls } from './head-data';
import { pageHead, siteUrl } from './page-head';

export interface SearchHeadItem {
  name: string;
  /** Path of the item's detail page (from core/routes). */
  path: string;
}

export interface SearchHeadInput {
  locale: Locale;
  title: string;
  description: string;
  /** The search page's path in every locale, filter included where it should be canonical. */
  paths: Readonly<Record<Locale, string>>;
  urls: HeadUrls;
  /** The first page of results, in order. */
  items: readonly SearchHeadItem[];
  siteName?: string;
}

/** Head data of a search or list page: canonical, hreflang, Open Graph and a schema.org ItemList of the first page. */
export function searchHead(input: SearchHeadInput): HeadData {
  const head = pageHead({ ...input, type: 'website' });
  return {
    ...head,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      url: head.canonical,
      name: input.title,
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, url: siteUrl(item.path, input.urls), name: item.name })),
    },
  };
}
