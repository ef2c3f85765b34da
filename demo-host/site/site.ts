import { LOCALES } from '../../core/i18n/locale';
import { join } from 'node:path';
import type { Locale } from '../../core/i18n/locale';
import { SITES } from '../data/generate-site';
import { esc } from './html';
import { notFoundPage, renderBare, renderLayout } from './layout';
import { switchLocale } from '../../core/routes';

import { loadNavigation } from './navigation';
import type { Page, PageContext, PageResult } from './page';
import { cataloguePage } from './pages/catalogue';
import { pages as detailPages } from './pages/detail';
import { pages as formsPages } from './pages/forms';
import { pages as listingPages } from './pages/listing';
import { outboxPage } from './pages/outbox';
import { pages as rentalPages } from './pages/rental';
import { pages as sitePages } from './pages/site';

export interface SiteOptions {
  root: string;
  /** Base URL of the reference service as seen from this process, e.g. http://127.0.0.1:8080/api. */
  apiBase: string;
  /** Whether the demo outbox page is served (demo-mode.ts); default false. */
  demo?: boolean;
}

export interface RenderedPage {
  status: number;
  html: string;
}

/** The site a demo page shows: `?site=` when it names a site of the dataset, else 'demo'. */
export function siteIdOf(url: URL): string {
  const site = url.searchParams.get('site');
  return site && SITES.some((s) => s.id === site) ? site : 'demo';
}

function localeOf(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return LOCALES.find((l) => l === first);
}

export function createSite({ root, apiBase, demo = false }: SiteOptions) {
  const localized: Page[] = [...sitePages, ...listingPages, ...detailPages, ...rentalPages, ...formsPages];
  const global: Page[] = [cataloguePage(join(root, '.build/blocks.json')), ...(demo ? [outboxPage] : [])];

  async function apiCall<T>(path: string, locale: Locale, body?: unknown): Promise<T | null> {
    try {
      const init: RequestInit = { headers: { accept: 'application/json', 'accept-language': locale } };
      if (body !== undefined) Object.assign(init, { method: 'POST', body: JSON.stringify(body), headers: { ...init.headers, 'content-type': 'application/json' } });
      const res = await fetch(apiBase + path, init);
      if (!res.ok || res.status === 204) return null;
      return (await res.json()) as T;
    } catch {
      return null;
    }
  }

  const names = new Map<string, string>();
  async function siteName(siteId: string): Promise<string> {
    if (!names.has(siteId)) {
      const site = await apiCall<{ name?: unknown }>(`/sites/${siteId}`, 'nl');
      if (typeof site?.name === 'string') names.set(siteId, site.name);
    }
    return names.get(siteId) ?? 'Immo Demo';
  }

  async function render(url: URL, build: 'preact' | 'react'): Promise<RenderedPage> {
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    const pathLocale = localeOf(pathname);
    const queryLocale = LOCALES.find((l) => l === url.searchParams.get('locale'));
    const locale = pathLocale ?? queryLocale ?? 'en';
    const siteId = siteIdOf(url);
    const ctx: PageContext = {
      demo,
      locale,
      url,
      siteId,
      siteName: await siteName(siteId),
      build,
      apiGet: (path) => apiCall(path, locale),
      apiGetIn: (path, other) => apiCall(path, other),
      apiPost: (path, body) => apiCall(path, locale, body),
    };
    const candidates = pathLocale ? localized : global;
    let result: PageResult | null = null;
    for (const page of candidates) {
      const params = page.match(pathname);
      if (!params) continue;
      try {
        result = await page.render(params, ctx);
      } catch (error) {
        console.error(`[demo-host] page ${page.name} failed for ${pathname}:`, error);
        result = { status: 500, title: 'Error', body: `<h1>500</h1><p>The page ${esc(page.name)} failed.</p>` };
      }
      break;
    }
    result ??= notFoundPage(locale);
    if (result.bare) return { status: result.status ?? 200, html: renderBare({ ctx, result }) };
    const withLocale = (l: Locale) => {
      const query = new URLSearchParams(url.search);
      query.set('locale', l);
      return `${pathname}?${query}`;
    };
    const alternates = Object.fromEntries(LOCALES.map((l) => [l, pathLocale ? switchLocale(pathname + url.search, l) : withLocale(l)]));
    const nav = await loadNavigation(ctx);
    return { status: result.status ?? 200, html: renderLayout({ ctx, result, nav, alternates, localized: Boolean(pathLocale) }) };
  }

  return { render };
}
