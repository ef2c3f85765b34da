import type { Locale } from '../i18n/locale';

interface CityNames {
  name?: string | null;
  alias?: Partial<Record<string, string>> | null;
}

/** A city as the page's language names it: its alias in that language, else its name (spec §3); '' when none. */
export function cityName(city: CityNames | null | undefined, locale: Locale): string {
  return city?.alias?.[locale] || city?.name || '';
}
