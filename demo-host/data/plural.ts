import type { Locale } from '../../core/i18n/locale';

/** The singular and plural of a counted word; `other` is every form but the language's singular. */
export interface CountedWord {
  one: string;
  other: string;
}

const RULES = new Map<Locale, Intl.PluralRules>();
const NUMBERS = new Map<Locale, Intl.NumberFormat>();
const NUMBER_LOCALE: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };

/** A count as the language writes it. */
function formatNumber(locale: Locale, n: number): string {
  let format = NUMBERS.get(locale);
  if (!format) NUMBERS.set(locale, (format = new Intl.NumberFormat(NUMBER_LOCALE[locale])));
  return format.format(n);
}

/** '1 slaapkamer', '3 slaapkamers', '0 chambre' (French counts 0 as singular): the form the language's plural rule picks. */
export function counted(locale: Locale, n: number, word: CountedWord): string {
  let rules = RULES.get(locale);
  if (!rules) RULES.set(locale, (rules = new Intl.PluralRules(locale)));
  return `${formatNumber(locale, n)} ${rules.select(n) === 'one' ? word.one : word.other}`;
}
