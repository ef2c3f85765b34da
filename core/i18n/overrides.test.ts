import { describe, expect, it, vi } from 'vitest';
import { fetchTranslationOverrides } from './overrides';
import { createTranslator } from './translator';
import type { Locale } from './locale';

const bundled = { 'estate.no.results': 'Geen panden gevonden', 'estate.no.image': 'Geen foto' };

describe('fetchTranslationOverrides (spec §7 GET /translations/{locale})', () => {
  it.each<[string, () => Promise<unknown>, Record<string, string>]>([
    ['a flat key → text map is taken as is', async () => ({ 'estate.no.results': 'Niets gevonden' }), { 'estate.no.results': 'Niets gevonden' }],
    ['non-string and empty values are dropped', async () => ({ a: 'A', b: 3, c: '', d: null }), { a: 'A' }],
    ['a 204 (null body) gives no overrides', async () => null, {}],
    ['an array body gives no overrides', async () => ['x'], {}],
    ['a plain-text body gives no overrides', async () => 'oops', {}],
    ['a failed call keeps the bundled texts (no overrides)', async () => { throw new Error('500 Internal Server Error'); }, {}],
  ])('%s', async (_rule, fetcher, expected) => {
    expect(await fetchTranslationOverrides(fetcher, 'nl')).toEqual(expected);
  });

  it('asks for the given locale and logs a failure once', async () => {
    const fetcher = vi.fn(async (_locale: Locale) => { throw new Error('offline'); });
    const logger = { warn: vi.fn() };
    await fetchTranslationOverrides(fetcher, 'de', logger);
    expect(fetcher).toHaveBeenCalledWith('de');
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it.each<[string, () => Promise<unknown>, string, string]>([
    ['overrides win over bundled texts', async () => ({ 'estate.no.results': 'Niets gevonden' }), 'Niets gevonden', 'Geen foto'],
    ['failed overrides keep the bundled texts', async () => { throw new Error('timeout'); }, 'Geen panden gevonden', 'Geen foto'],
  ])('translator: %s', async (_rule, fetcher, results, image) => {
    const tr = createTranslator('nl', bundled, await fetchTranslationOverrides(fetcher, 'nl'));
    expect(tr.t('estate.no.results')).toBe(results);
    expect(tr.t('estate.no.image')).toBe(image);
  });
});
