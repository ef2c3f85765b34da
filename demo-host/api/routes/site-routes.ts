import type { CityOption, EstateCollection, EstatePage, Navigation } from '../../../core/model';
import { estateLink, pickTranslated } from '../../../core/routes';
import { clip, describingText } from '../../../core/head/head-text';
import { ASSETS, COLLECTION_NAMES, ENTITIES, ENTITY_ITEMS, NAVIGATIONS, PAGES, SITES, TRANSLATION_OVERRIDES, agreementsFor, siteRouteMap } from '../../data/generate-site';
import { BELGIAN_MUNICIPALITIES, FOREIGN_TOWNS, cityName } from '../../data/municipalities';
import { isLocale } from '../../../core/i18n/locale';
import { cityNames } from '../../../core/query/city-names';
import { foldName } from '../../../core/query/fold-name';
import { findSite, numericId, requestLocale, type ApiContext } from '../context';
import { badRequest, notFound } from '../errors';
import { sendJson, sendText } from '../http';
import type { Router } from '../router';

// A place is found by its Dutch and French names and by its English and German ones (Brussels, Lüttich).
const CITIES = [...BELGIAN_MUNICIPALITIES, ...FOREIGN_TOWNS].map((m) => ({ m, keys: [...cityNames(m.nl, m.fr).map(foldName), m.zip] }));

