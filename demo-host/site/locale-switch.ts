import type { Locale } from '../../widgets/runtime/block-contract';

export const SITE_LOCALES: readonly Locale[] = ['nl', 'fr', 'en', 'de'];

export const LANGUAGE_NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch' };

/** The same page in `target`: the first path segment is the locale; a page-specific mapper may do better. */
export function switchLocalePath(pathname: string, target: Locale): string {
  const parts = pathname.split('/');
  if (SITE_LOCALES.includes(parts[1] as Locale)) parts[1] = target;
  else return `/${target}`;
  return parts.join('/');
}
