import i18next, { type i18n } from 'i18next';
import type { Locale } from './locale';
import type { Catalogue, Messages } from './types';

export type TranslateVars = Record<string, string | number | boolean | null | undefined>;

export interface Translator {
  readonly locale: Locale;
  /**
   * Translated text with {{var}} interpolation; a number `count` picks the plural form (key_zero when
   * the locale's catalogue has one and count is 0, else key_one / key_many / key_other by the locale's
   * rules). An unknown key returns the key itself.
   */
  t(key: string, vars?: TranslateVars): string;
  /** A field label; missing or empty → the key wrapped in underscores (spec §5). */
  fieldLabel(key: string): string;
  /** Label of code `code` of enumeration `enumName` (key enum.<EnumName>.<CODE>); missing → '' (spec §5). */
  enumLabel(enumName: string, code: string | number | null | undefined): string;
  /** True when the key (or, for a plural text, one of its forms) has a non-empty text. */
  has(key: string): boolean;
}

/** The namespace of the bundled catalogue and the one of the site's texts, which i18next asks first. */
const BUNDLED = 'estate-blocks';
const SITE = 'site';
const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

const PLACEHOLDER = /\{\{(.*?)\}\}/g;

/**
 * `text` with its `{{name}}` placeholders filled from `vars` in one pass, as i18next fills them with
 * the options of createI18next below (unescaped, never interpolated again); undefined where i18next must
 * decide: a plural `count` or a `context` (the only i18next options a caller passes; no text names a
 * variable after an option: translator.test), nesting, a formatted or missing variable. Most texts of a
 * render are such labels, and i18next's lookup and interpolation cost ~2 µs a call warm and many times
 * that on cold code: hundreds of calls on a search page, milliseconds on a phone.
 */
function fill(text: string, vars: TranslateVars = {}): string | undefined {
  if ('count' in vars || 'context' in vars || text.includes('$t(')) return undefined;
  let complete = true;
  const filled = text.replace(PLACEHOLDER, (_, name: string) => {
    const value = /^\w+$/.test(name) && Object.hasOwn(vars, name) ? vars[name] : undefined;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    complete = false;
    return '';
  });
  return complete ? filled : undefined;
}

/**
 * The i18next options the catalogues are written for (core/i18n/catalogues/README.md): flat keys with
 * dots, {{var}} unescaped (React escapes), no fallback language (a missing text is the key, spec §5), and
 * values never interpolated or nested again (skipOnVariables), so a visitor's "{{x}}" stays as typed.
 */
export function createI18next(locale: Locale, catalogue: Catalogue, overrides?: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: false,
    // The bundled catalogue is referenced, not copied: every block of a page shares it.
    resources: { [locale]: { [BUNDLED]: catalogue as Messages, ...(overrides ? { [SITE]: overrides } : {}) } },
    ns: overrides ? [SITE, BUNDLED] : [BUNDLED],
    defaultNS: overrides ? SITE : BUNDLED,
    fallbackNS: overrides ? BUNDLED : false,
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    returnObjects: false,
    interpolation: { escapeValue: false, skipOnVariables: true },
  });
  return instance;
}

/**
 * Builds a synchronous translator on an i18next instance. `overrides` (the site content service's
 * GET /translations/{locale}) are a resource bundle of their own that i18next asks first, so a site
 * text wins key by key (also per plural form) and the shared catalogue is never changed.
 */
export function createTranslator(locale: Locale, catalogue: Catalogue, overrides?: Messages): Translator {
  const instance = createI18next(locale, catalogue, overrides);
  // Own, non-empty strings only: i18next would read inherited names (constructor, __proto__) as resources.
  const own = (messages: Catalogue | undefined, key: string): string | undefined => {
    const value = messages && Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  /** The text of `key` itself (the site's first), as i18next finds it without a plural count. */
  const textOf = (key: string): string | undefined => own(overrides, key) ?? own(catalogue, key);
  const exact = (key: string): boolean => textOf(key) !== undefined;
  const has = (key: string): boolean => exact(key) || PLURAL_SUFFIXES.some((suffix) => exact(key + suffix));
  const t = (key: string, vars?: TranslateVars): string => {
    const text = textOf(key);
    return (text === undefined ? undefined : fill(text, vars)) ?? (has(key) ? instance.t(key, { ...vars }) : key);
  };
  return {
    locale,
    t,
    fieldLabel: (key) => (exact(key) ? t(key) : `_${key}_`),
    enumLabel: (enumName, code) => {
      if (code === null || code === undefined || code === '') return '';
      const key = `enum.${enumName}.${code}`;
      return exact(key) ? t(key) : '';
    },
    has,
  };
}
