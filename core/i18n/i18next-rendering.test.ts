import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load-catalogue';
import { LOCALES, type Locale } from './locale';
import { createTranslator, type TranslateVars } from './translator';
import type { Catalogue } from './types';

/**
 * The runtime translator is i18next (core/i18n/translator.ts). These tests render every text of every
 * locale through it and hold the catalogues to what that runtime is configured for: flat keys, {{name}}
 * variables, plural forms by the locale's own rules, nothing nested or formatted.
 */
const catalogues = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await loadCatalogue(locale)] as const)),
) as Record<Locale, Catalogue>;

const PLURAL = /_(zero|one|two|few|many|other)$/;
const variablesOf = (text: string) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]!.trim());
const pluralBases = (catalogue: Catalogue) => [...new Set(Object.keys(catalogue).filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))].sort();
/** i18next reads these names in the options of t() as settings, not as variables. */
const I18NEXT_OPTIONS = ['lng', 'lngs', 'ns', 'context', 'defaultValue', 'replace', 'ordinal', 'returnObjects', 'returnDetails', 'joinArrays', 'postProcess', 'interpolation', 'keyPrefix', 'fallbackLng'];
/** Texts with {{count}} where the number is not counting a noun ("photo 2 of {{count}}", "{{count}} km", "exactly {{count}}"). */
const COUNT_WITHOUT_NOUN = ['detail.open_photo', 'lightbox.photo', 'rental.unit.open_photo', 'listing.search.km', 'listing.search.bedrooms_exact'];

