/** Site content service: sites, navigation, pages, entities, agreements (spec §7). */
import type { Locale } from '../i18n/locale';
import type { Translated } from './common';

export interface SiteSettings {
  /** Unified status ids to hide (core/model/status.ts); empty or absent hides nothing (spec §4). */
  hiddenStatus?: number[];
  /** Detail tabs/sections to hide (spec §2 hidden-tabs setting). */
  hiddenTabs?: string[];
  /**
   * Origins whose pages may call the service from a browser (CORS) and post its forms, e.g.
   * `https://www.example.be`; a `*` port allows any port (`http://localhost:*`). The service's own
   * origin is always allowed.
   */
  allowedOrigins?: string[];
  /**
   * Where each page of the site lives (core/routes RouteMap: base, form, words, templates; docs/routes.md):
   * the bundle's links and the service's e-mail links are built from it. Checked by parseRouteMap.
   */
  routes?: unknown;
  /** Origins (e.g. 'https://cdn.example') feed HTML may load images from besides the page's own; default none. */
  feedImageOrigins?: string[];
  [key: string]: unknown;
}

export interface Site {
  id: string;
  name: string;
  hostnames: string[];
  defaultLocale: Locale;
  locales: Locale[];
  settings: SiteSettings;
}

export interface NavigationItem {
  id: string;
  title: Translated;
  /** Path per language, e.g. { nl: '/nl/aanbod', fr: '/fr/offre' }. */
  url: Translated;
  children?: NavigationItem[];
}

export interface Navigation {
  name: string;
  items: NavigationItem[];
}

export interface Page {
  id: string;
  locale: Locale;
  /** Path of the page, e.g. '/en/privacy-statement'. */
  url: string;
  title: string;
  /** HTML; sanitize before rendering. */
  content: string;
  /** The same page in the other languages: locale → url. */
  alternates?: Translated;
  meta?: { description?: string };
}

export interface Entity {
  id: string;
  name: string;
  type?: string;
}

export interface EntityItem {
  id: string;
  entityId: string;
  fields: Record<string, unknown>;
}

export interface Agreement {
  id: string;
  title: string;
  url: string;
  required: boolean;
}

export interface EstateCollection {
  id: string;
  name: string;
  estateIds: number[];
}

export interface EstatePage {
  estateId: number;
  locale: Locale;
  url: string;
  title: string;
  /** Plain text for a meta description (core/head describingText, clipped at 155), when the estate has one. */
  description?: string;
}
