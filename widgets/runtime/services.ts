/**
 * What define-block hands every block: the locale, the translator and the site API,
 * built on core/i18n and core/api. Kept apart so define-block stays about mounting.
 */
import { pageRuntime } from './page-runtime';
import { createApiClient, type ApiClient } from '../../core/api/client';
import type { SiteApi } from '../../core/api/endpoints';
import { siteCalls, type SiteCalls } from '../../core/api/site-calls';
import { createTranslator, type Translator } from '../../core/i18n/translator';
import { fetchTranslationOverrides } from '../../core/i18n/overrides';
import { loadCatalogue, type CataloguePart } from '../../core/i18n/load-catalogue';
import { resolveLocale } from '../../core/i18n/resolve-locale';
import type { Messages } from '../../core/i18n/types';
import type { SiteSettings } from '../../core/model';
import type { LoaderSettings } from './block-contract';
import type { Locale } from '../../core/i18n/locale';
import { dataApiProblem, unknownSiteProblem, unreachableApiProblem } from '../../core/api/setup-problems';
import { hasRouteMaps } from '../../core/routes/page-route-map';
import type { RouteMap } from '../../core/routes/route-map';

export type { SiteApi };

/** A group of calls a block makes (core/api/*-calls.ts, e.g. listingCalls): its block lists it in defineBlock({ calls }). */
export type BlockCalls = (client: ApiClient) => object;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * The api of a block that lists the groups `G` in defineBlock({ calls }): the client, the site calls every
 * block makes (getSite, getTranslations) and the calls of those groups, nothing else (only those are
 * bundled with the block), so a call of another group fails the typecheck. `BlockApi` alone: the site calls.
 */
export type BlockApi<G extends readonly BlockCalls[] = readonly []> = { client: ApiClient } & SiteCalls & UnionToIntersection<ReturnType<G[number]>>;

export interface BlockServices<A = BlockApi> {
  locale: Locale;
  translator: Translator;
  /** The block's api (BlockApi of the groups it lists). */
  api: A;
}

/** Block config `locale`, then the loader's (data-locale, URL prefix, <html lang>), then nl (core/i18n resolveLocale). */
export function resolveBlockLocale(configLocale: unknown, settings: LoaderSettings): Locale {
  return resolveLocale({
    config: configLocale,
    loaderLocale: settings.locale,
    htmlLang: typeof document === 'undefined' ? undefined : document.documentElement.lang,
    pathname: typeof location === 'undefined' ? undefined : location.pathname,
  });
}

const TRANSLATIONS_TIMEOUT_MS = 5000;

// Every block of a page shares one GET /translations/{locale} per API and locale.
function overridesFor(settings: LoaderSettings, api: Pick<SiteCalls, 'getTranslations'>, locale: Locale): Promise<Messages> {
  if (!settings.api) return Promise.resolve({});
  return pageRuntime(settings).shared('overrides', `${settings.api}|${locale}`, () =>
    fetchTranslationOverrides((l) => api.getTranslations(l, { timeoutMs: TRANSLATIONS_TIMEOUT_MS }), locale, console),
  );
}

/** A setup mistake (core/api/setup-problems): one console error per page, however many blocks meet it. */
function reportSetupProblem(settings: LoaderSettings, message: string): void {
  pageRuntime(settings).shared('setup problem', message, () => console.error(message));
}

// Every block and scope of a page shares one GET /sites/{siteId} per API and site; a failed call hides nothing.
/** The site's settings (hiddenStatus, hiddenTabs …), asked once per page. */
export function siteSettingsFor(settings: LoaderSettings, api: Pick<SiteCalls, 'getSite'>): Promise<SiteSettings> {
  if (!settings.siteId) return Promise.resolve({});
  return pageRuntime(settings).shared('site settings', `${settings.api}|${settings.siteId}`, () =>
    Promise.resolve()
      .then(() => api.getSite())
      .then(
        (site) => site?.settings ?? {},
        (error: { status?: number; kind?: string }) => {
          // The first call every block makes: its failure tells the builder what is wrong with the setup.
          if (error?.status === 404) reportSetupProblem(settings, unknownSiteProblem(settings.api, settings.siteId));
          else if (error?.kind === 'network' && !dataApiProblem(settings.api)) reportSetupProblem(settings, unreachableApiProblem(settings.api, location.origin));
          return {};
        },
      ),
  );
}

