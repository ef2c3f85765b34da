/** All site languages, default first (spec §9). Adding one here makes the compiler ask for it wherever a per-locale table is kept. */
export const LOCALES = ['nl', 'fr', 'en', 'de'] as const;

/** The site languages. */
export type Locale = (typeof LOCALES)[number];

/** Default locale when nothing else decides (spec §9, DESIGN §1). */
export const DEFAULT_LOCALE: Locale = 'nl';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** 'fr-BE', 'FR_be', ' de ' → the supported primary language, else undefined. */
export const toLocale = (value: unknown): Locale | undefined =>
  LOCALES.find((locale) => typeof value == 'string' && value.trim().toLowerCase().split(/[-_]/)[0] == locale);
