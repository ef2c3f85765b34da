import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { buildRoute, localeOfUrl, matchRoute, switchLocale, type Route } from './routes';
import { mergeRouteMaps, ROUTE_NAMES, ROUTE_PARAMS, type RouteMap } from './route-map';
import { decodeRouteMap, parseRouteMap } from './parse-route-map';
import { LOCALES, type Locale } from '../i18n/locale';
import { ROUTE_WORDS } from './words';

const QUERY: RouteMap = { form: 'query' };
const BASED: RouteMap = { base: '/immo/' };
/** A WordPress site: other Dutch and French words, the detail with its own words and a base path. */
const WORDPRESS: RouteMap = {
  base: '/site',
  words: { nl: { offer: 'te-koop' }, fr: { offer: 'a-vendre', keepMeInformed: 'tenez-moi-informe' } },
  templates: { estateWithSlug: { nl: '/nl/{offer}/{estateId}/{slug}', fr: '/fr/{offer}/bien-{estateId}/{slug}' } },
};
/** One language, no locale in any URL (DESIGN §3's '/detail?estate=123'). */
const PLAIN: RouteMap = { form: 'query', templates: { estate: '/detail?estate={estateId}', search: '/aanbod.html' } };

describe('DESIGN §3: the route map builds every link', () => {
  it.each<[string, Route, RouteMap, string]>([
    ['the default map is spec §2', { name: 'estate', locale: 'fr', estateId: '42' }, {}, '/fr/offre/42'],
    ['query form: the detail page with the id in the query', { name: 'estate', locale: 'nl', estateId: '42' }, QUERY, '/nl/detail/?estate=42'],
    ['query form: slug and unit ride along', { name: 'projectUnit', locale: 'fr', estateId: '7', slug: 'residence', entityId: '9' }, QUERY, '/fr/detail/?estate=7&slug=residence&unit=9'],
    ['query form: search is a folder', { name: 'search', locale: 'de' }, QUERY, '/de/angebot/'],
    ['query form: keep-me-informed success on the same page', { name: 'keepMeInformedSuccess', locale: 'nl' }, QUERY, '/nl/keep-me-informed/?step=success'],
    ['query form: edit token', { name: 'keepMeInformedEdit', locale: 'fr', token: 'a b' }, QUERY, '/fr/keep-me-informed/?token=a%20b'],
    ['query form: unsubscribe token', { name: 'keepMeInformedUnsubscribe', locale: 'en', token: 't1' }, QUERY, '/en/keep-me-informed/?unsubscribe=t1'],
    ['query form: cancel appointment', { name: 'cancelAppointment', locale: 'nl', appointmentId: 'f3' }, QUERY, '/nl/afspraak-annuleren/?appointment=f3'],
    ['query form: rental unit', { name: 'rentalUnit', locale: 'de', rentalUnitId: '5' }, QUERY, '/de/feiertage/detail/?unit=5'],
    ['query form: home', { name: 'home', locale: 'fr' }, QUERY, '/fr/'],
    ['a base path goes before every page', { name: 'favorites', locale: 'nl' }, BASED, '/immo/nl/favorites'],
    ['a base path before home', { name: 'home', locale: 'en' }, BASED, '/immo/en'],
    ['custom words per locale', { name: 'search', locale: 'nl' }, WORDPRESS, '/site/nl/te-koop'],
    ['a custom template per locale', { name: 'estateWithSlug', locale: 'fr', estateId: '3', slug: 'villa' }, WORDPRESS, '/site/fr/a-vendre/bien-3/villa'],
    ['a locale without its own template keeps the default', { name: 'estateWithSlug', locale: 'en', estateId: '3', slug: 'villa' }, WORDPRESS, '/site/en/offer/3/villa'],
    ['custom words reach the other pages', { name: 'keepMeInformedSuccess', locale: 'fr' }, WORDPRESS, '/site/fr/tenez-moi-informe/success'],
    ['a template without locale', { name: 'estate', locale: 'nl', estateId: '12' }, PLAIN, '/detail?estate=12'],
    ['a template with a file name', { name: 'search', locale: 'nl' }, PLAIN, '/aanbod.html'],
  ])('%s', (_rule, route, map, url) => {
    expect(buildRoute(route, map)).toBe(url);
    expect(matchRoute(url, map)).toEqual(route);
  });

  it.each<[string, string, RouteMap, Route | null]>([
    ['query form: other query items (filters) are ignored', '/nl/detail/?x=1&estate=5&utm=mail#photos', QUERY, { name: 'estate', locale: 'nl', estateId: '5' }],
    ['query form: without its id the detail page is the generic detail', '/nl/detail/', QUERY, { name: 'detail', locale: 'nl' }],
    ['query form: the most specific page wins', '/nl/detail?unit=2&slug=s&estate=1', QUERY, { name: 'projectUnit', locale: 'nl', estateId: '1', slug: 's', entityId: '2' }],
    ['query form: an empty id is no page of its own', '/nl/keep-me-informed/?token=', QUERY, { name: 'keepMeInformed', locale: 'nl' }],
    ['query form: + in a query value is a space', '/nl/keep-me-informed/?token=a+b', QUERY, { name: 'keepMeInformedEdit', locale: 'nl', token: 'a b' }],
    ['query form: the path form is no page there', '/nl/aanbod/42', QUERY, null],
    ['path form: a query-form URL is no detail', '/nl/detail/?estate=5', {}, { name: 'detail', locale: 'nl' }],
    ['a base path is required', '/nl/favorites', BASED, null],
    ['the base path alone is the Dutch home', '/immo/', BASED, { name: 'home', locale: 'nl' }],
    ['the default word no longer matches once replaced', '/site/nl/aanbod', WORDPRESS, null],
    ['custom words are case-insensitive', 'https://example.be/SITE/NL/Te-Koop/', WORDPRESS, { name: 'search', locale: 'nl' }],
  ])('%s', (_rule, url, map, expected) => {
    expect(matchRoute(url, map)).toEqual(expected);
  });

  it.each<[string, string, RouteMap, Locale | undefined]>([
    ['a page of the map names its locale', '/fr/detail/?estate=1', QUERY, 'fr'],
    ['custom words', '/site/fr/a-vendre', WORDPRESS, 'fr'],
    ['an unknown page with a locale segment after the base', '/site/de/ueber-uns', WORDPRESS, 'de'],
    ['a locale segment before the base is no locale of this site', '/fr/site/nl/te-koop', WORDPRESS, undefined],
    ['one template for every locale names none', '/detail?estate=1', PLAIN, undefined],
    ['a page without a locale segment', '/contact', {}, undefined],
  ])('localeOfUrl: %s', (_rule, url, map, expected) => {
    expect(localeOfUrl(url, map)).toBe(expected);
  });

  it.each([
    ['query form: the same page in another locale', '/nl/detail/?estate=4&slug=villa&x=1', 'fr', QUERY, '/fr/detail/?estate=4&slug=villa&x=1'],
    ['custom words', '/site/nl/te-koop?price-min=1', 'fr', WORDPRESS, '/site/fr/a-vendre?price-min=1'],
  ] as const)('switchLocale: %s', (_rule, url, locale, map, expected) => {
    expect(switchLocale(url, locale, map)).toBe(expected);
  });

  const locale = fc.constantFrom<Locale>(...LOCALES);
  const value = fc.string({ minLength: 1, unit: 'grapheme' });
  const reserved = new Set(LOCALES.flatMap((l) => [ROUTE_WORDS[l].success, ROUTE_WORDS[l].unsubscribe]));
  const route: fc.Arbitrary<Route> = fc.constantFrom(...ROUTE_NAMES).chain((name) =>
    fc.record({
      name: fc.constant(name),
      locale,
      ...Object.fromEntries(ROUTE_PARAMS[name].map((p) => [p, p === 'token' ? value.filter((t) => !reserved.has(t.toLowerCase())) : value])),
    }),
  ) as fc.Arbitrary<Route>;
  const map = fc.constantFrom<RouteMap>({}, QUERY, BASED, WORDPRESS, { ...WORDPRESS, form: 'query' }, { base: '/a/b', form: 'query' });

  it('match(build(route)) = route for every page, locale and form (property)', () => {
    fc.assert(fc.property(route, map, (r, m) => {
      expect(matchRoute(buildRoute(r, m), m)).toEqual(r);
      expect(localeOfUrl(buildRoute(r, m), m)).toBe(r.locale);
    }), { numRuns: 400 });
  }, 30_000);

  it('the language switch keeps the page in every form (property)', () => {
    fc.assert(fc.property(route, locale, map, (r, target, m) => {
      expect(matchRoute(switchLocale(buildRoute(r, m), target, m), m)).toEqual({ ...r, locale: target });
    }), { numRuns: 200 });
  }, 30_000);
});

