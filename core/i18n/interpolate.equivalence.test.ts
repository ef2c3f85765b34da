import fc from 'fast-check';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load-catalogue';
import { LOCALES, type Locale } from './locale';
import { createTranslator, interpolate, type TranslateVars } from './translator';
import type { Catalogue } from './types';

/**
 * Our catalogues are i18next JSON and stay so (translation tools and the site content service's
 * GET /translations speak it). The runtime renders them with core/i18n/translator.ts; i18next 26,
 * configured as the product used it, is the reference these tests hold it to.
 */
function referenceTranslator(locale: Locale, translation: Record<string, string>) {
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
    interpolation: { escapeValue: false },
  });
  return (key: string, vars?: TranslateVars) => String(i18n.t(key, vars ?? {}));
}

const catalogues = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await loadCatalogue(locale)] as const)),
) as Record<Locale, Catalogue>;

const variablesOf = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());
const value = fc.oneof(
  fc.string(),
  fc.constantFrom("D'Hondt & Zn", '<b>x</b>', '{{count}}', '$t(estate.no.results)', '1 / 2', '€ 250.000'),
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
);

describe('translator ≡ i18next 26 on our catalogues (issue 4, issue 6)', () => {
  it.each(LOCALES.map((l) => [l]))('%s: every text, with every variable passed, reads the same', (locale) => {
    const catalogue = catalogues[locale as Locale];
    const ours = createTranslator(locale as Locale, catalogue);
    const reference = referenceTranslator(locale as Locale, { ...catalogue });
    const keys = Object.keys(catalogue);
    expect(keys.length).toBeGreaterThan(500);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.array(value, { minLength: 4, maxLength: 4 }), (key, values) => {
        const vars = Object.fromEntries(variablesOf(catalogue[key]!).map((name, i) => [name, values[i % values.length]]));
        expect(ours.t(key, vars)).toBe(reference(key, vars));
      }),
      { numRuns: 400 },
    );
    for (const key of keys) expect(ours.t(key)).toBe(reference(key));
  });

  it('texts with missing, extra, spaced and repeated variables read the same', () => {
    const texts = fc.array(fc.oneof(fc.string(), fc.constantFrom('{{a}}', '{{ b }}', '{{c}}', '{{a}}{{a}}', '{{', '}}', '{', '}')), { maxLength: 8 }).map((parts) => parts.join(''));
    const vars = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'count'), value);
    fc.assert(
      fc.property(texts.filter((text) => text !== ''), vars, (text, passed) => {
        const reference = referenceTranslator('nl', { k: text });
        expect(createTranslator('nl', { k: text }).t('k', passed)).toBe(reference('k', passed));
      }),
      { numRuns: 500 },
    );
  });

  it.each<[string, string, TranslateVars, string]>([
    ['a passed value fills its placeholder', 'Nog {{count}} foto’s', { count: 3 }, 'Nog 3 foto’s'],
    ['spaces inside the braces are ignored', '{{ name }}!', { name: 'Jan' }, 'Jan!'],
    ['a variable not passed stays as written', 'Hallo {{name}}', {}, 'Hallo {{name}}'],
    ['a passed null or undefined gives an empty text', '[{{a}}|{{b}}]', { a: null, b: undefined }, '[|]'],
    ['a value is not interpolated again', '{{a}}', { a: '{{b}}', b: 'x' }, '{{b}}'],
    ['values are not escaped (React escapes)', '{{a}}', { a: '<b>&' }, '<b>&'],
  ])('interpolate: %s', (_rule, text, vars, expected) => {
    expect(interpolate(text, vars)).toBe(expected);
  });

  it.each(LOCALES.map((l) => [l]))('%s: catalogues use only what the translator implements (no plurals, nesting, formats, unescaped or context keys)', (locale) => {
    const unsupported = Object.entries(catalogues[locale as Locale]).filter(
      ([key, text]) => /_(zero|one|two|few|many|other|plural)$/.test(key) || /\$t\(/.test(text) || /\{\{-/.test(text) || variablesOf(text).some((name) => !/^\w+$/.test(name)),
    );
    expect(unsupported).toEqual([]);
  });
});
