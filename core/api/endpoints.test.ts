import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { createSiteApi, type SiteApi } from './endpoints';
import { ApiError, NotImplementedError } from './errors';
import type { EstateSearchBody } from './types';
import { send, startTestServer } from '../../tests/support/test-server';

const ESTATE = { id: 1, status: { id: 1 }, general: { id: 1 } };

let server: Awaited<ReturnType<typeof startTestServer>>;
let api: SiteApi;
let failing: SiteApi;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    if (req.url.includes('/fail-site/')) return send(res, 500, 'broken', 'text/plain', 'Internal Server Error');
    if (req.method === 'DELETE') return send(res, 204, '');
    if (/\/estates\?format=list|\/similar$|\/search-city|\/agreements/.test(req.url)) return send(res, 200, '[]');
    if (req.url.includes('/estates?') || req.url.endsWith('/estates')) return send(res, 200, JSON.stringify({ total: { value: 1 }, results: [{ children: [ESTATE] }] }));
    if (req.url.includes('/estates/v2/')) return send(res, 200, JSON.stringify({ feed: 'broker', estate: ESTATE, children: [] }));
    if (/\/rental-units\/\d+$/.test(req.url)) return send(res, 200, JSON.stringify({ id: 3, general: {}, photos: [] }));
    send(res, 200, JSON.stringify({ path: req.url }));
  });
  const quiet = { error: () => undefined };
  api = createSiteApi(createApiClient({ baseUrl: server.baseUrl, siteId: 'demo', locale: 'nl', logger: quiet }));
  failing = createSiteApi(createApiClient({ baseUrl: server.baseUrl, siteId: 'fail-site', logger: quiet }));
});
afterAll(() => server.close());

const body: EstateSearchBody = { query: {}, sort: [{ field: 'general.publicationDate', order: 'DESC' }], pagination: { from: 0, size: 20 } };
const form = { website: '', startedAt: 0, locale: 'nl' as const };

describe('spec §7 every call has a typed method with its method and path', () => {
  it.each<[string, (a: SiteApi) => Promise<unknown>, string, string]>([
    ['site by id', (a) => a.getSite(), 'GET', '/sites/demo'],
    ['site by hostname', (a) => a.getSiteByHostname('www.example.be'), 'GET', '/sites/by-hostname/www.example.be'],
    ['navigation by name', (a) => a.getNavigation('main'), 'GET', '/sites/demo/navigation/main'],
    ['navigation by name and id', (a) => a.getNavigation('main', 7), 'GET', '/sites/demo/navigation/main/7'],
    ['pages list', (a) => a.getPages(), 'GET', '/sites/demo/pages/'],
    ['page by url', (a) => a.getPageByUrl('/en/terms-of-use'), 'GET', '/sites/demo/pages/by-url/%2Fen%2Fterms-of-use'],
    ['page by id', (a) => a.getPage('p1'), 'GET', '/sites/demo/pages/p1'],
    ['entities', (a) => a.getEntities(), 'GET', '/sites/demo/entities'],
    ['entity items', (a) => a.getEntityItems('e1'), 'GET', '/sites/demo/entities/e1/items'],
    ['estate search', (a) => a.searchEstates(body), 'POST', '/sites/demo/estates'],
    ['estate search, plain-list variant', (a) => a.searchEstateList(body), 'POST', '/sites/demo/estates?format=list'],
    ['estate group', (a) => a.getEstateGroup(5), 'GET', '/sites/demo/estates/group/5'],
    ['estate v2', (a) => a.getEstate(5), 'GET', '/sites/demo/estates/v2/5'],
    ['estate contact info', (a) => a.getEstateContactInfo(5), 'GET', '/sites/demo/estates/5/contact-info'],
    ['estate by skarabee id', (a) => a.getSkarabeeEstate(99), 'GET', '/sites/demo/estates/skarabee/99'],
    ['similar estates (DESIGN §3)', (a) => a.getSimilarEstates(5), 'GET', '/sites/demo/estates/5/similar'],
    ['estate filters', (a) => a.getEstateFilters(body), 'POST', '/sites/demo/estate-filters'],
    ['estate collection', (a) => a.getEstateCollection('c-7'), 'GET', '/sites/demo/estate-collections/c-7'],
    ['estate pages', (a) => a.getEstatePage('x', 'y'), 'GET', '/sites/demo/estate-pages/x/y'],
    ['city search (DESIGN §3)', (a) => a.searchCities('gen', 8), 'GET', '/sites/demo/search-city?q=gen&limit=8'],
    ['rental units list', (a) => a.searchRentalUnits({}), 'POST', '/sites/demo/rental-units'],
    ['rental units filters', (a) => a.getRentalFilters({}), 'POST', '/sites/demo/rental-units/filters'],
    ['rental unit', (a) => a.getRentalUnit(3), 'GET', '/sites/demo/rental-units/3'],
    ['rental unit periods', (a) => a.getRentalUnitPeriods(3), 'GET', '/sites/demo/rental-units/3/periods'],
    ['rental unit photo', (a) => a.getRentalUnitPhoto('a', 'b.jpg'), 'GET', '/sites/demo/rental-units/photo/a/b.jpg'],
    ['rental reservation', (a) => a.requestReservation({ ...form, rentalUnitId: 3, arrival: '2026-07-01', departure: '2026-07-08', adults: 2, firstName: 'A', lastName: 'B', email: 'a@b.be', phone: '1', agreements: [] }), 'POST', '/sites/demo/rental-units/reservation'],
    ['agreements with a locale', (a) => a.getAgreements('fr'), 'GET', '/sites/demo/agreements?locale=fr'],
    ['asset with hash', (a) => a.getAsset('maps.js', 'abc'), 'GET', '/sites/demo/assets/maps.js?hash=abc'],
    ['asset with hash and version', (a) => a.getAsset('maps.js', 'abc', '2'), 'GET', '/sites/demo/assets/maps.js?hash=abc&version=2'],
    ['translations', (a) => a.getTranslations('de'), 'GET', '/translations/de'],
    ['live agenda slots', (a) => a.getAgendaSlots(5), 'GET', '/sites/demo/live-agenda/5'],
    ['live agenda reservation POST', (a) => a.bookAppointment({ ...form, estateId: 5, slotStart: '2026-12-01T10:00:00+01:00', visitor: { firstName: 'A', lastName: 'B', phone: '1', email: 'a@b.be' }, agreements: [] }), 'POST', '/sites/demo/live-agenda/reservation'],
    ['live agenda reservation GET', (a) => a.getAppointment('tok'), 'GET', '/sites/demo/live-agenda/reservation/tok'],
    ['live agenda reservation DELETE', (a) => a.cancelAppointment('tok'), 'DELETE', '/sites/demo/live-agenda/reservation/tok'],
    ['contact form (DESIGN §3)', (a) => a.sendContact({ ...form, firstName: 'A', lastName: 'B', email: 'a@b.be', message: 'hi', agreements: [] }), 'POST', '/sites/demo/contact'],
    ['send to a friend (DESIGN §3)', (a) => a.sendToFriend({ ...form, estateId: 5, senderName: 'A', senderEmail: 'a@b.be', friendEmail: 'c@d.be' }), 'POST', '/sites/demo/send-to-a-friend'],
    ['subscribe (DESIGN §3)', (a) => a.subscribe({ ...form, firstName: 'A', lastName: 'B', email: 'a@b.be', criteria: { transactions: [], headTypes: [], cities: [] }, agreements: [] }), 'POST', '/sites/demo/notifications'],
    ['subscription GET', (a) => a.getSubscription('t0k'), 'GET', '/sites/demo/notifications/t0k'],
    ['subscription PUT', (a) => a.updateSubscription('t0k', { ...form, firstName: 'A', lastName: 'B', criteria: { transactions: [1], headTypes: [], cities: [] } }), 'PUT', '/sites/demo/notifications/t0k'],
    ['unsubscribe DELETE', (a) => a.unsubscribe('t0k'), 'DELETE', '/sites/demo/notifications/t0k'],
    ['a per-call site id replaces the default', (a) => a.getSite({ siteId: 'demo-hide-sold' }), 'GET', '/sites/demo-hide-sold'],
  ])('%s', async (_rule, invoke, method, path) => {
    await invoke(api);
    const request = server.requests[server.requests.length - 1];
    expect([request.method, request.url]).toEqual([method, `/api${path}`]);
  });
});

