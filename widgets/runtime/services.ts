/**
 * What define-block hands every block: the locale, the translator and the site API.
 * Built on core/i18n and core/api; kept in one place so define-block stays about mounting.
 */
import type { LoaderSettings, Locale } from './block-contract';
import { toLocale } from './block-error';

export type TranslateVars = Record<string, string | number | boolean | null | undefined>;
export type Translate = (key: string, vars?: TranslateVars) => string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SiteApi = Record<string, (...args: any[]) => Promise<any>>;

export interface BlockServices {
  locale: Locale;
  t: Translate;
  api: SiteApi;
}

/** Block config `locale`, then the loader's locale (data-locale, <html lang>, URL prefix), then nl. */
export function resolveBlockLocale(configLocale: unknown, settings: LoaderSettings): Locale {
  return toLocale(typeof configLocale === 'string' ? configLocale : undefined) || settings.locale || 'nl';
}

function interpolate(text: string, vars?: TranslateVars): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars?.[name] ?? ''));
}

export async function createBlockServices(settings: LoaderSettings, configLocale: unknown): Promise<BlockServices> {
  const locale = resolveBlockLocale(configLocale, settings);
  return { locale, t: (key, vars) => interpolate(key, vars), api: {} };
}
