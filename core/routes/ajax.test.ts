import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { buildAjaxRoute, matchAjaxRoute, type AjaxRoute } from './ajax';
import { LOCALES, type Locale } from '../i18n/locale';

describe('spec §2 localized ajax routes', () => {
  it.each<[string, AjaxRoute, string]>([
    ['spec §2: notifications', { name: 'notifications', locale: 'nl' }, '/nl/ajax/notifications'],
    ['spec §2: contact-form-handler', { name: 'contactFormHandler', locale: 'fr' }, '/fr/ajax/contact-form-handler'],
    ['spec §2: estate/{estateId}', { name: 'estate', locale: 'en', estateId: '12' }, '/en/ajax/estate/12'],
    ['spec §2: search-city', { name: 'searchCity', locale: 'de' }, '/de/ajax/search-city'],
    ['spec §2: send-to-a-friend', { name: 'sendToAFriend', locale: 'nl' }, '/nl/ajax/send-to-a-friend'],
    ['spec §2: similar-estate/{estateId}', { name: 'similarEstate', locale: 'fr', estateId: '7' }, '/fr/ajax/similar-estate/7'],
  ])('%s', (_rule, route, path) => {
    expect(buildAjaxRoute(route)).toBe(path);
    expect(matchAjaxRoute(path)).toEqual(route);
  });

  it.each([
    ['spec §2: unknown ajax word', '/nl/ajax/unknown'],
    ['spec §2: estate without id', '/nl/ajax/estate'],
    ['spec §2: a page is no ajax route', '/nl/aanbod/1'],
    ['spec §2: extra segment', '/nl/ajax/search-city/x'],
  ])('%s', (_rule, path) => {
    expect(matchAjaxRoute(path)).toBeNull();
  });

  it('spec §2: match(build(ajax route)) round-trips in every locale (property)', () => {
    const locale = fc.constantFrom<Locale>(...LOCALES);
    const route: fc.Arbitrary<AjaxRoute> = fc.oneof(
      fc.record({ name: fc.constantFrom('notifications', 'contactFormHandler', 'searchCity', 'sendToAFriend'), locale }) as fc.Arbitrary<AjaxRoute>,
      fc.record({ name: fc.constantFrom('estate', 'similarEstate'), locale, estateId: fc.string({ minLength: 1 }) }) as fc.Arbitrary<AjaxRoute>,
    );
    fc.assert(fc.property(route, (r) => {
      expect(matchAjaxRoute(buildAjaxRoute(r))).toEqual(r);
    }));
  });
});
