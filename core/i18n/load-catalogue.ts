import type { Locale } from './locale';
import type { Catalogue } from './types';

// One literal import() per locale so esbuild emits one chunk per language: a Dutch page downloads no German text.
const importers: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  nl: () => import('./catalogues/nl'),
  fr: () => import('./catalogues/fr'),
  en: () => import('./catalogues/en'),
  de: () => import('./catalogues/de'),
};

const cache = new Map<Locale, Promise<Catalogue>>();

/** Loads one locale's bundled catalogue; a failed load is forgotten so a retry imports again. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = importers[locale]().then((module) => module.default);
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
