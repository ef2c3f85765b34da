import { localizeNotaryTexts } from '../../data/notary-texts';
import { isForRentId } from '../../../core/status/listing-status';
import type { Locale } from '../../../core/i18n/locale';
import type { Estate } from '../../../core/model';
import type { EstateContactInfo, EstateDetail } from '../../../core/api/types';
import { STATUS } from '../../../core/model';
import { numericId, requestLocale, type ApiContext } from '../context';
import { notFound } from '../errors';
import { estateFilters } from '../estate-filters';
import { boundingBox } from '../geo';
import { publicListing, publicPosition } from '../public-position';
import { answerKey, createAnswerCache } from '../answer-cache';
import { parseJson, readText, sendJson, sendRawJson } from '../http';
import type { RouteContext, Router } from '../router';
import { compileSearch } from '../search-query';

const OFFICE = { name: 'Demo Immo', phone: '+32 3 123 45 67', email: 'info@demo-immo.be', address: 'Meir 12, 2000 Antwerpen' };
const SIMILAR_COUNT = 6;
const SIMILAR_KM = 25;

export function registerEstateRoutes(router: Router, api: ApiContext): void {
  const { dataset, search: engine, serializer } = api;
  const doc = (id: number): Estate => dataset.estateById.get(id)!;
  const estateOf = (raw: string): Estate => {
    const estate = dataset.estateById.get(numericId(raw, 'estate'));
    if (!estate) throw notFound(`estate '${raw}'`);
    return estate;
  };

  // Same request, same answer: the estates do not change after seeding (answer-cache.ts).
  const answers = api.answerCache ? createAnswerCache() : undefined;
  const cachedPost = (route: string, answer: (body: unknown, locale: Locale, format: string) => string) =>
    async ({ req, res, params, query }: RouteContext) => {
      const text = await readText(req);
      const locale = requestLocale(req, query);
      const format = query.get('format') ?? '';
      const key = answerKey(route, params.siteId, locale, format, text);
      let json = answers?.get(key);
      if (json === undefined) {
        json = Buffer.from(answer(parseJson(text), locale, format));
        answers?.set(key, json);
      }
      sendRawJson(res, 200, json);
    };

  router.post('/sites/:siteId/estates', cachedPost('estates', (body, locale, format) => {
    const search = compileSearch(body);
    const hits = engine.run(search);
    if (search.mode === 'geo') {
      // Positions of the main records only: a project is one place on the map.
      const results = hits.results.map((rows) => `{"children":[${serializer.geo(doc(rows[0]), locale)}]}`);
      return `{"total":{"value":${hits.total}},"results":[${results.join(',')}]}`;
    }
    if (format === 'list') return serializer.list(hits.results.map((rows) => doc(rows[0])), locale, search.fields);
    const results = hits.results.map((ids, i) => {
      const summary = hits.summaries[i];
      if (!summary) return `{"children":[${ids.map((id) => serializer.json(doc(id), locale, search.fields)).join(',')}]}`;
      // The project's "price from" is that of the units the search matched, as when they are listed.
      const project = doc(ids[0]);
      const price = project.general.price;
      const main = price?.priceFrom === summary.priceFrom
        ? serializer.json(project, locale, search.fields)
        : serializer.fresh({ ...project, general: { ...project.general, price: { value: null, period: null, ...price, priceFrom: summary.priceFrom } } }, locale, search.fields);
      return `{"children":[${main}],"units":${JSON.stringify(summary)}}`;
    });
    return `{"total":{"value":${hits.total}},"results":[${results.join(',')}]}`;
  }));

  router.post('/sites/:siteId/estate-filters', cachedPost('estate-filters', (body, locale) =>
    JSON.stringify(estateFilters(engine.cachedAll, compileSearch(body), locale))));

  router.get('/sites/:siteId/estates/v2/:id', ({ req, res, params, query }) => {
    const estate = estateOf(params.id);
    const locale = requestLocale(req, query);
    if (estate.feed === 'notary') {
      const listing = localizeNotaryTexts(publicListing(dataset.listings.get(estate.id)!), locale);
      sendJson(res, 200, { feed: 'notary', listing } satisfies EstateDetail);
      return;
    }
    const parent = estate.general.parentId ? dataset.estateById.get(estate.general.parentId) ?? null : null;
    const children = dataset.unitsByProject.get(estate.id) ?? [];
    const detail: EstateDetail = {
      feed: 'broker',
      estate: serializer.localized(estate, locale),
      parent: parent ? serializer.localized(parent, locale) : null,
      children: children.map((c) => serializer.localized(c, locale)),
    };
    sendJson(res, 200, detail);
  });

  router.get('/sites/:siteId/estates/group/:id', ({ req, res, params, query }) => {
    const estate = estateOf(params.id);
    const units = dataset.unitsByProject.get(estate.id);
    if (!units) throw notFound(`project '${params.id}'`);
    const locale = requestLocale(req, query);
    sendRawJson(res, 200, `{"project":${serializer.json(estate, locale)},"children":${serializer.list(units, locale)}}`);
  });

  router.get('/sites/:siteId/estates/skarabee/:id', ({ req, res, params, query }) => {
    const estate = /^\d+$/.test(params.id) ? dataset.estateById.get(Number(params.id)) : dataset.estateByGlobalId(params.id);
    if (!estate || estate.feed === 'notary') throw notFound(`broker estate '${params.id}'`);
    sendRawJson(res, 200, serializer.json(estate, requestLocale(req, query)));
  });

  router.get('/sites/:siteId/estates/:id/contact-info', ({ res, params }) => {
    const estate = estateOf(params.id);
    const sale = dataset.listings.get(estate.id)?.notary;
    const info: EstateContactInfo = sale
      ? { salesRep: null, office: { name: sale.notary_name ?? OFFICE.name, phone: sale.notary_phone ?? undefined, email: sale.notary_email ?? undefined } }
      : { salesRep: estate.salesRep ?? null, office: OFFICE };
    sendJson(res, 200, info);
  });

  router.get('/sites/:siteId/estates/:id/similar', ({ req, res, params, query }) => {
    const estate = estateOf(params.id);
    sendRawJson(res, 200, serializer.list(similarEstates(api, estate), requestLocale(req, query)));
  });
}

