import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import nl from '../i18n/catalogues/nl-base';
import fr from '../i18n/catalogues/fr-base';
import en from '../i18n/catalogues/en-base';
import de from '../i18n/catalogues/de-base';
import { searchDocumentTitle } from './search-title';

const T = { nl: createTranslator('nl', nl), fr: createTranslator('fr', fr), en: createTranslator('en', en), de: createTranslator('de', de) };

describe('searchDocumentTitle: the filter and its count in the tab title, in each language with its plurals', () => {
  it.each([
    ['nl', ['Appartement'], ['Te koop'], ['Gent'], 23, 'Appartement te koop in Gent — 23 resultaten'],
    ['fr', ['Appartement'], ['À vendre'], ['Gand'], 1, 'Appartement à vendre à Gand — 1 résultat'],
    ['fr', ['Maison'], [], ['Namur'], 0, 'Maison à Namur — aucun résultat'],
    ['en', ['Apartment'], ['For sale'], ['Ghent'], 23, 'Apartment for sale in Ghent — 23 results'],
    ['de', ['Wohnung'], ['Zu verkaufen'], ['Gent', 'Brügge'], 1, 'Wohnung zu verkaufen in Gent, Brügge — 1 Ergebnis'],
    ['nl', [], ['Te huur'], [], 0, 'Te huur — geen resultaten'],
    ['en', ['House', 'Apartment'], [], [], null, 'House, Apartment'],
    ['de', [], [], ['Gent'], 5, 'Gent — 5 Ergebnisse'],
  ] as const)('%s: %j %j %j (%s)', (locale, types, transactions, cities, total, expected) => {
    expect(searchDocumentTitle({ types, transactions, cities, total }, T[locale].t)).toBe(expected);
  });

  it('gives no title when nothing is chosen (the page keeps its own)', () => {
    expect(searchDocumentTitle({ types: [], transactions: [], cities: [], total: 1558 }, T.nl.t)).toBeNull();
  });
});
