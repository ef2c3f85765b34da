import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

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
