import { describe, expect, it } from 'vitest';
import { aliasRedirect, matchRouteAlias, ROUTE_ALIAS_WORDS } from './aliases';
import { buildRoute, matchRoute } from './routes';
import { LOCALES } from '../i18n/locale';

describe('the translated words used before spec §2 are aliases of the spec paths', () => {
  it.each([
    ['/nl/favorieten', '/nl/favorites'],
    ['/fr/favoris/', '/fr/favorites'],
    ['/de/favoriten', '/de/favorites'],
    ['/nl/hou-me-op-de-hoogte', '/nl/keep-me-informed'],
    ['/nl/hou-me-op-de-hoogte/gelukt', '/nl/keep-me-informed/success'],
    ['/fr/tenez-moi-informe/confirmation', '/fr/keep-me-informed/success'],
    ['/de/auf-dem-laufenden-bleiben/abmelden/t%20k', '/de/keep-me-informed/unsubscribe/t%20k'],
    ['/nl/hou-me-op-de-hoogte/uitschrijven/tok', '/nl/keep-me-informed/unsubscribe/tok'],
    ['/fr/tenez-moi-informe/abc123', '/fr/keep-me-informed/abc123'],
    ['/nl/privacyverklaring', '/nl/privacy-statement'],
    ['/fr/declaration-de-confidentialite', '/fr/privacy-statement'],
    ['/de/nutzungsbedingungen', '/de/terms-of-use'],
    ['/nl/gebruiksvoorwaarden?ref=mail#top', '/nl/terms-of-use?ref=mail#top'],
    ['/nl/favorieten?site=harbour&x=1', '/nl/favorites?site=harbour&x=1'],
    ['/NL/Favorieten', '/nl/favorites'],
  ])('%s → %s', (from, to) => {
    expect(aliasRedirect(from)).toBe(to);
  });

  it.each([
    ['a spec path', '/nl/favorites'],
    ['a spec path whose token happens to be an old word', '/nl/keep-me-informed/gelukt'],
    ['another locale\'s old word', '/fr/favorieten'],
    ['English had no other words', '/en/favourites'],
    ['offer keeps its translated word', '/nl/aanbod/42'],
    ['unknown page', '/nl/over-ons'],
    ['home', '/nl'],
  ])('no redirect for %s (%s)', (_what, path) => {
    expect(aliasRedirect(path)).toBeNull();
  });

  it('every alias leads to a page the spec routes know, in its own locale', () => {
    for (const locale of LOCALES) {
      for (const word of Object.values(ROUTE_ALIAS_WORDS[locale] ?? {})) {
        // success and unsubscribe only exist below keep-me-informed
        const route = matchRouteAlias(`/${locale}/${word}`);
        if (word === ROUTE_ALIAS_WORDS[locale]?.success || word === ROUTE_ALIAS_WORDS[locale]?.unsubscribe) continue;
        expect(route?.locale, word).toBe(locale);
        expect(matchRoute(buildRoute(route!))).toEqual(route);
      }
    }
    expect(matchRouteAlias('/nl/favorieten')).toEqual({ name: 'favorites', locale: 'nl' });
  });
});
