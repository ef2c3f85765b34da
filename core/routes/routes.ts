import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locale';
import { decodeSegment, encodeSegment, splitUrl } from './segments';
import { ROUTE_WORDS, type RouteWords } from './words';

/** A page of the site (spec §2 routes, DESIGN §3 search and home). Path parameters are decoded strings. */
export type Route =
  | { name: 'home'; locale: Locale }
  | { name: 'search'; locale: Locale }
  | { name: 'privacyStatement'; locale: Locale }
  | { name: 'termsOfUse'; locale: Locale }
  | { name: 'favorites'; locale: Locale }
  | { name: 'detail'; locale: Locale }
  | { name: 'keepMeInformed'; locale: Locale }
  | { name: 'keepMeInformedSuccess'; locale: Locale }
  | { name: 'keepMeInformedUnsubscribe'; locale: Locale; token: string }
  | { name: 'keepMeInformedEdit'; locale: Locale; token: string }
  | { name: 'estate'; locale: Locale; estateId: string }
  | { name: 'estateWithSlug'; locale: Locale; estateId: string; slug: string }
  | { name: 'projectUnit'; locale: Locale; estateId: string; slug: string; entityId: string }
  | { name: 'cancelAppointment'; locale: Locale; appointmentId: string }
  | { name: 'rentalUnit'; locale: Locale; rentalUnitId: string };

export type RouteName = Route['name'];
type ParamName = 'token' | 'estateId' | 'slug' | 'entityId' | 'appointmentId' | 'rentalUnitId';
type Part = { word: keyof RouteWords } | { param: ParamName };

const w = (word: keyof RouteWords): Part => ({ word });
const p = (param: ParamName): Part => ({ param });

/** Route shapes after the locale segment. Literal shapes come before parameter shapes of the same length. */
export const ROUTE_PATTERNS: ReadonlyArray<readonly [RouteName, readonly Part[]]> = [
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

const PATTERN_OF = new Map(ROUTE_PATTERNS);

/**
 * The path of a route, e.g. { name: 'estate', locale: 'fr', estateId: '42' } → '/fr/offre/42'.
 * Parameters are URL-encoded; never throws. A parameter should be non-empty, and an edit token equal to
 * the success word cannot be told apart from the success page (tokens are random, DESIGN §3).
 */
export function buildRoute(route: Route): string {
  const locale = isLocale(route.locale) ? route.locale : DEFAULT_LOCALE;
  const words = ROUTE_WORDS[locale];
  const params = route as unknown as Record<ParamName, string | number | undefined>;
  const parts = (PATTERN_OF.get(route.name) ?? []).map((part) =>
    'word' in part ? words[part.word] : encodeSegment(params[part.param] ?? ''),
  );
  return `/${[locale, ...parts].join('/')}`;
}

function matchParts(parts: readonly Part[], segments: string[], words: RouteWords): Record<string, string> | null {
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if ('word' in part) {
      if (segments[i].toLowerCase() !== words[part.word]) return null;
      continue;
    }
    const value = decodeSegment(segments[i]);
    if (value === null || value === '') return null;
    params[part.param] = value;
  }
  return params;
}

/**
 * The route of a pathname or URL (query string and hash ignored, trailing slash tolerated, words
 * case-insensitive), or null. '/' is the Dutch home page (DESIGN §3 redirects it to /nl).
 */
export function matchRoute(pathname: string): Route | null {
  const { segments } = splitUrl(String(pathname ?? ''));
  if (segments.length === 0) return { name: 'home', locale: DEFAULT_LOCALE };
  const locale = segments[0].toLowerCase();
  if (!isLocale(locale)) return null;
  const rest = segments.slice(1);
  for (const [name, parts] of ROUTE_PATTERNS) {
    const params = matchParts(parts, rest, ROUTE_WORDS[locale]);
    if (params) return { name, locale, ...params } as Route;
  }
  return null;
}

/**
 * The same page in another locale, keeping parameters, query string and hash:
 * '/nl/aanbod/42/villa?x=1' → '/fr/offre/42/villa?x=1'. Unknown pages keep their path with the
 * locale prefix swapped (or added).
 */
export function switchLocale(pathname: string, locale: Locale): string {
  const { segments, search, hash } = splitUrl(String(pathname ?? ''));
  const route = matchRoute(pathname);
  if (route) return buildRoute({ ...route, locale }) + search + hash;
  const rest = segments.length > 0 && isLocale(segments[0].toLowerCase()) ? segments.slice(1) : segments;
  return `/${[locale, ...rest].join('/')}${search}${hash}`;
}