export function registerSiteRoutes(router: Router, api: ApiContext): void {
  router.get('/sites/by-hostname/:hostname', ({ res, params }) => {
    const site = SITES.find((s) => s.hostnames.includes(params.hostname.toLowerCase()));
    if (!site) throw notFound(`site for hostname '${params.hostname}'`);
    sendJson(res, 200, site);
  });
  router.get('/sites/:siteId', ({ res, params }) => sendJson(res, 200, findSite(params.siteId), { cache: 'shared' }));

  router.get('/sites/:siteId/navigation/:name', ({ res, params }) => {
    sendJson(res, 200, navigation(params.name));
  });
  router.get('/sites/:siteId/navigation/:name/:id', ({ res, params }) => {
    const item = navigation(params.name).items.find((i) => i.id === params.id);
    if (!item) throw notFound(`navigation item '${params.id}'`);
    sendJson(res, 200, { name: params.name, items: item.children ?? [] } satisfies Navigation);
  });

  router.get('/sites/:siteId/pages', ({ req, res, query }) => {
    const locale = query.get('locale') ?? (req.headers['accept-language'] ? requestLocale(req) : null);
    sendJson(res, 200, locale ? PAGES.filter((p) => p.locale === locale) : PAGES);
  });
  router.get('/sites/:siteId/pages/by-url/:url', ({ res, params }) => {
    const url = params.url.startsWith('/') ? params.url : `/${params.url}`;
    const page = PAGES.find((p) => p.url === url.replace(/\/$/, '') || p.url === url);
    if (!page) throw notFound(`page '${url}'`);
    sendJson(res, 200, page);
  });
  router.get('/sites/:siteId/pages/:id', ({ req, res, params, query }) => {
    // A page id without a locale suffix ('privacyStatement') answers in the request's language.
    const page = PAGES.find((p) => p.id === params.id) ?? PAGES.find((p) => p.id === `${params.id}-${requestLocale(req, query)}`);
    if (!page) throw notFound(`page '${params.id}'`);
    sendJson(res, 200, page);
  });

  router.get('/sites/:siteId/entities', ({ res }) => {
    sendJson(res, 200, ENTITIES);
  });
  router.get('/sites/:siteId/entities/:id/items', ({ res, params }) => {
    if (!ENTITIES.some((e) => e.id === params.id)) throw notFound(`entity '${params.id}'`);
    sendJson(res, 200, ENTITY_ITEMS.filter((i) => i.entityId === params.id));
  });

  router.get('/sites/:siteId/agreements', ({ req, res, query, params }) => {
    const raw = query.get('locale');
    if (raw !== null && !isLocale(raw)) throw badRequest('locale', `expected nl, fr, en or de, received '${raw}'`);
    sendJson(res, 200, agreementsFor(raw ?? requestLocale(req), siteRouteMap(params.siteId)));
  });

  router.get('/translations/:locale', ({ res, params }) => {
    if (!isLocale(params.locale)) throw notFound(`locale '${params.locale}'`);
    sendJson(res, 200, TRANSLATION_OVERRIDES[params.locale], { cache: 'shared' });
  });

  router.get('/sites/:siteId/assets/:name', ({ res, params }) => {
    const asset = ASSETS[params.name];
    if (!asset) throw notFound(`asset '${params.name}'`);
    sendText(res, 200, asset.type, asset.body, 3600);
  });

  // The site's collections, for pickers (the block catalogue's configurator): id, name, estate count.
  router.get('/sites/:siteId/estate-collections', ({ res }) => {
    sendJson(res, 200, Object.entries(COLLECTION_NAMES).map(([id, name]) => ({ id, name, count: api.dataset.collectionEstateIds(id).length })));
  });

  router.get('/sites/:siteId/estate-collections/:id', ({ res, params }) => {
    const name = COLLECTION_NAMES[params.id];
    if (!name) throw notFound(`estate collection '${params.id}'`);
    const estateIds = api.dataset.collectionEstateIds(params.id);
    sendJson(res, 200, { id: params.id, name, estateIds } satisfies EstateCollection);
  });

  // estate-pages/{locale}/{estateId}: the localized detail page of an estate.
  router.get('/sites/:siteId/estate-pages/:locale/:id', ({ res, params }) => {
    if (!isLocale(params.locale)) throw notFound(`locale '${params.locale}'`);
    const estate = api.dataset.estateById.get(numericId(params.id, 'estate'));
    if (!estate) throw notFound(`estate '${params.id}'`);
    const localized = api.serializer.localized(estate, params.locale);
    const title = localized.general.title?.[params.locale] ?? localized.general.reference ?? String(estate.id);
    const parent = estate.general.parentId ? api.dataset.estateById.get(estate.general.parentId) : undefined;
    const url = estateLink(localized, params.locale, { parent: parent ? api.serializer.localized(parent, params.locale) : null, map: siteRouteMap(params.siteId) });
    const g = localized.general;
    const description = clip(describingText([pickTranslated(g.shortDescription, params.locale), pickTranslated(g.description, params.locale)]));
    sendJson(res, 200, { estateId: estate.id, locale: params.locale, url, title, ...(description ? { description } : {}) } satisfies EstatePage);
  });

  router.get('/sites/:siteId/search-city', ({ req, res, query }) => {
    const locale = requestLocale(req, query);
    const q = foldName(query.get('q') ?? '');
    const rawLimit = query.get('limit');
    const limit = rawLimit === null || rawLimit === '' ? 10 : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50) throw badRequest('limit', 'expected an integer from 1 to 50');
    const scored = CITIES.map(({ m, keys }) => ({ m, score: !q ? 1 : keys.some((k) => k.startsWith(q)) ? 2 : keys.some((k) => k.includes(q)) ? 1 : 0 }))
      .filter((c) => c.score > 0)
      .map(({ m, score }) => ({ score, option: { id: m.id, zip: m.zip, name: cityName(m, locale), lat: m.lat, lon: m.lon } satisfies CityOption }));
    scored.sort((a, b) => b.score - a.score || a.option.name.localeCompare(b.option.name, locale) || a.option.id - b.option.id);
    sendJson(res, 200, scored.slice(0, limit).map((s) => s.option));
  });
}

function navigation(name: string): Navigation {
  const nav = NAVIGATIONS.find((n) => n.name === name);
  if (!nav) throw notFound(`navigation '${name}'`);
  return nav;
}
