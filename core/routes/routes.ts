import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../i18n/locale';
import { ROUTE_NAMES, resolveRouteMap, type RouteMap } from './route-map';
import { fillTemplate, matchTemplate, queryItems } from './route-template';
import { splitUrl } from './segments';

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
/** A built URL with the query of the page it came from added (the built URL's own items first). */
function withSearch(built: string, search: string): string {
  if (!search || search === '?') return built;
  if (!built.includes('?')) return built + search;
  const own = new Set(built.slice(built.indexOf('?') + 1).split('&').map((item) => item.split('=')[0].toLowerCase()));
  const rest = search.slice(1).split('&').filter((item) => item !== '' && !own.has(item.split('=')[0].toLowerCase()));
  return rest.length ? `${built}&${rest.join('&')}` : built;
}

/**
 * The URL (path, and query in the query form) of a route in the site's route map, e.g.
 * { name: 'estate', locale: 'fr', estateId: '42' } → '/fr/offre/42' (spec §2 default) or
 * '/fr/detail/?estate=42' (query form). Parameters are URL-encoded; never throws. `map`: the site's
 * (a block's useBlock().routes); every function here defaults it to spec §2's default map, {}. A parameter should be non-empty, and an edit token equal to the success
 * word cannot be told apart from the success page (tokens are random, DESIGN §3).
 */
export function buildRoute(route: Route, map: RouteMap = {}): string {
  const locale = isLocale(route.locale) ? route.locale : DEFAULT_LOCALE;
  const resolved = resolveRouteMap(map);
  const template = resolved.templates[route.name]?.[locale] ?? '/{locale}';
  return fillTemplate(template, resolved.base, locale, resolved.words[locale], route as unknown as Record<string, string>);
}

/** Every route (in every locale) a URL matches, the most specific first (most query items, then map order). */
function matchesOf(url: string, map: RouteMap): Route[] {
  const resolved = resolveRouteMap(map);
  const found: Array<{ route: Route; score: number }> = [];
  for (const name of ROUTE_NAMES) {
    for (const locale of LOCALES) {
      const template = resolved.templates[name][locale];
      const params = matchTemplate(template, resolved.base, locale, resolved.words[locale], url);
      if (params) found.push({ route: { name, locale, ...params } as Route, score: queryItems(template) });
    }
  }
  return found.sort((a, b) => b.score - a.score).map((f) => f.route);
}

/**
 * The route of a pathname or URL in the site's route map (query string beyond the template's items and
 * hash ignored, trailing slash tolerated, words case-insensitive), or null. The base path alone ('/') is
 * the Dutch home page (DESIGN §3 redirects it to /nl).
 */
export function matchRoute(url: string, map: RouteMap = {}): Route | null {
  const input = String(url ?? '');
  const first = matchesOf(input, map)[0];
  if (first) return first;
  const base = resolveRouteMap(map).base.split('/').filter((s) => s !== '');
  const { segments } = splitUrl(input);
  const atBase = segments.length === base.length && base.every((b, i) => segments[i].toLowerCase() === b.toLowerCase());
  return atBase ? { name: 'home', locale: DEFAULT_LOCALE } : null;
}

/**
 * The locale a URL names through the route map: the locale of the page it matches when only one locale's
 * template matches it, else a locale code as the first segment after the base path; undefined otherwise
 * ('/detail?estate=1' of a one-template-for-all map names no locale).
 */
export function localeOfUrl(url: string, map: RouteMap = {}): Locale | undefined {
  const input = String(url ?? '');
  const matches = matchesOf(input, map);
  if (matches.length > 0) {
    const locales = new Set(matches.filter((m) => m.name === matches[0].name).map((m) => m.locale));
    if (locales.size === 1) return matches[0].locale;
  }
  const base = resolveRouteMap(map).base.split('/').filter((s) => s !== '').length;
  const segment = splitUrl(input).segments[base]?.toLowerCase();
  return isLocale(segment) ? segment : undefined;
}

/**
 * The same page in another locale, keeping parameters, query string and hash:
 * '/nl/aanbod/42/villa?x=1' → '/fr/offre/42/villa?x=1'. Unknown pages keep their path with the
 * locale prefix swapped (or added).
 */
export function switchLocale(pathname: string, locale: Locale, map: RouteMap = {}): string {
  const { segments, search, hash } = splitUrl(String(pathname ?? ''));
  const route = matchRoute(pathname, map);
  if (route) return withSearch(buildRoute({ ...route, locale }, map), search) + hash;
  const rest = segments.length > 0 && isLocale(segments[0].toLowerCase()) ? segments.slice(1) : segments;
  return `/${[locale, ...rest].join('/')}${search}${hash}`;
}

const sameRoute = (a: Route, b: Route) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => (b as Record<string, unknown>)[key] === value);

/**
 * Where the address bar should go to show the canonical URL of the page it is on, or null when it is
 * already there (the same page of the route map with the same values). The current URL's other query
 * items (a campaign's utm_…) and its hash are kept; the items its own page template reads are replaced
 * by the canonical URL's: '/nl/detail/?estate=4&utm=x' → '/nl/detail/?estate=4&slug=villa&utm=x'.
 */
export function canonicalUrlFor(current: string, canonical: string, map: RouteMap = {}): string | null {
  const here = matchRoute(current, map);
  const there = matchRoute(canonical, map);
  if (here && there && sameRoute(here, there)) return null;
  const { search, hash } = splitUrl(current);
  const resolved = resolveRouteMap(map);
  const template = here ? resolved.templates[here.name][here.locale] : '';
  const words = here ? resolved.words[here.locale] : undefined;
  const used = (template.split('?')[1] ?? '')
    .split('&')
    .map((item) => item.split('=')[0].replace(/\{(\w+)\}/g, (_, name: string) => (words as Record<string, string> | undefined)?.[name] ?? name).toLowerCase());
  const kept = search.slice(1).split('&').filter((item) => item !== '' && !used.includes(item.split('=')[0].toLowerCase()));
  return withSearch(canonical, kept.length ? `?${kept.join('&')}` : '') + hash;
}
