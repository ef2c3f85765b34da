import type { Locale } from './locale';
import type { Catalogue } from './types';

/**
 * 'full' (default): every text of the locale. 'base': what the listing blocks (search, table, gallery,
 * map) and the loader need (core messages, Status/Type/EnergyLabel/SubType/Country labels, listing,
 * loader) — a smaller download for listing pages.
 */
export type CataloguePart = 'full' | 'base';

type Importer = () => Promise<{ default: Catalogue }>;

/**
 * Literal import() paths per locale and part so esbuild emits separate files: a Dutch page downloads no
 * German text. The full catalogue is the two parts, imported side by side: with one module importing
 * the other, esbuild moves the base texts into a chunk of their own, and each part costs two round trips.
 */
const importers: Record<'base' | 'detail', Record<Locale, Importer>> = {
  base: {
    nl: () => import('./catalogues/nl-base'),
    fr: () => import('./catalogues/fr-base'),
    en: () => import('./catalogues/en-base'),
    de: () => import('./catalogues/de-base'),
  },
  detail: {
    nl: () => import('./catalogues/nl-detail'),
    fr: () => import('./catalogues/fr-detail'),
    en: () => import('./catalogues/en-detail'),
    de: () => import('./catalogues/de-detail'),
  },
};

const cache = new Map<string, Promise<Catalogue>>();

function once(key: string, load: () => Promise<Catalogue>): Promise<Catalogue> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    // A failed load is forgotten so a retry imports again.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}

/** Loads one locale's bundled catalogue once; the base part after the full one is the full one. */
export function loadCatalogue(locale: Locale, part: CataloguePart = 'full'): Promise<Catalogue> {
  const base = () => once(`${locale}:base`, () => importers.base[locale]().then((module) => module.default));
  if (part === 'base') return cache.get(`${locale}:full`) ?? base();
  return once(`${locale}:full`, () => Promise.all([base(), importers.detail[locale]()]).then(([texts, detail]) => ({ ...texts, ...detail.default })));
}
