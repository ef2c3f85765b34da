import type { Locale } from './locale';
import type { Catalogue } from './types';

/**
 * 'full' (default): every text of the locale. 'base': what the listing blocks (search, table, gallery,
 * map) and the loader need (core messages, Status/Type/EnergyLabel/SubType/Country labels, listing,
 * loader) — a smaller download for listing pages.
 */
export type CataloguePart = 'full' | 'base';

type Importer = () => Promise<{ default: Catalogue }>;

// Literal import() paths per locale and part so esbuild emits separate chunks: a Dutch page downloads no German text.
const importers: Record<CataloguePart, Record<Locale, Importer>> = {
  full: {
    nl: () => import('./catalogues/nl'),
    fr: () => import('./catalogues/fr'),
    en: () => import('./catalogues/en'),
    de: () => import('./catalogues/de'),
  },
  base: {
    nl: () => import('./catalogues/nl-base'),
    fr: () => import('./catalogues/fr-base'),
    en: () => import('./catalogues/en-base'),
    de: () => import('./catalogues/de-base'),
  },
};

const cache = new Map<string, Promise<Catalogue>>();

/** Loads one locale's bundled catalogue once; a failed load is forgotten so a retry imports again. */
export function loadCatalogue(locale: Locale, part: CataloguePart = 'full'): Promise<Catalogue> {
  const full = cache.get(`${locale}:full`);
  if (part === 'base' && full) return full;
  const key = `${locale}:${part}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = importers[part][locale]().then((module) => module.default);
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
