import { describe, expect, it } from 'vitest';
import en from './catalogues/en';

// One English spelling on every page: American, as the catalogue mostly writes it (favorites, meter), so a
// visitor never reads "Favourite" beside "Favorites". Keys may say anything; the texts a visitor reads may not.
const BRITISH = /\b\w*(favourite|colour|centre|metre|neighbour|organis|analys|licence)\w*/i;

describe('English catalogue spelling', () => {
  // The catalogue is flat: a key with dots names one message.
  const entries = Object.entries(en);

  it('has messages to check', () => {
    expect(entries.length).toBeGreaterThan(500);
  });

  it('uses the American spelling in every message (no favourite, colour, centre, metre …)', () => {
    expect(entries.filter(([, text]) => BRITISH.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
