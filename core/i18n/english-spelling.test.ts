import { describe, expect, it } from 'vitest';
import en from './catalogues/en';
import type { Catalogue } from './types';

// One English spelling on every page: American, as the catalogue mostly writes it (favorites, meter), so a
// visitor never reads "Favourite" beside "Favorites". Keys may say anything; the texts a visitor reads may not.
const BRITISH = /\b\w*(favourite|colour|centre|metre|neighbour|organis|analys|licence)\w*/i;

function flatten(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value as Catalogue, `${prefix}${key}.`),
  );
}

describe('English catalogue spelling', () => {
  const entries = flatten(en);

  it('has messages to check', () => {
    expect(entries.length).toBeGreaterThan(500);
  });

  it('uses the American spelling in every message (no favourite, colour, centre, metre …)', () => {
    expect(entries.filter(([, text]) => BRITISH.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
