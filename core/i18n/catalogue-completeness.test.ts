import { describe, expect, it } from 'vitest';
import { LABELLED_ENUMS, type LabelledEnum } from '../enums';
import { loadCatalogue } from './load-catalogue';
import { LOCALES, type Locale } from './locale';
import type { Catalogue } from './types';

const catalogues = Object.fromEntries(
  await Promise.all(LOCALES.map(async (locale) => [locale, await loadCatalogue(locale)] as const)),
) as Record<Locale, Catalogue>;

const SPEC_8_KEYS = [
  'estate.no.results', 'estate.no.image', 'live_agenda.cancel.not_found', 'live_agenda.cancel.error',
  'live_agenda.cancel.confirm_question', 'live_agenda.cancel.cancelled', 'live_agenda.cancel.cancel_button',
  'lightbox.cannot_load',
];

/** Words spelled the same in Dutch and German (codes, abbreviations, names, loanwords): a German text made only of these may equal the Dutch one. */
const SHARED_NL_DE_WORDS = new Set([
  'ID', 'Status', 'Garage', 'Video', 'Sticker', 'Land', 'Villa', 'Bungalow', 'Cottage', 'Chalet', 'Loft', 'Penthouse',
  'Triplex', 'Restaurant', 'Café', 'Bar', 'Hotel', 'Carport', 'Tennisclub', 'Tiny', 'house', 'Liechtenstein', 'Monaco',
  'Andorra', 'San', 'Marino', 'Montenegro', 'Malta', 'Portugal', 'Ja', 'Region', 'Niveau', 'Estland', 'Polen',
  'Energie', 'Kosten', 'Titel', 'Foto', 'Aluminium', 'Elektrisch', 'West', 'Luxemburg', 'Marokko', 'Nr', 'Details',
  'Datum', 'Alle', 'Sauna', 'Energielabel', 'km', 'm²', 'EPC', 'E-Mail', 'Name', 'Info', 'Online', 'Filter', 'Plan', 'in',
]);
const isSharedText = (text: string) =>
  text.replace(/{{\s*\w+\s*}}/g, ' ').split(/[\s.,:;!?()/]+/).filter(Boolean).every((word) => SHARED_NL_DE_WORDS.has(word));
const isCodeLike = (text: string) => /^[A-G+\-→ _0-9]+$/.test(text);
/** Words that exist in Dutch but not in German: a German text containing one fell back to Dutch. */
const DUTCH_ONLY_WORDS = /\b(het|een|niet|geen|werd|wordt|voor|naar|bij|gebied|woning|kamer|straat|gemeente|tuin|huis|prijs|je|uw|opnieuw|ingevuld|verdieping|slaapkamers?|badkamers?)\b/i;

describe('catalogue completeness (spec §3 enumerations, spec §8 keys)', () => {
  it.each(LOCALES.map((l) => [l]))('%s: every code of the 28 spec §3 enumerations (and facilities) has a non-empty label', (locale) => {
    const missing: string[] = [];
    for (const name of Object.keys(LABELLED_ENUMS) as LabelledEnum[]) {
      for (const code of LABELLED_ENUMS[name] as readonly string[]) {
        const label = catalogues[locale as Locale][`enum.${name}.${code}`];
        if (typeof label !== 'string' || label.trim() === '') missing.push(`enum.${name}.${code}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.map((l) => [l]))('%s: every spec §8 message key is present', (locale) => {
    for (const key of SPEC_8_KEYS) expect(catalogues[locale as Locale][key]?.trim()).toBeTruthy();
  });

  it.each(LOCALES.map((l) => [l]))('%s: no text is empty', (locale) => {
    const empty = Object.entries(catalogues[locale as Locale]).filter(([, text]) => text.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  // Plural texts are compared by their key without the form: each language has the forms its own rules
  // need (French also _many); i18next-rendering.test.ts checks the forms.
  it.each(LOCALES.filter((l) => l !== 'en').map((l) => [l]))('%s has exactly the keys of en (plural texts by their key)', (locale) => {
    const keysOf = (catalogue: Catalogue) => [...new Set(Object.keys(catalogue).map((k) => k.replace(/_(one|two|few|many|other)$/, '')))].sort();
    expect(keysOf(catalogues[locale as Locale])).toEqual(keysOf(catalogues.en));
  });

  it.each(LOCALES.map((l) => [l]))('%s: interpolation variables match the English text', (locale) => {
    const vars = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).map((v) => v.replace(/\s/g, '')).sort();
    const mismatched = Object.entries(catalogues.en)
      .filter(([key, text]) => JSON.stringify(vars(text)) !== JSON.stringify(vars(catalogues[locale as Locale][key] ?? '')))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('spec §8: the lightbox message is the given English text', () => {
    expect(catalogues.en['lightbox.cannot_load']).toBe('The requested content cannot be loaded. Please try again later.');
  });

  it.each<[Locale, string]>([
    ['nl', 'Niet ingevuld'],
    ['fr', 'Non renseigné'],
    ['en', 'Not entered'],
    ['de', 'Nicht angegeben'],
  ])("spec §5: 'Not entered' in %s is %s", (locale, text) => {
    expect(catalogues[locale]['field.not_entered']).toBe(text);
  });

  it('spec §9 (the original German catalogue fell back to Dutch): no German text equals the Dutch one unless allowed', () => {
    const identical = Object.entries(catalogues.de)
      .filter(([key, text]) => text === catalogues.nl[key] && !isCodeLike(text) && !isSharedText(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(identical).toEqual([]);
  });

  it('spec §9: no German text contains Dutch-only words', () => {
    const dutch = Object.entries(catalogues.de).filter(([, text]) => DUTCH_ONLY_WORDS.test(text)).map(([k, t]) => `${k}: ${t}`);
    expect(dutch).toEqual([]);
  });
});
