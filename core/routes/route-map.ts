import { LOCALES, type Locale } from '../i18n/locale';
import { ROUTE_WORDS, type RouteWords } from './words';

/** Every page of the site a link can point to (the names of core/routes Route). */
export const ROUTE_NAMES = [
  'home',
  'search',
  'privacyStatement',
  'termsOfUse',
  'favorites',
  'detail',
  'keepMeInformed',
  'keepMeInformedSuccess',
  'keepMeInformedUnsubscribe',
  'keepMeInformedEdit',
  'estate',
  'estateWithSlug',
  'projectUnit',
  'cancelAppointment',
  'rentalUnit',
] as const;

export type RouteNameOf = (typeof ROUTE_NAMES)[number];

/** The values a page's URL carries. */
export type RouteParam = 'token' | 'estateId' | 'slug' | 'entityId' | 'appointmentId' | 'rentalUnitId';

/** What each page needs in its URL: a template must hold each of these, and no other parameter. */
export const ROUTE_PARAMS: Readonly<Record<RouteNameOf, readonly RouteParam[]>> = {
  home: [],
  search: [],
  privacyStatement: [],
  termsOfUse: [],
  favorites: [],
  detail: [],
  keepMeInformed: [],
  keepMeInformedSuccess: [],
  keepMeInformedUnsubscribe: ['token'],
  keepMeInformedEdit: ['token'],
  estate: ['estateId'],
  estateWithSlug: ['estateId', 'slug'],
  projectUnit: ['estateId', 'slug', 'entityId'],
  cancelAppointment: ['appointmentId'],
  rentalUnit: ['rentalUnitId'],
};

/**
 * 'path': every page has its own path (spec §2; the host rewrites '/nl/aanbod/42/…' onto its detail page).
 * 'query': a fixed path per page and the ids in the query string, for hosts without rewrites (a static host).
 */
export type RouteForm = 'path' | 'query';

/** One template for every locale, or one per locale (a locale left out takes the form's default). */
export type RouteTemplate = string | Partial<Record<Locale, string>>;

/**
 * Where each page of the site lives: the site builder's map (DESIGN §3). Every key is optional; what is
 * left out keeps spec §2's default. Templates are paths with placeholders: `{locale}`, a word of
 * RouteWords (`{offer}`, `{detail}` …, from `words`) and the page's parameters (`{estateId}`, `{slug}`,
 * `{entityId}`, `{token}`, `{appointmentId}`, `{rentalUnitId}`), optionally with a query part
 * (`/{locale}/{detail}/?estate={estateId}`). `base` is put before every template.
 */
export interface RouteMap {
  /** A path every page lives under, e.g. '/immo' (default ''). */
  base?: string;
  /** Which default templates apply (default 'path'). */
  form?: RouteForm;
  /** Other words per locale, e.g. { nl: { offer: 'te-koop' } }. */
  words?: Partial<Record<Locale, Partial<RouteWords>>>;
  /** Other templates per page, e.g. { estateWithSlug: '/{locale}/{offer}/{estateId}/{slug}' }. */
  templates?: Partial<Record<RouteNameOf, RouteTemplate>>;
}

/** The paths of spec §2 and DESIGN §3. */
export const PATH_TEMPLATES: Readonly<Record<RouteNameOf, string>> = {
  home: '/{locale}',
  search: '/{locale}/{offer}',
  privacyStatement: '/{locale}/{privacyStatement}',
  termsOfUse: '/{locale}/{termsOfUse}',
  favorites: '/{locale}/{favorites}',
  detail: '/{locale}/{detail}',
  keepMeInformed: '/{locale}/{keepMeInformed}',
  keepMeInformedSuccess: '/{locale}/{keepMeInformed}/{success}',
  keepMeInformedUnsubscribe: '/{locale}/{keepMeInformed}/{unsubscribe}/{token}',
  keepMeInformedEdit: '/{locale}/{keepMeInformed}/{token}',
  estate: '/{locale}/{offer}/{estateId}',
  estateWithSlug: '/{locale}/{offer}/{estateId}/{slug}',
  projectUnit: '/{locale}/{offer}/{estateId}/{slug}/{entityId}',
  cancelAppointment: '/{locale}/{cancelAppointment}/{appointmentId}',
  rentalUnit: '/{locale}/{holiday}/{rentalUnitId}',
};

