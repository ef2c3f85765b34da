import { describe, expect, it } from 'vitest';
import { createI18next, createTranslator } from './translator';
import { loadCatalogue } from './load-catalogue';
import { LOCALES } from './locale';

const catalogue = {
  'estate.no.results': 'Geen resultaten',
  'live_agenda.cancel.confirm_question': '{{firstName}} {{lastName}}, afspraak op {{date}} annuleren?',
  'field.general.bedroomCount': 'Slaapkamers',
  'field.empty': '',
  'enum.Heating.GAS': 'Gas',
  'enum.GeoPrecision.ROOFTOP': 'Op het dak',
};

describe('createTranslator', () => {
  const tr = createTranslator('nl', catalogue);

  it.each<[string, () => string, string]>([
    ['spec §8: a bundled message key', () => tr.t('estate.no.results'), 'Geen resultaten'],
    ['spec §8: interpolation of the visitor name, unescaped (React escapes)', () => tr.t('live_agenda.cancel.confirm_question', { firstName: "Jan", lastName: "D'Hondt & Zn", date: '01/02/2027' }), "Jan D'Hondt & Zn, afspraak op 01/02/2027 annuleren?"],
    ['spec §5: an unknown message key returns the key', () => tr.t('no.such.key'), 'no.such.key'],
    ['spec §5: a field label', () => tr.fieldLabel('field.general.bedroomCount'), 'Slaapkamers'],
    ['spec §5: a missing field label is the key wrapped in underscores', () => tr.fieldLabel('field.general.unknown'), '_field.general.unknown_'],
    ['spec §5: an empty field label counts as missing', () => tr.fieldLabel('field.empty'), '_field.empty_'],
    ['spec §3: an enumeration label', () => tr.enumLabel('Heating', 'GAS'), 'Gas'],
    ['spec §5: a missing enumeration code gives an empty string', () => tr.enumLabel('Heating', 'NUCLEAR'), ''],
    ['spec §5: a missing enumeration gives an empty string', () => tr.enumLabel('Nope', 'GAS'), ''],
    ['spec §5: a null enumeration code gives an empty string', () => tr.enumLabel('Heating', null), ''],
    ['spec §3: GeoPrecision labels are keyed by code name', () => tr.enumLabel('GeoPrecision', 'ROOFTOP'), 'Op het dak'],
  ])('%s', (_rule, run, expected) => {
    expect(run()).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['has a non-empty key', 'estate.no.results', true],
    ['not an empty text', 'field.empty', false],
    ['not an unknown key', 'x.y', false],
    ['not an Object.prototype member', 'constructor', false],
    ['not an inherited name either', 'toString', false],
  ])('has(): %s', (_rule, key, expected) => {
    expect(tr.has(key)).toBe(expected);
  });

  it('spec §7 GET /translations/{locale}: overrides win over bundled texts, empty overrides are ignored', () => {
    const withOverrides = createTranslator('nl', catalogue, {
      'estate.no.results': 'Niets gevonden',
      'field.general.bedroomCount': '',
      'site.only': 'Alleen van de site',
    });
    expect(withOverrides.t('estate.no.results')).toBe('Niets gevonden');
    expect(withOverrides.fieldLabel('field.general.bedroomCount')).toBe('Slaapkamers');
    expect(withOverrides.t('site.only')).toBe('Alleen van de site');
    expect(withOverrides.locale).toBe('nl');
  });

  it('the catalogue is read, not copied or changed: overrides of one translator never reach another', () => {
    const shared: Record<string, string> = { 'estate.no.results': 'Geen resultaten' };
    const site = createTranslator('nl', shared, { 'estate.no.results': 'Niets gevonden' });
    const plain = createTranslator('nl', shared);
    expect(site.t('estate.no.results')).toBe('Niets gevonden');
    expect(plain.t('estate.no.results')).toBe('Geen resultaten');
    expect(shared).toEqual({ 'estate.no.results': 'Geen resultaten' });
    shared['estate.no.results'] = 'Later geladen';
    expect(plain.t('estate.no.results')).toBe('Later geladen');
  });

  it('translators are independent instances (one per locale, no shared state)', () => {
    const fr = createTranslator('fr', { 'estate.no.results': 'Aucun résultat' });
    expect(fr.t('estate.no.results')).toBe('Aucun résultat');
    expect(tr.t('estate.no.results')).toBe('Geen resultaten');
  });
});

describe('createTranslator fills plain texts itself, exactly as i18next would', () => {
  /** Values for each placeholder of `text`: strings with replacement patterns and braces (never interpolated again), numbers. */
  const varsFor = (text: string) =>
    Object.fromEntries([...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name], i) => [name, i % 2 ? 1234.5 : `$& {{${name}}} Ä`]));

  it.each(LOCALES)('every key of the whole %s catalogue, with and without site overrides, with and without its variables', async (locale) => {
    const catalogue = await loadCatalogue(locale);
    const keys = Object.keys(catalogue);
    // Overrides of every kind: a plain text, one with a variable, an empty one (ignored), a nesting one.
    const overrides = { [keys[0]]: 'Van de site', [keys[1]]: 'Hallo {{name}}', [keys[2]]: '', [keys[3]]: 'Zie $t(other)' };
    for (const site of [undefined, overrides]) {
      const tr = createTranslator(locale, catalogue, site);
      const reference = createI18next(locale, catalogue, site);
      const expected = (key: string, vars: Record<string, unknown>) => (tr.has(key) ? reference.t(key, { ...vars }) : key);
      for (const key of keys) {
        const text = site?.[key] || catalogue[key];
        for (const vars of [undefined, varsFor(text), { ...varsFor(text), count: 1 }, { ...varsFor(text), count: 3 }, { unused: 'x' }]) {
          expect(tr.t(key, vars), `${key} ${JSON.stringify(vars)}`).toBe(expected(key, vars ?? {}));
        }
      }
    }
  });

  it.each(LOCALES)('no %s text names a variable after an i18next option (only count and context are passed as options)', async (locale) => {
    const options = ['count', 'context', 'ordinal', 'defaultValue', 'lng', 'lngs', 'ns', 'replace', 'keyPrefix', 'postProcess', 'interpolation', 'joinArrays', 'returnObjects', 'returnDetails', 'fallbackLng', 'skipInterpolation'];
    const catalogue = await loadCatalogue(locale);
    const names = Object.values(catalogue).flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => options.includes(name) && name !== 'count')).toEqual([]);
  });

  it('texts that i18next must decide still go through it: a missing or non-text variable, nesting, a formatted placeholder', () => {
    const texts = {
      greet: 'Dag {{name}}', nested: 'Zie $t(greet)', formatted: '{{n, number}} stuks', spaced: '{{ name }}!',
      // A text of its own beside plural forms and a context: count and context pick those.
      items: 'Stukken', items_one: 'Eén stuk', items_other: '{{count}} stukken', items_short: 'Stk.',
    };
    const tr = createTranslator('nl', texts);
    const reference = createI18next('nl', texts);
    for (const [key, vars] of [
      ['greet', { name: 'An' }],
      ['greet', {}],
      ['greet', { name: null }],
      ['greet', { name: true }],
      ['nested', {}],
      ['formatted', { n: 3 }],
      ['spaced', { name: 'An' }],
      ['items', {}],
      ['items', { count: 1 }],
      ['items', { count: 4 }],
      ['items', { context: 'short' }],
    ] as const) {
      expect(tr.t(key, vars), `${key} ${JSON.stringify(vars)}`).toBe(reference.t(key, { ...vars }));
    }
  });
});
