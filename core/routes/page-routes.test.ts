import { describe, expect, it } from 'vitest';
import { pageRoutesOf } from './page-routes';
import { hasRouteMaps } from './page-route-map';
import { buildRoute, canonicalUrlFor } from './routes';
import { resolveRouteMap, type RouteMap } from './route-map';

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("DESIGN §3: the page's route map from data-routes and the site settings", () => {
  it.each<[string, string | undefined, unknown, RouteMap, number]>([
    ['neither: the default map', undefined, undefined, {}, 0],
    ['the site settings alone', undefined, { form: 'query' }, { form: 'query' }, 0],
    ['data-routes alone, plain JSON', '{"form":"query"}', undefined, { form: 'query' }, 0],
    ['data-routes alone, URL-encoded', enc({ base: '/immo' }), null, { base: '/immo' }, 0],
    ['data-routes wins key by key', enc({ words: { nl: { offer: 'te-koop' } } }), { form: 'query', words: { nl: { detail: 'pand' } } }, { form: 'query', words: { nl: { detail: 'pand', offer: 'te-koop' } }, templates: {} }, 0],
    ['a bad data-routes is refused, the site map stays', '{form:query}', { form: 'query' }, { form: 'query' }, 1],
    ['a bad site map is refused, data-routes stays', '{"base":"/immo"}', { form: 'other' }, { base: '/immo' }, 1],
    ['both bad: the default map, two messages', '[]', 'query', {}, 2],
  ])('%s', (_rule, attribute, site, map, problems) => {
    const result = pageRoutesOf(attribute, site, 'demo');
    expect(resolveRouteMap(result.map)).toEqual(resolveRouteMap(map));
    expect(result.problems).toHaveLength(problems);
  });

  it('a message names where the map came from, what was expected and received, and the fix', () => {
    const [attribute] = pageRoutesOf('{"templates":{"estate":"/detail"}}', undefined).problems;
    expect(attribute).toBe(
      `[estate-blocks] data-routes on the loader's <script>: expected "templates.estate" to have {estateId} in it (the page needs it), received "/detail". Fix the attribute (docs/routes.md); the blocks use the routes of the site settings until then.`,
    );
    const [site] = pageRoutesOf(undefined, { form: 'pretty' }, 'agency').problems;
    expect(site).toBe(
      `[estate-blocks] settings.routes of site "agency" (GET /sites/agency): expected "form" to be "path" or "query", received "pretty". Fix the site setting (docs/routes.md); the blocks use the default routes until then.`,
    );
  });
});

describe('a page without a route map to check needs no parser', () => {
  it.each<[string, string | undefined, unknown, boolean]>([
    ['neither', undefined, undefined, false],
    ['a blank data-routes, site routes null', '  ', null, false],
    ['an empty data-routes', '', undefined, false],
    ['data-routes', '{"form":"query"}', undefined, true],
    ['a malformed data-routes (still checked, to report it)', 'nope', undefined, true],
    ['site routes', undefined, { form: 'query' }, true],
    ['odd site routes (still checked, to report them)', undefined, 'query', true],
  ])('%s', (_, attribute, site, expected) => {
    expect(hasRouteMaps(attribute, site)).toBe(expected);
    // What the parser makes of a page hasRouteMaps skips: the default map, no message.
    if (expected) return;
    const { map, problems } = pageRoutesOf(attribute, site);
    expect(problems).toEqual([]);
    expect(resolveRouteMap(map)).toEqual(resolveRouteMap({}));
  });
});

describe('DESIGN §3: the canonical URL of the page the address bar is on', () => {
  const QUERY: RouteMap = { form: 'query' };
  it.each<[string, string, string, RouteMap, string | null]>([
    ['path form: the same page', '/nl/aanbod/42/villa', '/nl/aanbod/42/villa', {}, null],
    ['path form: a trailing slash is the same page', '/nl/aanbod/42/villa/', '/nl/aanbod/42/villa', {}, null],
    ['path form: a missing slug is added, query and hash kept', '/nl/aanbod/42?utm=x#photos', '/nl/aanbod/42/villa', {}, '/nl/aanbod/42/villa?utm=x#photos'],
    ['path form: an old slug is replaced', '/fr/offre/42/old', '/fr/offre/42/villa', {}, '/fr/offre/42/villa'],
    ['query form: the same page', '/nl/detail/?estate=42&slug=villa&utm=x', '/nl/detail/?estate=42&slug=villa', QUERY, null],
    ['query form: a missing slug is added, other items kept', '/nl/detail/?utm=x&estate=42#top', '/nl/detail/?estate=42&slug=villa', QUERY, '/nl/detail/?estate=42&slug=villa&utm=x#top'],
    ['query form: an old slug replaced, not doubled', '/nl/detail/?estate=42&slug=old', '/nl/detail/?estate=42&slug=villa', QUERY, '/nl/detail/?estate=42&slug=villa'],
    ['query form: a unit page made an estate page loses its unit item', '/nl/detail/?estate=4&slug=s&unit=9', buildRoute({ name: 'estateWithSlug', locale: 'nl', estateId: '9', slug: 'u' }, QUERY), QUERY, '/nl/detail/?estate=9&slug=u'],
  ])('%s', (_rule, current, canonical, map, expected) => {
    expect(canonicalUrlFor(current, canonical, map)).toBe(expected);
  });
});