/** Same type, same kind of transaction, still available, within 25 km; closest price first, then distance. */
export function similarEstates({ dataset, search }: ApiContext, estate: Estate): Estate[] {
  const g = estate.general;
  // Public positions: the distance rank must not hint where a hidden address really is.
  const geo = publicPosition(estate);
  if (!geo) return [];
  const price = g.price?.value ?? g.price?.priceFrom ?? null;
  const box = boundingBox(geo.lat, geo.lon, SIMILAR_KM);
  const rows = search.prepare(`SELECT id FROM (
      SELECT t.id, geo_km(?, ?, t.lat, t.lon) AS km,
        CASE WHEN ? AND t.price THEN abs(t.price - ?) / ? ELSE 1 END AS score
      FROM estate_search t
      WHERE t.top = 1 AND t.id <> ? AND t.id <> ? AND t.head IS ? AND t.rent = ? AND coalesce(t.status, 0) NOT IN (?, ?, ?)
        AND t.lat BETWEEN ? AND ? AND t.lon BETWEEN ? AND ?)
    WHERE km <= ? ORDER BY score, km, id LIMIT ?`)
    .all(geo.lat, geo.lon, price ?? 0, price ?? 0, price ?? 1, estate.id, g.parentId ?? -1, g.headType?.id ?? null, isForRentId('broker', g.transaction?.id) ? 1 : 0,
      STATUS.SOLD, STATUS.RENTED, STATUS.TAKEN_OVER, box.minLat, box.maxLat, box.minLon, box.maxLon, SIMILAR_KM, SIMILAR_COUNT) as { id: number }[];
  return rows.map((r) => dataset.estateById.get(r.id)!);
}
