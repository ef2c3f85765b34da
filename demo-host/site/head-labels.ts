import type { HeadLabels } from '../../core/head';
import { createTranslator } from '../../core/i18n/translator';
import de from '../../core/i18n/catalogues/de';
import en from '../../core/i18n/catalogues/en';
import fr from '../../core/i18n/catalogues/fr';
import nl from '../../core/i18n/catalogues/nl';

// Imported statically: a dynamic import() makes esbuild wrap the shared core modules of this
// one-file server bundle in lazy initialisers, and the seed then reads core constants before they exist.
let labels: HeadLabels | null = null;

/** Enumeration labels of the bundle's catalogues in every locale, for slugs built on the server. */
export function headLabels(): HeadLabels {
  labels ??= { nl: createTranslator('nl', nl), fr: createTranslator('fr', fr), en: createTranslator('en', en), de: createTranslator('de', de) };
  return labels;
}
