import { describe, expect, it } from 'vitest';
import { resolveLocale, type LocaleSources } from './resolve-locale';
import { DEFAULT_LOCALE, LOCALES, toLocale } from './locale';

describe('resolveLocale', () => {
  it.each<[string, LocaleSources, string]>([
    ['DESIGN §1: block config wins over everything', { config: 'de', loaderLocale: 'fr', htmlLang: 'en', pathname: '/nl/aanbod' }, 'de'],
    ['DESIGN §1: loader data-locale when config is absent', { loaderLocale: 'fr', htmlLang: 'en', pathname: '/de/angebot' }, 'fr'],
    ['DESIGN §1: <html lang> region subtag dropped (fr-BE → fr)', { htmlLang: 'fr-BE', pathname: '/contact' }, 'fr'],
    ['DESIGN §3: the URL\'s locale beats <html lang> (/fr/offre on a lang="nl-NL" CMS)', { htmlLang: 'nl-NL', pathname: '/fr/offre' }, 'fr'],
    ['DESIGN §1: <html lang> with underscore and upper case (DE_be → de)', { htmlLang: 'DE_be' }, 'de'],
    ['DESIGN §1: URL locale prefix when nothing else is set', { pathname: '/en/offer/12' }, 'en'],
    ['DESIGN §1: URL prefix without trailing path', { pathname: '/fr' }, 'fr'],
    ['spec §9: nl is the default', {}, 'nl'],
    ['spec §9: unsupported config falls through to the next source', { config: 'es', loaderLocale: 'de' }, 'de'],
    ['spec §9: unsupported html lang falls through to the URL', { htmlLang: 'es-ES', pathname: '/de/feiertage/3' }, 'de'],
    ['spec §9: a path segment that only starts like a locale is not a prefix', { pathname: '/english/page' }, 'nl'],
    ['spec §9: non-string values are ignored', { config: 42, loaderLocale: null, htmlLang: {}, pathname: undefined }, 'nl'],
    ['spec §9: empty strings are ignored', { config: '', loaderLocale: '', htmlLang: '', pathname: '/' }, 'nl'],
  ])('%s', (_rule, sources, expected) => {
    expect(resolveLocale(sources)).toBe(expected);
  });

  it('spec §9: the locales are nl (default), fr, en, de', () => {
    expect(LOCALES).toEqual(['nl', 'fr', 'en', 'de']);
    expect(DEFAULT_LOCALE).toBe('nl');
  });

  it.each([
    ['nl-BE', 'nl'],
    [' en ', 'en'],
    ['x', undefined],
    ['nl', 'nl'],
    ['fr-BE', 'fr'],
    ['EN_gb', 'en'],
    ['de', 'de'],
    ['es', undefined],
    ['detail', undefined],
    ['constructor', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('toLocale(%j) → %j', (input, expected) => {
    expect(toLocale(input)).toBe(expected);
  });
});