describe('every catalogue text renders through i18next', () => {
  it.each(LOCALES.map((l) => [l]))('%s: every key, with every variable passed, renders its text with the values in place', (locale) => {
    const catalogue = catalogues[locale as Locale];
    const tr = createTranslator(locale as Locale, catalogue);
    const keys = Object.keys(catalogue).filter((key) => !PLURAL.test(key));
    expect(keys.length).toBeGreaterThan(500);
    const wrong: string[] = [];
    for (const key of keys) {
      const text = catalogue[key]!;
      const vars = Object.fromEntries(variablesOf(text).map((name, i) => [name, `‹${name}${i}›`]));
      const expected = text.replace(/\{\{(.+?)\}\}/g, (_m, name: string) => String(vars[name.trim()]));
      if (tr.t(key, vars) !== expected) wrong.push(`${key}: ${tr.t(key, vars)}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES.map((l) => [l]))('%s: every plural text renders a form for 0, 1, 2, 5, 21 and 1,000,000, with the number in it where the form names it', (locale) => {
    const catalogue = catalogues[locale as Locale];
    const tr = createTranslator(locale as Locale, catalogue);
    const rules = new Intl.PluralRules(locale);
    const wrong: string[] = [];
    for (const base of pluralBases(catalogue)) {
      for (const count of [0, 1, 2, 5, 21, 1_000_000]) {
        const form = count === 0 && catalogue[`${base}_zero`] ? 'zero' : rules.select(count);
        const text = catalogue[`${base}_${form}`];
        const rendered = tr.t(base, { count });
        if (text === undefined || rendered !== text.replaceAll('{{count}}', String(count))) wrong.push(`${base} (${count}): ${rendered}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES.map((l) => [l]))('%s: every plural text has each form the language needs (Intl.PluralRules), and no other', (locale) => {
    const catalogue = catalogues[locale as Locale];
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const base of pluralBases(catalogue)) {
      const forms = Object.keys(catalogue).filter((k) => k.startsWith(`${base}_`) && PLURAL.test(k) && k.replace(PLURAL, '') === base).map((k) => PLURAL.exec(k)![1]);
      expect(forms.filter((f) => f !== 'zero').sort(), base).toEqual([...categories].sort());
      expect(catalogue[base], `${base} also has a text without a plural form`).toBeUndefined();
    }
  });

  it('a distinct empty text (_zero) exists in every locale or in none', () => {
    const zeros = (locale: Locale) => Object.keys(catalogues[locale]).filter((k) => k.endsWith('_zero')).sort();
    for (const locale of LOCALES) expect(zeros(locale)).toEqual(zeros('en'));
  });

  it.each(LOCALES.map((l) => [l]))('%s: a count is always a plural text (no {{count}} next to a hand-picked form)', (locale) => {
    const bare = Object.entries(catalogues[locale as Locale])
      .filter(([key, text]) => !PLURAL.test(key) && variablesOf(text).includes('count') && !COUNT_WITHOUT_NOUN.includes(key))
      .map(([key]) => key);
    expect(bare).toEqual([]);
    const handPicked = Object.keys(catalogues[locale as Locale]).filter((key) => /\.(none|one|other|singular|plural)$/.test(key) && /count|results/.test(key));
    expect(handPicked).toEqual([]);
  });

  it.each(LOCALES.map((l) => [l]))('%s: catalogues use only what the runtime is configured for (no nesting, formats, unescaped values or option names as variables)', (locale) => {
    const unsupported = Object.entries(catalogues[locale as Locale]).filter(
      ([, text]) => /\$t\(/.test(text) || /\{\{-/.test(text) || variablesOf(text).some((name) => !/^\w+$/.test(name) || I18NEXT_OPTIONS.includes(name)),
    );
    expect(unsupported).toEqual([]);
  });

  it.each<[string, string, TranslateVars, string]>([
    ['a passed value fills its placeholder', 'Nog {{count}} foto’s', { count: 3 }, 'Nog 3 foto’s'],
    ['spaces inside the braces are ignored', '{{ name }}!', { name: 'Jan' }, 'Jan!'],
    ['a passed null or undefined gives an empty text', '[{{a}}|{{b}}]', { a: null, b: undefined }, '[|]'],
    ['a value is not interpolated again', '{{a}}', { a: '{{b}}', b: 'x' }, '{{b}}'],
    ['a value is not nested', '{{a}}', { a: '$t(k)' }, '$t(k)'],
    ['values are not escaped (React escapes)', '{{a}}', { a: '<b>&' }, '<b>&'],
  ])('interpolation: %s', (_rule, text, vars, expected) => {
    expect(createTranslator('nl', { k: text }).t('k', vars)).toBe(expected);
  });

  it('a visitor’s text as a value never changes (any string, any key)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(createTranslator('nl', { k: 'Hallo {{name}}!' }).t('k', { name: value })).toBe(`Hallo ${value}!`);
      }),
      { numRuns: 100 },
    );
  });

  it.each<[Locale, number, string]>([
    ['nl', 0, 'Geen panden gevonden'], ['nl', 1, '1 pand gevonden'], ['nl', 2, '2 panden gevonden'],
    ['fr', 0, 'Aucun bien trouvé'], ['fr', 1, '1 bien trouvé'], ['fr', 2, '2 biens trouvés'],
    ['en', 0, 'No estates found'], ['en', 1, '1 estate found'], ['en', 2, '2 estates found'],
    ['de', 0, 'Keine Immobilien gefunden'], ['de', 1, '1 Immobilie gefunden'], ['de', 2, '2 Immobilien gefunden'],
  ])('%s: listing.count with %i reads %s', (locale, count, expected) => {
    expect(createTranslator(locale, catalogues[locale]).t('listing.count', { count, n: String(count) })).toBe(expected);
  });

  it('French: 0 and 1 are singular (without a distinct empty text)', () => {
    const tr = createTranslator('fr', catalogues.fr);
    expect([0, 1, 2].map((count) => tr.t('rental.card.bedrooms', { count }))).toEqual(['0 chambre', '1 chambre', '2 chambres']);
  });

  it('site overrides win per plural form; the other forms stay bundled', () => {
    const tr = createTranslator('en', catalogues.en, { 'listing.count_one': 'Just one home' });
    expect([tr.t('listing.count', { count: 1, n: '1' }), tr.t('listing.count', { count: 3, n: '3' })]).toEqual(['Just one home', '3 estates found']);
  });
});
