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

/**
 * One locale's bundled catalogue: the base part, or the full one (base and detail merged). Holds no cache:
 * the module system keeps each imported part, and the page runtime shares one translator per locale and part.
 */
export function loadCatalogue(locale: Locale, part: CataloguePart = 'full'): Promise<Catalogue> {
  const base = importers.base[locale]().then((module) => module.default);
  if (part === 'base') return base;
  return Promise.all([base, importers.detail[locale]()]).then(([texts, detail]) => ({ ...texts, ...detail.default }));
}
