import { DEFAULT_LOCALE, toLocale, type Locale } from './locale';

export interface LocaleSources {
  /** The block's own `locale` config value. */
  config?: unknown;
  /** The loader's `data-locale` setting. */
  loaderLocale?: unknown;
  /** `document.documentElement.lang`, e.g. 'fr-BE'. */
  htmlLang?: unknown;
  /** `location.pathname`; its first segment may be a locale prefix ('/de/angebot'). */
  pathname?: unknown;
}

function fromPathname(pathname: unknown): Locale | undefined {
  if (typeof pathname !== 'string') return undefined;
  const first = pathname.split('/').find((segment) => segment !== '');
  return first === undefined ? undefined : toLocale(first.length === 2 ? first : '');
}

/**
 * Block config, then loader data-locale, then the URL's locale prefix, then <html lang>, then nl
 * (a single-language CMS says lang="nl-NL" on its /fr/ pages too)
 * (DESIGN §1, spec §9). Unsupported or malformed values are skipped, not fatal.
 */
export function resolveLocale(sources: LocaleSources = {}): Locale {
  return (
    toLocale(sources.config) ??
    toLocale(sources.loaderLocale) ??
    fromPathname(sources.pathname) ??
    toLocale(sources.htmlLang) ??
    DEFAULT_LOCALE
  );
}