const DETAIL = '/{locale}/{detail}/?estate={estateId}';
const KMI = '/{locale}/{keepMeInformed}/?';

/**
 * One page (a folder with an index.html) per block, the ids in the query string: a static host serves
 * '/nl/detail/?estate=42' from nl/detail/index.html. Keep-me-informed's four screens share one page.
 */
export const QUERY_TEMPLATES: Readonly<Record<RouteNameOf, string>> = {
  ...(Object.fromEntries(ROUTE_NAMES.map((name) => [name, `${PATH_TEMPLATES[name]}/`])) as Record<RouteNameOf, string>),
  keepMeInformedSuccess: `${KMI}step={success}`,
  keepMeInformedUnsubscribe: `${KMI}{unsubscribe}={token}`,
  keepMeInformedEdit: `${KMI}token={token}`,
  estate: DETAIL,
  estateWithSlug: `${DETAIL}&slug={slug}`,
  projectUnit: `${DETAIL}&slug={slug}&unit={entityId}`,
  cancelAppointment: '/{locale}/{cancelAppointment}/?appointment={appointmentId}',
  rentalUnit: '/{locale}/{holiday}/{detail}/?unit={rentalUnitId}',
};

/** A map with every key filled in: what buildRoute and matchRoute work from. */
export interface ResolvedRouteMap {
  base: string;
  form: RouteForm;
  words: Readonly<Record<Locale, RouteWords>>;
  templates: Readonly<Record<RouteNameOf, Readonly<Record<Locale, string>>>>;
}

/** '/immo/' → '/immo', '' or '/' → ''. */
function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? '').trim().replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const resolved = new WeakMap<RouteMap, ResolvedRouteMap>();

/** The map with spec §2's defaults filled in (cached per map object). */
export function resolveRouteMap(map: RouteMap = {}): ResolvedRouteMap {
  const cached = resolved.get(map);
  if (cached) return cached;
  const form: RouteForm = map.form === 'query' ? 'query' : 'path';
  const defaults = form === 'query' ? QUERY_TEMPLATES : PATH_TEMPLATES;
  const words = Object.fromEntries(LOCALES.map((l) => [l, { ...ROUTE_WORDS[l], ...map.words?.[l] }])) as Record<Locale, RouteWords>;
  const templates = Object.fromEntries(
    ROUTE_NAMES.map((name) => {
      const own = map.templates?.[name];
      return [name, Object.fromEntries(LOCALES.map((l) => [l, (typeof own === 'string' ? own : own?.[l]) ?? defaults[name]]))];
    }),
  ) as ResolvedRouteMap['templates'];
  const result: ResolvedRouteMap = { base: normalizeBase(map.base), form, words, templates };
  resolved.set(map, result);
  return result;
}

/**
 * Two maps in one, key by key: the page's own (the loader's data-routes) wins over the site's
 * (site settings `routes`), word by word and template by template.
 */
export function mergeRouteMaps(site: RouteMap | undefined, page: RouteMap | undefined): RouteMap {
  if (!site) return page ?? {};
  if (!page) return site;
  const words: RouteMap['words'] = {};
  for (const l of LOCALES) if (site.words?.[l] || page.words?.[l]) words[l] = { ...site.words?.[l], ...page.words?.[l] };
  return {
    ...(page.base ?? site.base) !== undefined ? { base: page.base ?? site.base } : {},
    ...(page.form ?? site.form) !== undefined ? { form: page.form ?? site.form } : {},
    words,
    templates: { ...site.templates, ...page.templates },
  };
}