/**
 * The page's route map from the loader's data-routes and the site settings' routes, which a block gets in
 * its context (useBlock().routes) before it renders a link or reads its id from the URL; a refused map logs
 * one `[estate-blocks]` error per page. Worked out once per page and held by its runtime. The map parser is
 * imported only when there is a map to check (most pages run with the default map, {}); with data-routes it
 * starts beside the site call.
 */
export function pageRoutesFor(settings: LoaderSettings, api: Pick<SiteCalls, 'getSite'>): Promise<RouteMap> {
  const runtime = pageRuntime(settings);
  const key = `${settings.api}|${settings.siteId}|${settings.routes ?? ''}`;
  return runtime.shared('routes', key, () => {
    const parser = () => import('../../core/routes/page-routes');
    const early = hasRouteMaps(settings.routes, undefined) ? parser() : undefined;
    early?.catch(() => 0);
    // Without an API there are no site settings to ask (a page of fixtures, the loader's setup error).
    const pending = (settings.api ? siteSettingsFor(settings, api) : Promise.resolve<SiteSettings>({})).then(async (site) => {
      if (!hasRouteMaps(settings.routes, site.routes)) return {};
      const { pageRoutesOf } = await (early ?? parser());
      const { map, problems } = pageRoutesOf(settings.routes, site.routes, settings.siteId);
      for (const problem of problems) console.error(problem);
      return map;
    });
    // A parser chunk that failed to load is asked again by the next block.
    pending.catch(() => runtime.forget('routes', key));
    return pending;
  });
}

// Every block of a page with the same API, locale and catalogue part shares one i18next instance.
function translatorFor(settings: LoaderSettings, api: Pick<SiteCalls, 'getTranslations'>, locale: Locale, part: CataloguePart): Promise<Translator> {
  const runtime = pageRuntime(settings);
  const key = `${settings.api}|${locale}|${part}`;
  return runtime.shared('translator', key, () => {
    const pending = Promise.all([loadCatalogue(locale, part), overridesFor(settings, api, locale)]).then(([catalogue, overrides]) =>
      createTranslator(locale, catalogue, overrides),
    );
    // A catalogue chunk that failed to load is asked again by the next block.
    pending.catch(() => runtime.forget('translator', key));
    return pending;
  });
}

/** The block's locale and api, at once: a block can start its calls while its texts load (blockTranslator). */
export function createBlockApi<G extends readonly BlockCalls[] = readonly []>(
  settings: LoaderSettings,
  configLocale: unknown,
  calls: G = [] as readonly BlockCalls[] as G,
): Omit<BlockServices<BlockApi<G>>, 'translator'> {
  const locale = resolveBlockLocale(configLocale, settings);
  // A missing or malformed data-api is reported when a block first calls the service (a block that makes no call needs none).
  const apiProblem = dataApiProblem(settings.api);
  const refuse = (): Promise<Response> => {
    reportSetupProblem(settings, apiProblem!);
    return Promise.reject(new TypeError(apiProblem!));
  };
  // A page warns once per kind of malformed answer, whichever of its blocks met it first; disposing the page forgets.
  const warned = pageRuntime(settings).shared('warned', '', () => new Set<string>());
  const client = createApiClient({ baseUrl: settings.api, siteId: settings.siteId || undefined, locale, early: apiProblem ? undefined : settings.early, fetch: apiProblem ? refuse : undefined, warned });
  const api = Object.assign({ client }, siteCalls(client), ...calls.map((group) => group(client))) as BlockApi<G>;
  return { locale, api };
}

/** The translator of a block made by createBlockApi: its catalogue part and the site's overrides, shared per page. */
export function blockTranslator({ locale, api }: Omit<BlockServices, 'translator'>, settings: LoaderSettings, part: CataloguePart = 'full'): Promise<Translator> {
  return translatorFor(settings, api, locale, part);
}
