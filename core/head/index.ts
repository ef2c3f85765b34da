export type { HeadData, HeadMeta, HeadAlternate, HeadUrls } from './head-data';
export { headHtml, jsonLdText } from './head-html';
export { pageHead, pathsFor, siteUrl, OG_LOCALE, type PageHeadInput, type HeadImage } from './page-head';
export { estateHead, estateName, detailPath, type EstateHeadOptions, type HeadLabels } from './estate-head';
export { rentalHead, type RentalHeadOptions } from './rental-head';
export { searchHead, type SearchHeadInput, type SearchHeadItem } from './search-head';
export { localeSitemap, sitemapIndex, robotsTxt, type SitemapEntry } from './sitemap';
export { plainText, clip, absoluteHttpUrl } from './head-text';
export { collectSitemapEntries, type SitemapSource, type SitemapOptions } from './sitemap-entries';