describe('DESIGN §3: a route map from the page or the site settings is checked', () => {
  it.each<[string, unknown]>([
    ['nothing', undefined],
    ['the query form', { form: 'query' }],
    ['the WordPress example', WORDPRESS],
    ['a template per locale', { templates: { cancelAppointment: { nl: '/nl/afspraak?id={appointmentId}' } } }],
  ])('accepts %s', (_what, input) => {
    expect(parseRouteMap(input)).toEqual({ ok: true, map: input ?? {} });
  });

  it.each<[string, unknown, string]>([
    ['not an object', '"query"', 'an object'],
    ['an unknown key', { from: 'query' }, 'only the keys base, form, words, templates'],
    ['an unknown form', { form: 'hash' }, '"form" to be "path" or "query"'],
    ['a base with a query', { base: '/x?y' }, '"base" to be a path'],
    ['an unknown locale in words', { words: { es: { offer: 'oferta' } } }, '"words" keys to be locales'],
    ['an unknown word', { words: { nl: { sale: 'te-koop' } } }, '"words.nl" keys to be among offer'],
    ['a word with a slash', { words: { nl: { offer: 'te/koop' } } }, '"words.nl.offer" to be one path word'],
    ['an unknown page', { templates: { estates: '/x/{estateId}' } }, '"templates" keys to be among home'],
    ['a template without its id', { templates: { estate: '/{locale}/detail' } }, '"templates.estate" to have {estateId} in it'],
    ['a template with another page\'s value', { templates: { search: '/{locale}/{offer}/{slug}' } }, '"templates.search" to have only no value placeholder, once (not {slug})'],
    ['an unknown placeholder', { templates: { estate: '/{lang}/{estateId}' } }, 'not {lang}'],
    ['a relative template', { templates: { estate: 'detail?estate={estateId}' } }, 'a path starting with /'],
    ['two values in one segment', { templates: { estateWithSlug: '/{locale}/{estateId}{slug}' } }, 'one value placeholder per path segment'],
  ])('refuses %s', (_what, input, expected) => {
    const result = parseRouteMap(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.expected).toContain(expected);
  });

  it.each<[string, string | undefined, RouteMap | null]>([
    ['no attribute', undefined, {}],
    ['plain JSON', '{"form":"query"}', { form: 'query' }],
    ['URL-encoded JSON, like data-node', encodeURIComponent('{"base":"/immo"}'), { base: '/immo' }],
    ['broken JSON', '{form:query}', null],
    ['broken encoding', '%E0%A4%A', null],
  ])('decodeRouteMap: %s', (_what, attribute, expected) => {
    const result = decodeRouteMap(attribute);
    expect(result.ok ? result.map : null).toEqual(expected);
  });

  it('the page map wins over the site settings map, key by key', () => {
    const site: RouteMap = { form: 'query', base: '/immo', words: { nl: { offer: 'te-koop', holiday: 'vakanties' } }, templates: { search: '/zoeken' } };
    const page: RouteMap = { base: '/', words: { nl: { offer: 'kopen' } }, templates: { favorites: '/{locale}/bewaard' } };
    expect(mergeRouteMaps(site, page)).toEqual({
      form: 'query',
      base: '/',
      words: { nl: { offer: 'kopen', holiday: 'vakanties' } },
      templates: { search: '/zoeken', favorites: '/{locale}/bewaard' },
    });
    expect(mergeRouteMaps(undefined, page)).toBe(page);
    expect(mergeRouteMaps(site, undefined)).toBe(site);
  });
});
