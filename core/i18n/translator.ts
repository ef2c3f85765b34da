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

const VARIABLE = /\{\{(.+?)\}\}/g;

/**
 * Fills {{name}} placeholders the way i18next 26 does with escapeValue off (React escapes):
 * a passed null or undefined value gives '', a variable that was not passed stays as written,
 * and a value is never interpolated again. interpolate.equivalence.test.ts checks every
 * catalogue text against i18next itself.
 */
export function interpolate(text: string, vars: TranslateVars): string {
  return text.replace(VARIABLE, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.prototype.hasOwnProperty.call(vars, key)) return placeholder;
    const value = vars[key];
    return value === null || value === undefined ? '' : String(value);
  });
}

/**
 * Builds a synchronous translator; `overrides` (site content service texts) win over the bundled catalogue.
 * Catalogues are i18next JSON (flat keys, {{var}}); the runtime is this small lookup rather than
 * i18next itself, which would be a third of a listing page's JavaScript for features we do not use.
 */
export function createTranslator(locale: Locale, catalogue: Catalogue, overrides?: Messages): Translator {
  // Looked up in place: every block of a page shares the catalogue, so it is not copied per mount.
  const own = (messages: Catalogue | undefined, key: string): string | undefined => {
    const value = messages && Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const text = (key: string): string | undefined => own(overrides, key) ?? own(catalogue, key);
  const has = (key: string): boolean => text(key) !== undefined;
  const t = (key: string, vars?: TranslateVars): string => {
    const found = text(key);
    return found === undefined ? key : interpolate(found, vars ?? {});
  };
  return {
    locale,
    t,
    fieldLabel: (key) => (has(key) ? t(key) : `_${key}_`),
    enumLabel: (enumName, code) => {
      if (code === null || code === undefined || code === '') return '';
      const key = `enum.${enumName}.${code}`;
      return has(key) ? t(key) : '';
    },
    has,
  };
}