describe('spec §7/§8 endpoint results', () => {
  it('estate search passes total and results through and sends the client flag header', async () => {
    const answer = await api.searchEstates(body);
    expect(answer).toEqual({ total: { value: 1 }, results: [{ children: [ESTATE] }] });
    const request = server.requests[server.requests.length - 1];
    expect(request.headers['x-client']).toMatch(/^estate-blocks\//);
    expect(JSON.parse(request.body)).toEqual(body);
  });

  it.each<[string, (a: SiteApi) => Promise<unknown>, unknown]>([
    ['spec §8 failed estate search → total 0, empty results and the error', (a) => a.searchEstates(body), { total: { value: 0 }, results: [] }],
    ['spec §8 failed rental list → total 0, empty results and the error', (a) => a.searchRentalUnits({}), { total: 0, results: [] }],
    ['spec §8 failed filter options → empty filters and the error', (a) => a.getEstateFilters(body), { headTypes: [], locations: [], prices: [], countries: [] }],
  ])('%s', async (_rule, invoke, expected) => {
    const answer = (await invoke(failing)) as { error?: { status: number; statusText: string } };
    expect(answer).toMatchObject(expected as object);
    expect(answer.error).toMatchObject({ status: 500, statusText: 'Internal Server Error' });
  });

  it('spec §8 failed filter options are logged', async () => {
    const logged: string[] = [];
    const loud = createSiteApi(createApiClient({ baseUrl: server.baseUrl, siteId: 'fail-site', logger: { error: (m) => logged.push(m) } }));
    await loud.getEstateFilters(body);
    expect(logged).toHaveLength(1);
  });

  it.each([
    ['policy log', (a: SiteApi) => a.logPolicy()],
    ['privacy statement', (a: SiteApi) => a.getPrivacyStatement()],
  ])('spec §7 %s call is not implemented (spec §8 500 "Not implemented")', async (_rule, invoke) => {
    await expect(invoke(api)).rejects.toBeInstanceOf(NotImplementedError);
  });

  it('a path that needs a site id rejects with a clear error when none is known', async () => {
    const noSite = createSiteApi(createApiClient({ baseUrl: server.baseUrl }));
    const error = (await noSite.getPages().catch((e: unknown) => e)) as ApiError;
    expect([error.kind, error.message]).toEqual(['config', expect.stringMatching(/data-site-id/)]);
  });
});
