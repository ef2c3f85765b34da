import { localizeNotaryTexts } from '../../data/notary-texts';
import { isForRentId } from '../../../core/status/listing-status';
import type { Estate } from '../../../core/model';
import type { EstateContactInfo, EstateDetail } from '../../../core/api/types';
import { STATUS } from '../../../core/model';
import { numericId, requestLocale, type ApiContext } from '../context';
import { notFound } from '../errors';
import { estateFilters } from '../estate-filters';
import { haversineKm } from '../geo';
import { publicListing, publicPosition } from '../public-position';
import { readJson, sendJson, sendRawJson } from '../http';
import type { Router } from '../router';
import { runSearch } from '../search-engine';
import { compileSearch } from '../search-query';

const OFFICE = { name: 'Demo Immo', phone: '+32 3 123 45 67', email: 'info@demo-immo.be', address: 'Meir 12, 2000 Antwerpen' };
const SIMILAR_COUNT = 6;

export function registerEstateRoutes(router: Router, api: ApiContext): void {
  const { dataset, index, serializer } = api;
  const estateOf = (raw: string): Estate => {
    const estate = dataset.estateById.get(numericId(raw, 'estate'));
    if (!estate) throw notFound(`estate '${raw}'`);
    return estate;
  };

  router.post('/sites/:siteId/estates', async ({ req, res, query }) => {
    const search = compileSearch(await readJson(req), index);
    const locale = requestLocale(req, query);
    const hits = runSearch(index, search);
    if (search.mode === 'geo') {
      // Positions of the main records only: a project is one place on the map.
      const results = hits.results.map((rows) => `{"children":[${serializer.geo(index.docs[rows[0]], locale)}]}`);
      sendRawJson(res, 200, `{"total":{"value":${hits.total}},"results":[${results.join(',')}]}`);
      return;
    }
    if (query.get('format') === 'list') {
      sendRawJson(res, 200, serializer.list(hits.results.map((rows) => index.docs[rows[0]]), locale, search.fields));
      return;
    }
    const results = hits.results.map((rows) => `{"children":[${rows.map((row) => serializer.json(index.docs[row], locale, search.fields)).join(',')}]}`);
    sendRawJson(res, 200, `{"total":{"value":${hits.total}},"results":[${results.join(',')}]}`);
  });

  router.post('/sites/:siteId/estate-filters', async ({ req, res, query }) => {
    const search = compileSearch(await readJson(req), index);
    sendJson(res, 200, estateFilters(index, search, requestLocale(req, query)));
  });

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
    const estate = /^\d+$/.test(params.id) ? dataset.estateById.get(Number(params.id)) : dataset.estates.find((e) => e.globalId === params.id);
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
export function similarEstates({ index }: ApiContext, estate: Estate): Estate[] {
  const g = estate.general;
  // Public positions: the distance rank must not hint where a hidden address really is.
  const geo = publicPosition(estate);
  const price = g.price?.value ?? g.price?.priceFrom ?? null;
  const rent = isForRentId('broker', g.transaction?.id);
  const scored: { e: Estate; score: number; km: number }[] = [];
  for (const row of index.topLevel) {
    const other = index.docs[row];
    const o = other.general;
    if (other.id === estate.id || other.id === g.parentId || o.headType?.id !== g.headType?.id) continue;
    if (isForRentId('broker', o.transaction?.id) !== rent) continue;
    if (other.status.id === STATUS.SOLD || other.status.id === STATUS.RENTED || other.status.id === STATUS.TAKEN_OVER) continue;
    const og = publicPosition(other);
    const km = geo && og ? haversineKm(geo.lat, geo.lon, og.lat, og.lon) : Infinity;
    if (km > 25) continue;
    const otherPrice = o.price?.value ?? o.price?.priceFrom ?? null;
    const score = price && otherPrice ? Math.abs(otherPrice - price) / price : 1;
    scored.push({ e: other, score, km });
  }
  scored.sort((a, b) => a.score - b.score || a.km - b.km || a.e.id - b.e.id);
  return scored.slice(0, SIMILAR_COUNT).map((s) => s.e);
}
