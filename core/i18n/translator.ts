import i18next from 'i18next';
import type { Locale } from './locale';
import type { Catalogue, Messages } from './types';

export type TranslateVars = Record<string, string | number | boolean | null | undefined>;

export interface Translator {
  readonly locale: Locale;
  /** Translated text with {{var}} interpolation; an unknown key returns the key itself. */
  t(key: string, vars?: TranslateVars): string;
  /** A field label; missing or empty → the key wrapped in underscores (spec §5). */
  fieldLabel(key: string): string;
  /** Label of code `code` of enumeration `enumName` (key enum.<EnumName>.<CODE>); missing → '' (spec §5). */
  enumLabel(enumName: string, code: string | number | null | undefined): string;
  /** True when the key has a non-empty text. */
  has(key: string): boolean;
}

/** Builds a synchronous translator; `overrides` (site content service texts) win over the bundled catalogue. */
export function createTranslator(locale: Locale, catalogue: Catalogue, overrides?: Messages): Translator {
  const translation: Messages = { ...catalogue };
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (typeof value === 'string' && value !== '') translation[key] = value;
  }
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    // React escapes text; escaping here would double-encode names such as "D'Hondt".
    interpolation: { escapeValue: false },
  });

  const has = (key: string): boolean => typeof translation[key] === 'string' && translation[key] !== '';
  return {
    locale,
    t: (key, vars) => String(i18n.t(key, vars ?? {})),
    fieldLabel: (key) => (has(key) ? String(i18n.t(key)) : `_${key}_`),
    enumLabel: (enumName, code) => {
      if (code === null || code === undefined || code === '') return '';
      const key = `enum.${enumName}.${code}`;
      return has(key) ? String(i18n.t(key)) : '';
    },
    has,
  };
}
