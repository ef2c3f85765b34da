import { describe, expect, it } from 'vitest';
import { withHyphenationPoints } from './hyphenation';

const shy = (text: string) => text.replace(/\|/g, '\u00ad');

describe('withHyphenationPoints', () => {
  it.each([
    ['a long compound breaks between its parts', 'Vakantieappartement', 'Vakantie|appartement'],
    ['several points in one word', 'Dachgeschosswohnung', 'Dach|geschoss|wohnung'],
    ['each known word of a text', 'Außergewöhnliche Immobilie', 'Außer|gewöhnliche Immobilie'],
    ['case is kept (a word starting a label or inside one)', 'nieuwbouwproject', 'nieuwbouw|project'],
    ['an unknown word stays whole', 'Appartement', 'Appartement'],
    ['a detail label is not the table\'s (no points kept for it)', 'Energieprestatiecertificaat', 'Energieprestatiecertificaat'],
    ['a known word inside a longer one stays whole', 'Studentenkamers', 'Studentenkamers'],
    ['numbers and punctuation are left alone', 'NOT-5000-00142', 'NOT-5000-00142'],
    ['the empty text', '', ''],
  ])('%s', (_name, input, expected) => {
    expect(withHyphenationPoints(input)).toBe(shy(expected));
  });

  it('only adds soft hyphens: the visible text is unchanged', () => {
    for (const word of ['Einzimmerwohnung', 'Studentenkamer', 'Gelijkvloers', 'Vakantieappartement']) {
      const out = withHyphenationPoints(word);
      expect(out).not.toBe(word);
      expect(out.replace(/\u00ad/g, '')).toBe(word);
    }
  });
});
