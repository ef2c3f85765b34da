import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { buildRoute, matchRoute, switchLocale, type Route } from './routes';
import { ROUTE_WORDS } from './words';
import { LOCALES, type Locale } from '../i18n/locale';

describe('spec §2 localized routes', () => {
  it.each<[string, Route, string]>([
    ['spec §2: English estate detail short form', { name: 'estate', locale: 'en', estateId: '42' }, '/en/offer/42'],
    ['spec §2: Dutch offer word aanbod', { name: 'estate', locale: 'nl', estateId: '42' }, '/nl/aanbod/42'],
    ['spec §2: French offer word offre', { name: 'estateWithSlug', locale: 'fr', estateId: '42', slug: 'villa-a-vendre' }, '/fr/offre/42/villa-a-vendre'],
    ['spec §2: German offer word angebot, unit within a project', { name: 'projectUnit', locale: 'de', estateId: '7', slug: 'residenz', entityId: '9' }, '/de/angebot/7/residenz/9'],
    ['spec §2: holiday rental unit in Dutch (vakantie)', { name: 'rentalUnit', locale: 'nl', rentalUnitId: '3' }, '/nl/vakantie/3'],
    ['spec §2: holiday rental unit in French (vacances)', { name: 'rentalUnit', locale: 'fr', rentalUnitId: '3' }, '/fr/vacances/3'],
    ['spec §2: holiday rental unit in German (feiertage)', { name: 'rentalUnit', locale: 'de', rentalUnitId: '3' }, '/de/feiertage/3'],
    ['spec §2: holiday rental unit in English', { name: 'rentalUnit', locale: 'en', rentalUnitId: '3' }, '/en/holiday/3'],
    ['spec §2: cancel appointment in Dutch', { name: 'cancelAppointment', locale: 'nl', appointmentId: 'ab12' }, '/nl/afspraak-annuleren/ab12'],
    ['spec §2: cancel appointment in French', { name: 'cancelAppointment', locale: 'fr', appointmentId: 'ab12' }, '/fr/annuler-rendez-vous/ab12'],
    ['spec §2: cancel appointment in German', { name: 'cancelAppointment', locale: 'de', appointmentId: 'ab12' }, '/de/termin-absagen/ab12'],
    ['spec §2: cancel appointment in English', { name: 'cancelAppointment', locale: 'en', appointmentId: 'ab12' }, '/en/cancel-appointment/ab12'],
    ['spec §2: privacy statement', { name: 'privacyStatement', locale: 'en' }, '/en/privacy-statement'],
    ['spec §2: privacy statement keeps its English words in Dutch', { name: 'privacyStatement', locale: 'nl' }, '/nl/privacy-statement'],
    ['spec §2: terms of use', { name: 'termsOfUse', locale: 'en' }, '/en/terms-of-use'],
    ['spec §2: terms of use keeps its English words in German', { name: 'termsOfUse', locale: 'de' }, '/de/terms-of-use'],
    ['spec §2: favorites', { name: 'favorites', locale: 'en' }, '/en/favorites'],
    ['spec §2: favorites keeps its English word in French', { name: 'favorites', locale: 'fr' }, '/fr/favorites'],
    ['spec §2: favorites keeps its English word in Dutch', { name: 'favorites', locale: 'nl' }, '/nl/favorites'],
    ['spec §2: keep me informed', { name: 'keepMeInformed', locale: 'en' }, '/en/keep-me-informed'],
    ['spec §2: keep me informed keeps its English words in Dutch', { name: 'keepMeInformed', locale: 'nl' }, '/nl/keep-me-informed'],
    ['spec §2: keep me informed edit keeps its English words in French', { name: 'keepMeInformedEdit', locale: 'fr', token: 'tok' }, '/fr/keep-me-informed/tok'],
    ['spec §2: keep me informed success keeps its English words in German', { name: 'keepMeInformedSuccess', locale: 'de' }, '/de/keep-me-informed/success'],
    ['spec §2: keep me informed unsubscribe keeps its English words in Dutch', { name: 'keepMeInformedUnsubscribe', locale: 'nl', token: 'tok' }, '/nl/keep-me-informed/unsubscribe/tok'],
    ['spec §2: keep me informed success', { name: 'keepMeInformedSuccess', locale: 'en' }, '/en/keep-me-informed/success'],
    ['spec §2: keep me informed unsubscribe', { name: 'keepMeInformedUnsubscribe', locale: 'en', token: 'tok' }, '/en/keep-me-informed/unsubscribe/tok'],
    ['spec §2: keep me informed edit', { name: 'keepMeInformedEdit', locale: 'en', token: 'tok' }, '/en/keep-me-informed/tok'],
    ['spec §2: generic detail', { name: 'detail', locale: 'de' }, '/de/detail'],
    ['DESIGN §3: search page /{locale}/{offer}', { name: 'search', locale: 'de' }, '/de/angebot'],
    ['DESIGN §3: home /{locale}', { name: 'home', locale: 'fr' }, '/fr'],
    ['spec §2: parameters are URL-encoded', { name: 'estateWithSlug', locale: 'en', estateId: '1', slug: 'a/b c' }, '/en/offer/1/a%2Fb%20c'],
  ])('%s', (_rule, route, path) => {
    expect(buildRoute(route)).toBe(path);
    expect(matchRoute(path)).toEqual(route);
  });

  it.each<[string, string, Route | null]>([
    ['spec §2: query string and hash are ignored', '/nl/aanbod?city=12#top', { name: 'search', locale: 'nl' }],
    ['spec §2: trailing slash tolerated', '/fr/favorites/', { name: 'favorites', locale: 'fr' }],
    ['spec §2: full URLs are accepted', 'https://example.be/en/offer/5', { name: 'estate', locale: 'en', estateId: '5' }],
    ['spec §2: words are case-insensitive', '/NL/Aanbod/5', { name: 'estate', locale: 'nl', estateId: '5' }],
    ['spec §2: success is the literal page, not a token', '/nl/keep-me-informed/success', { name: 'keepMeInformedSuccess', locale: 'nl' }],
    ['spec §2: the old translated words are no pages (the host redirects them)', '/nl/favorieten', null],
    ['DESIGN §3: / is the Dutch home page', '/', { name: 'home', locale: 'nl' }],
    ['spec §2: another locale’s word does not match', '/nl/offer/5', null],
    ['spec §2: unknown locale', '/es/oferta', null],
    ['spec §2: too many segments', '/en/offer/1/2/3/4', null],
    ['spec §2: malformed percent-encoding', '/en/offer/%E0%A4%A', null],
  ])('%s', (_rule, path, expected) => {
    expect(matchRoute(path)).toEqual(expected);
  });

  it.each([
    ['spec §2: estate detail in another language', '/nl/aanbod/42/villa-te-koop?tab=2#photos', 'fr', '/fr/offre/42/villa-te-koop?tab=2#photos'],
    ['spec §2: cancel page in another language', '/en/cancel-appointment/xyz', 'de', '/de/termin-absagen/xyz'],
    ['spec §2: keep-me-informed unsubscribe', '/de/keep-me-informed/unsubscribe/t1', 'nl', '/nl/keep-me-informed/unsubscribe/t1'],
    ['DESIGN §3: search page keeps its filter query', '/nl/aanbod?price-min=1000', 'en', '/en/offer?price-min=1000'],
    ['DESIGN §3: home', '/fr', 'nl', '/nl'],
    ['spec §2: unknown page swaps the locale prefix', '/nl/over-ons', 'fr', '/fr/over-ons'],
    ['spec §2: unknown page without prefix gets one', '/contact', 'de', '/de/contact'],
  ] as const)('%s', (_rule, path, locale, expected) => {
    expect(switchLocale(path, locale)).toBe(expected);
  });

  it('spec §2: only offer, holiday and cancel-appointment are translated; every other word is the English one', () => {
    const translated = new Set(['offer', 'holiday', 'cancelAppointment']);
    for (const locale of LOCALES) {
      for (const [key, word] of Object.entries(ROUTE_WORDS[locale])) {
        if (!translated.has(key)) expect(word, `${locale} ${key}`).toBe(ROUTE_WORDS.en[key as keyof typeof ROUTE_WORDS.en]);
      }
    }
    expect([ROUTE_WORDS.nl.offer, ROUTE_WORDS.nl.holiday, ROUTE_WORDS.nl.cancelAppointment]).toEqual(['aanbod', 'vakantie', 'afspraak-annuleren']);
    expect([ROUTE_WORDS.fr.offer, ROUTE_WORDS.fr.holiday, ROUTE_WORDS.fr.cancelAppointment]).toEqual(['offre', 'vacances', 'annuler-rendez-vous']);
    expect([ROUTE_WORDS.de.offer, ROUTE_WORDS.de.holiday, ROUTE_WORDS.de.cancelAppointment]).toEqual(['angebot', 'feiertage', 'termin-absagen']);
  });

  it('spec §2: every locale has distinct words for every page', () => {
    for (const locale of LOCALES) {
      const words = Object.values(ROUTE_WORDS[locale]);
      for (const word of words) expect(word).toMatch(/^[a-z]+(-[a-z]+)*$/);
      const top = [ROUTE_WORDS[locale].offer, ROUTE_WORDS[locale].holiday, ROUTE_WORDS[locale].cancelAppointment, ROUTE_WORDS[locale].favorites, ROUTE_WORDS[locale].keepMeInformed, ROUTE_WORDS[locale].privacyStatement, ROUTE_WORDS[locale].termsOfUse, ROUTE_WORDS[locale].detail];
      expect(new Set(top).size).toBe(top.length);
    }
  });

  const locale = fc.constantFrom<Locale>(...LOCALES);
  const reserved = new Set(LOCALES.flatMap((l) => [ROUTE_WORDS[l].success, ROUTE_WORDS[l].unsubscribe]));
  const param = fc.string({ minLength: 1, unit: 'grapheme' });
  const token = param.filter((t) => !reserved.has(t.toLowerCase()));
  const route: fc.Arbitrary<Route> = fc.oneof(
    fc.record({ name: fc.constantFrom('home', 'search', 'privacyStatement', 'termsOfUse', 'favorites', 'detail', 'keepMeInformed', 'keepMeInformedSuccess'), locale }) as fc.Arbitrary<Route>,
    fc.record({ name: fc.constantFrom('keepMeInformedUnsubscribe', 'keepMeInformedEdit'), locale, token }) as fc.Arbitrary<Route>,
    fc.record({ name: fc.constant('estate'), locale, estateId: param }) as fc.Arbitrary<Route>,
    fc.record({ name: fc.constant('estateWithSlug'), locale, estateId: param, slug: param }) as fc.Arbitrary<Route>,
    fc.record({ name: fc.constant('projectUnit'), locale, estateId: param, slug: param, entityId: param }) as fc.Arbitrary<Route>,
    fc.record({ name: fc.constant('cancelAppointment'), locale, appointmentId: param }) as fc.Arbitrary<Route>,
    fc.record({ name: fc.constant('rentalUnit'), locale, rentalUnitId: param }) as fc.Arbitrary<Route>,
  );

  it('spec §2: match(build(route)) = route for every route in every locale (property)', () => {
    fc.assert(fc.property(route, (r) => {
      expect(matchRoute(buildRoute(r))).toEqual(r);
    }), { numRuns: 500 });
  });

  it('spec §2: the language switch maps every page to its equivalent (property)', () => {
    fc.assert(
      fc.property(route, locale, (r, target) => {
        expect(matchRoute(switchLocale(buildRoute(r), target))).toEqual({ ...r, locale: target });
      }),
    );
  });

  it('spec §2: builders and matchers never throw on any input (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(typeof buildRoute({ name: 'projectUnit', locale: 'en', estateId: a, slug: b, entityId: a })).toBe('string');
        matchRoute(a);
        expect(typeof switchLocale(a, 'fr')).toBe('string');
      }),
    );
    // 100 runs take ~1 s alone and over 5 s on a loaded shared machine.
  }, 30_000);
});
