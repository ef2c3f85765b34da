import type { Locale } from './locale';
import type { Messages } from './types';

export type TranslationsFetcher = (locale: Locale) => Promise<unknown>;

export interface OverridesLogger {
  warn(...args: unknown[]): void;
}

/**
 * Texts from the site content service's GET /translations/{locale} (spec §7), reduced to non-empty strings.
 * Any failure resolves to {} so the bundled texts stay in place.
 */
export async function fetchTranslationOverrides(
  fetchTranslations: TranslationsFetcher,
  locale: Locale,
  logger?: OverridesLogger,
): Promise<Messages> {
  try {
    const body = await fetchTranslations(locale);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
    const overrides: Messages = {};
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string' && value !== '') overrides[key] = value;
    }
    return overrides;
  } catch (error) {
    logger?.warn('[estate-blocks] translations for', locale, 'could not be loaded; using bundled texts', error);
    return {};
  }
}
