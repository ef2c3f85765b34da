import { isLocale, type Locale } from '../i18n/locale';
import { buildRoute, matchRoute, type Route, type RouteName } from './routes';
import { decodeSegment, splitUrl } from './segments';
import { ROUTE_WORDS, type RouteWords } from './words';

type ParamName = 'token' | 'estateId' | 'slug' | 'entityId' | 'appointmentId' | 'rentalUnitId';
type Part = { word: keyof RouteWords } | { param: ParamName };

const w = (word: keyof RouteWords): Part => ({ word });
const p = (param: ParamName): Part => ({ param });

/** Spec §2's default path shapes after the locale segment, which the old translated words were used in. Literal shapes come before parameter shapes of the same length. */
const ROUTE_PATTERNS: ReadonlyArray<readonly [RouteName, readonly Part[]]> = [
  ['home', []],
  ['search', [w('offer')]],
  ['privacyStatement', [w('privacyStatement')]],
  ['termsOfUse', [w('termsOfUse')]],
  ['favorites', [w('favorites')]],
  ['detail', [w('detail')]],
  ['keepMeInformed', [w('keepMeInformed')]],
  ['keepMeInformedSuccess', [w('keepMeInformed'), w('success')]],
  ['keepMeInformedUnsubscribe', [w('keepMeInformed'), w('unsubscribe'), p('token')]],
  ['keepMeInformedEdit', [w('keepMeInformed'), p('token')]],
  ['estate', [w('offer'), p('estateId')]],
  ['estateWithSlug', [w('offer'), p('estateId'), p('slug')]],
  ['projectUnit', [w('offer'), p('estateId'), p('slug'), p('entityId')]],
  ['cancelAppointment', [w('cancelAppointment'), p('appointmentId')]],
  ['rentalUnit', [w('holiday'), p('rentalUnitId')]],
];

type AliasWords = Partial<Record<keyof RouteWords, string>>;

/**
 * Translated words our links used before they followed spec §2 (which keeps these English in every
 * locale). Mails already sent carry them, so the host redirects them to the spec path.
 */
export const ROUTE_ALIAS_WORDS: Readonly<Partial<Record<Locale, AliasWords>>> = {
  nl: {
    favorites: 'favorieten',
    keepMeInformed: 'hou-me-op-de-hoogte',
    success: 'gelukt',
    unsubscribe: 'uitschrijven',
    privacyStatement: 'privacyverklaring',
    termsOfUse: 'gebruiksvoorwaarden',
  },
  fr: {
    favorites: 'favoris',
    keepMeInformed: 'tenez-moi-informe',
    success: 'confirmation',
    unsubscribe: 'desinscription',
    privacyStatement: 'declaration-de-confidentialite',
    termsOfUse: 'conditions-d-utilisation',
  },
  de: {
    favorites: 'favoriten',
    keepMeInformed: 'auf-dem-laufenden-bleiben',
    success: 'erfolg',
    unsubscribe: 'abmelden',
    privacyStatement: 'datenschutzerklaerung',
    termsOfUse: 'nutzungsbedingungen',
  },
};

/** The route an old translated path names (at least one word an alias), or null. */
export function matchRouteAlias(pathname: string): Route | null {
  const { segments } = splitUrl(String(pathname ?? ''));
  const locale = segments[0]?.toLowerCase() ?? '';
  if (!isLocale(locale)) return null;
  const aliases = ROUTE_ALIAS_WORDS[locale];
  if (!aliases) return null;
  const rest = segments.slice(1);
  for (const [name, parts] of ROUTE_PATTERNS) {
    if (parts.length !== rest.length) continue;
    const params: Record<string, string> = {};
    let usedAlias = false;
    let ok = parts.length > 0;
    for (let i = 0; ok && i < parts.length; i++) {
      const part = parts[i];
      const segment = rest[i];
      if ('word' in part) {
        const alias = aliases[part.word];
        if (alias !== undefined && segment.toLowerCase() === alias) usedAlias = true;
        else if (segment.toLowerCase() !== ROUTE_WORDS[locale][part.word]) ok = false;
        continue;
      }
      const value = decodeSegment(segment);
      if (value === null || value === '') ok = false;
      else params[part.param] = value;
    }
    if (ok && usedAlias) return { name, locale, ...params } as Route;
  }
  return null;
}

/**
 * Where an old translated path now lives: the spec path with the query string and hash kept
 * ('/nl/favorieten?x=1' → '/nl/favorites?x=1'), or null when the path is no alias.
 */
export function aliasRedirect(pathnameWithSearch: string): string | null {
  // A spec path wins: '/nl/keep-me-informed/gelukt' is an edit token, not the old success page.
  if (matchRoute(pathnameWithSearch, {})) return null;
  const route = matchRouteAlias(pathnameWithSearch);
  if (!route) return null;
  const { search, hash } = splitUrl(pathnameWithSearch);
  return buildRoute(route, {}) + search + hash;
}
