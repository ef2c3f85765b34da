import { describe, expect, it } from 'vitest';
import { localeWords, rawTextProblems, type Locale } from './raw-text';

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
