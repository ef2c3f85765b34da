import { describe, expect, it } from 'vitest';
import fr from './catalogues/fr';

// French typography as the portals and the Imprimerie nationale write it: a no-break space before the high
// punctuation marks (: ; ! ?) and the typographic apostrophe (’) throughout, so a label never breaks before
// its colon and every apostrophe on a page looks the same.
const HIGH_PUNCTUATION_WITHOUT_NBSP = /(?<![\u00a0\u202f]):(?!\/\/)|(?<![\u00a0\u202f])[;!?](?=\s|$)/;

describe('French catalogue typography', () => {
  // The catalogue is flat: a key with dots names one message.
  const entries = Object.entries(fr);

  it('has messages to check', () => {
    expect(entries.length).toBeGreaterThan(500);
  });

  it('uses the typographic apostrophe (’), never the straight one', () => {
    expect(entries.filter(([, text]) => text.includes("'")).map(([key]) => key)).toEqual([]);
  });

  it('puts a no-break space before : ; ! and ?', () => {
    expect(entries.filter(([, text]) => HIGH_PUNCTUATION_WITHOUT_NBSP.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('the rule catches what it is meant to catch', () => {
    expect(HIGH_PUNCTUATION_WITHOUT_NBSP.test('Mise à prix: 5')).toBe(true);
    expect(HIGH_PUNCTUATION_WITHOUT_NBSP.test('Mise à prix : 5')).toBe(true);
    expect(HIGH_PUNCTUATION_WITHOUT_NBSP.test('Vraiment?')).toBe(true);
    expect(HIGH_PUNCTUATION_WITHOUT_NBSP.test('Mise à prix\u00a0: 5')).toBe(false);
    expect(HIGH_PUNCTUATION_WITHOUT_NBSP.test('Vraiment\u202f?')).toBe(false);
    expect(HIGH_PUNCTUATION_WITHOUT_NBSP.test('Voir https://example.be')).toBe(false);
  });
});
