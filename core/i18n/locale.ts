/** The site languages. Keep identical to `Locale` in widgets/runtime/block-contract.ts (core must not import widgets). */
export type Locale = 'nl' | 'fr' | 'en' | 'de';

/** All locales, default first (spec §9). */
export const LOCALES: readonly Locale[] = ['nl', 'fr', 'en', 'de'];

/** Default locale when nothing else decides (spec §9, DESIGN §1). */
export const DEFAULT_LOCALE: Locale = 'nl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'fr-BE', 'FR_be', ' de ' → the supported primary language, else undefined. */
export function toLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}
