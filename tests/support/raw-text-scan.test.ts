import { describe, expect, it } from 'vitest';
import { localeWords, problemsIn, rawTextProblems } from './raw-text-scan';
import type { Locale } from '../../core/i18n/locale';

describe('the raw-text scan of rendered blocks (problemsIn, Dutch)', () => {
  it.each([
    ['a code as a whole text', 'Verwarming\nPELLET', 'code PELLET'],
    ['a code inside a text', 'Dak: SADDLEBACK', 'code SADDLEBACK'],
    ['a document type', 'PLAN\nDocument openen', 'code PLAN'],
    ['a rental price period', '€ 900 / MONTH', 'code MONTH'],
    ['a catalogue key', 'rental.no_results', 'key rental.no_results'],
    ['an unlabelled field', '_field.general.foo_', 'label _field.general.foo_'],
    ['doubled brackets', 'Telefoon ((optioneel))', 'brackets ((optioneel))'],
    ['an odd value (a page rule)', 'Slaapkamers: -1', 'odd value: Slaapkamers: -1'],
    ["another language's label (a page rule)", 'Chambres: 3', 'fr label "Chambres" on a nl page: Chambres: 3'],
  ])('finds %s', (_what, text, problem) => {
    expect(problemsIn(text, 'nl')).toContain(problem);
  });

  it('leaves words the catalogue writes in capitals alone', () => {
    expect(problemsIn('EPC-waarde 120\nEPC\nEr zijn geen vakantiewoningen die aan uw zoekopdracht voldoen.', 'nl')).toEqual([]);
  });
});

/** The browser sweep's rules can fail: each row is a page line a visitor must not read. */
describe('raw text rules (raw-text-sweep.spec.ts, sample-walk.spec.ts)', () => {
  it.each<[Locale, string, RegExp]>([
    ['en', 'garden', /bare field word "garden"/],
    ['en', 'garden\tYes', /bare field word "garden"/],
    ['nl', 'bedroomCount: 3', /camelCase key bedroomCount/],
    ['nl', 'listing.more_info', /raw catalogue key listing\.more_info/],
    ['fr', 'Statut FOR_SALE', /raw code FOR_SALE/],
    ['de', 'Preis: undefined', /odd value/],
    ['nl', 'Slaapkamers: -1', /odd value/],
    ['nl', 'Prijs: NaN', /odd value/],
    ['en', '[object Object]', /odd value/],
    ['en', 'Te huur', /nl label "Te huur" on a en page/],
    ['nl', 'Chambres: 3', /label "Chambres" on a nl page/],
  ])('%s: %j is reported', (locale, line, problem) => {
    expect(rawTextProblems(line, localeWords(locale)).join('\n')).toMatch(problem);
  });

  it.each<[Locale, string]>([
    ['nl', 'Te huur'],
    ['nl', 'Slaapkamers: 3'],
    ['en', 'EPC\t72 kWh/m²'],
    ['fr', 'info@immo-demo.be'],
    ['nl', '-20 kWh/m²'],
    ['en', 'SOLD'],
    ['de', 'Studio'],
  ])('%s: %j reads clean', (locale, line) => {
    expect(rawTextProblems(line, localeWords(locale))).toEqual([]);
  });
});
