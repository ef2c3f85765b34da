import type { Locale } from '../../widgets/runtime/block-contract';

export const SITE_LOCALES: readonly Locale[] = ['nl', 'fr', 'en', 'de'];

export const LANGUAGE_NAMES: Record<Locale, string> = { nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch' };

