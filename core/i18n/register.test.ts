import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './load-catalogue';
import { informalTexts } from '../../tests/support/register';

describe('one register per language', () => {
  it.each(['nl', 'fr', 'de'] as const)('%s catalogue: no informal form of address', async (locale) => {
    expect(informalTexts(locale, await loadCatalogue(locale))).toEqual([]);
  });

  it.each([
    ['nl', 'Heb je vragen?'],
    ['nl', 'Jouw favorieten'],
    ['fr', 'Tes favoris'],
    ['fr', 'Merci à toi'],
    ['fr', 'Ta recherche'],
    ['de', 'Deine Favoriten'],
    ['de', 'Hast du Fragen?'],
  ] as const)('the check fails on %s "%s"', (locale, text) => {
    expect(informalTexts(locale, { k: text })).toHaveLength(1);
  });

  it.each([
    ['nl', 'Hebt u vragen? Jesse en Jelle helpen.'],
    ['fr', 'Vous êtes désinscrit des chambres d’hôtes à Tours'],
    ['de', 'Ihre Favoriten, durch Direktor'],
  ] as const)('and passes the formal %s "%s"', (locale, text) => {
    expect(informalTexts(locale, { k: text })).toEqual([]);
  });
});
