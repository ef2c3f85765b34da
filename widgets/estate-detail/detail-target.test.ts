import { describe, expect, it } from 'vitest';
import { recordId, resolveDetailTarget } from './detail-target';
import type { RouteMap } from '../../core/routes';

describe('resolveDetailTarget (spec §2 detail routes)', () => {
  it.each([
    ['/en/offer/42', { estateId: 42, entityId: null, slug: '', fromUrl: true }],
    ['/nl/aanbod/42/villa-te-koop-in-gent', { estateId: 42, entityId: null, slug: 'villa-te-koop-in-gent', fromUrl: true }],
    ['/fr/offre/7/residence-a-1000-bruxelles/9', { estateId: 7, entityId: 9, slug: 'residence-a-1000-bruxelles', fromUrl: true }],
    ['/de/angebot/7/x/9/', { estateId: 7, entityId: 9, slug: 'x', fromUrl: true }],
    ['/en/offer/abc', { estateId: null, entityId: null, slug: '', fromUrl: true }],
    ['/en/offer/0', { estateId: null, entityId: null, slug: '', fromUrl: true }],
    ['/en/favorites', { estateId: null, entityId: null, slug: '', fromUrl: true }],
    ['/nl/offer/42', { estateId: null, entityId: null, slug: '', fromUrl: true }],
  ])('reads %s', (path, expected) => {
    expect(resolveDetailTarget({}, path)).toEqual(expected);
  });

  it.each<[string, string, RouteMap, object]>([
    ['query form: estate and slug', '/nl/detail/?estate=42&slug=villa&utm_source=mail', { form: 'query' }, { estateId: 42, entityId: null, slug: 'villa', fromUrl: true }],
    ['query form: a unit', '/fr/detail/?estate=7&slug=r&unit=9', { form: 'query' }, { estateId: 7, entityId: 9, slug: 'r', fromUrl: true }],
    ['query form: the estate alone', '/de/detail/?estate=7', { form: 'query' }, { estateId: 7, entityId: null, slug: '', fromUrl: true }],
    ['query form: no item, no estate', '/nl/detail/', { form: 'query' }, { estateId: null, entityId: null, slug: '', fromUrl: true }],
    ['a base path and own words', '/immo/nl/te-koop/42/villa', { base: '/immo', words: { nl: { offer: 'te-koop' } } }, { estateId: 42, entityId: null, slug: 'villa', fromUrl: true }],
    ['the default path is not a page of another map', '/nl/aanbod/42', { base: '/immo' }, { estateId: null, entityId: null, slug: '', fromUrl: true }],
  ])('DESIGN §3 route map: %s', (_rule, url, map, expected) => {
    expect(resolveDetailTarget({}, url, map)).toEqual(expected);
  });

  it('prefers configured ids over the URL', () => {
    expect(resolveDetailTarget({ estateId: 5, entityId: 6 }, '/en/offer/42')).toEqual({
      estateId: 5,
      entityId: 6,
      slug: '',
      fromUrl: false,
    });
  });

  it.each([
    [{ estateId: 7, entityId: 9, slug: '', fromUrl: true }, 9],
    [{ estateId: 7, entityId: null, slug: '', fromUrl: true }, 7],
    [{ estateId: null, entityId: null, slug: '', fromUrl: true }, null],
  ])('fetches the unit when there is one: %j → %s', (target, id) => {
    expect(recordId(target)).toBe(id);
  });
});
