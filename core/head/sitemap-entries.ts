import type { CallOptions } from '../api/endpoints';
import type { EstateSearchBody, EstateSearchResponse, RentalSearchBody, RentalSearchResponse } from '../api/types';
import { LOCALES, type Locale } from '../i18n/locale';
import type { Estate } from '../model/estate';
import type { Site } from '../model/site';
import { estateLink, rentalUnitLink, unitLink } from '../routes/links';
import { isHidden } from '../status/hidden-status';
import type { SitemapEntry } from './sitemap';

/** The calls the sitemap needs: core/api's createSiteApi(client) has them. */
export interface SitemapSource {
  getSite(opts?: CallOptions): Promise<Site | null>;
  searchEstates(body: EstateSearchBody, opts?: CallOptions): Promise<EstateSearchResponse>;
  searchRentalUnits(body: RentalSearchBody, opts?: CallOptions): Promise<RentalSearchResponse>;
}

export interface SitemapOptions {
  /** Records per call (the service's documented maximum for full records is 1,000). Default 500. */
  pageSize?: number;
  /** Upper bound of records, so a runaway total cannot loop for ever. Default 50,000 (one sitemap file's limit). */
  maxRecords?: number;
}

/** One detail page: its path per locale, keyed by the record id so the locales' answers join. */
type Paths = Map<string, { paths: Partial<Record<Locale, string>>; lastmod: string | null }>;

function add(paths: Paths, key: string, locale: Locale, path: string, lastmod: string | null | undefined) {
  const entry = paths.get(key) ?? { paths: {}, lastmod: lastmod ?? null };
  entry.paths[locale] = path;
  paths.set(key, entry);
}

/** One call, tried once more when it fails (a reused connection the server just closed fails like the network). */
async function twice<T extends { error?: { message: string } }>(call: () => Promise<T>, what: string): Promise<T> {
  const first = await call();
  if (!first.error) return first;
  const second = await call();
  if (second.error) throw new Error(`${what}: ${second.error.message}`);
  return second;
}

async function estatePages(api: SitemapSource, locale: Locale, site: Site, paths: Paths, { pageSize = 500, maxRecords = 50_000 }: SitemapOptions) {
  const sort = [{ field: 'general.publicationDate', order: 'DESC' as const }];
  for (let from = 0; from < maxRecords; from += pageSize) {
    const answer = await twice(() => api.searchEstates({ query: {}, sort, pagination: { from, size: pageSize }, units: true }, { locale }), `estates (${locale}, from ${from})`);
    for (const { children } of answer.results) {
      const [main, ...units] = (children ?? []).filter((e): e is Estate => typeof e?.id === 'number' && !isHidden(e, site.settings));
      if (!main) continue;
      add(paths, `estate:${main.id}`, locale, estateLink(main, locale), main.general?.publicationDate);
      if (main.general?.project) {
        for (const unit of units) add(paths, `estate:${unit.id}`, locale, unitLink(main, unit, locale), unit.general?.publicationDate);
      }
    }
    if (answer.results.length < pageSize || from + pageSize >= answer.total.value) return;
  }
}

async function rentalPages(api: SitemapSource, paths: Paths, { pageSize = 500, maxRecords = 50_000 }: SitemapOptions) {
  for (let from = 0; from < maxRecords; from += pageSize) {
    const answer = await twice(() => api.searchRentalUnits({ pagination: { from, size: pageSize } }), `rental units (from ${from})`);
    for (const unit of answer.results) {
      if (typeof unit?.id !== 'number') continue;
      for (const locale of LOCALES) add(paths, `rental:${unit.id}`, locale, rentalUnitLink(unit.id, locale), null);
    }
    if (answer.results.length < pageSize || from + pageSize >= answer.total) return;
  }
}

/**
 * Every visible detail page of a site (estates, projects, their units, notary listings, holiday rentals)
 * with its path in each locale, built by core/routes from the service's answers in that locale (the
 * service localizes the names in slugs). Estates of a status the site hides are left out. Throws when
 * a call fails, so a server answers an error rather than a sitemap missing pages.
 */
export async function collectSitemapEntries(api: SitemapSource, options: SitemapOptions = {}): Promise<SitemapEntry[]> {
  const site = await api.getSite();
  if (!site) throw new Error('the site is unknown to the service');
  const paths: Paths = new Map();
  await Promise.all([...LOCALES.map((l) => estatePages(api, l, site, paths, options)), rentalPages(api, paths, options)]);
  return [...paths.values()].flatMap(({ paths: byLocale, lastmod }) =>
    LOCALES.every((l) => byLocale[l]) ? [{ paths: byLocale as Record<Locale, string>, lastmod }] : [],
  );
}
