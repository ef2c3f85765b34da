import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, createSiteApi, type ApiLogEntry } from '../../core/api';
import { generateDataset } from '../data/dataset';
import { SAMPLE_IDS } from '../data/samples';
import { serveApi, type ServedApi } from './testing/serve';

// Real HTTP round trips on a shared 2-core machine: allow for a slow moment.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const NOW = Date.UTC(2026, 10, 22, 9);
const data = generateDataset({ size: 2000, now: NOW });
let served: ServedApi;
let api: ReturnType<typeof createSiteApi>;
const logged: ApiLogEntry[] = [];

beforeAll(async () => {
  served = await serveApi({ dataset: data, now: () => NOW });
  api = createSiteApi(createApiClient({ baseUrl: served.baseUrl, siteId: 'demo', locale: 'en', logger: { error: (_m, entry) => logged.push(entry) } }));
});
afterAll(() => served.close());

const spam = { website: '', startedAt: NOW - 10_000 };
const visitor = { firstName: 'Tom', lastName: 'Claes', email: 'tom@example.com', phone: '+32 470 12 34 56' };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('spec §7 site content service: sites, navigation, pages, entities', () => {
  it('GET /sites/{siteId} answers the site with hiddenStatus; unknown site → 404', async () => {
    expect((await api.getSite())?.settings.hiddenStatus).toEqual([]);
    expect((await api.getSite({ siteId: 'demo-hide-sold' }))?.settings.hiddenStatus).toEqual([4, 5]);
    const error = await failure(api.getSite({ siteId: 'no-such-site' }));
    expect(error.status).toBe(404);
  });

  it('GET /sites/by-hostname/{hostname}', async () => {
    expect((await api.getSiteByHostname('127.0.0.1'))?.id).toBe('demo');
    expect((await failure(api.getSiteByHostname('example.org'))).status).toBe(404);
  });

  it('GET /sites/{siteId}/navigation/{name}[/{id}] in four languages', async () => {
    const main = await api.getNavigation('main');
    expect(main?.items.map((i) => i.url.fr)).toContain('/fr/offre');
    expect(main?.items.every((i) => i.title.nl && i.title.fr && i.title.en && i.title.de)).toBe(true);
    expect((await api.getNavigation('main', 'search'))?.items[0].url.de).toBe('/de/feiertage');
    expect((await failure(api.getNavigation('nope'))).status).toBe(404);
  });

  it('GET /pages/, /pages/by-url/{url}, /pages/{id}: home, privacy statement and terms of use per locale', async () => {
    const pages = await api.getPages({ locale: 'de' });
    expect(pages.map((p) => p.id).sort()).toEqual(['home-de', 'privacyStatement-de', 'termsOfUse-de']);
    expect((await api.getPageByUrl('/en/privacy-statement'))?.title).toBe('Privacy statement');
    expect((await api.getPage('termsOfUse-fr'))?.content).toContain('indicatives');
    expect((await failure(api.getPage('missing'))).status).toBe(404);
  });

  it('GET /entities and /entities/{id}/items', async () => {
    expect((await api.getEntities()).map((e) => e.id)).toContain('offices');
    expect((await api.getEntityItems('offices')).length).toBeGreaterThan(1);
    expect((await failure(api.getEntityItems('nope'))).status).toBe(404);
  });

  it('GET /agreements?locale, /translations/{locale}, /assets/{name}', async () => {
    const agreements = await api.getAgreements('fr');
    expect(agreements.find((a) => a.required)?.url).toBe('/fr/privacy-statement');
    expect((await failure(api.getAgreements('xx'))).status).toBe(400);
    expect((await api.getTranslations('de'))['site.tagline']).toBe('Ihr Immobilienpartner');
    expect(await api.getAsset('logo.svg', 'abc', '1')).toContain('<svg');
    expect((await failure(api.getAsset('nope.css', 'abc'))).status).toBe(404);
  });
});

describe('spec §7 estates', () => {
  it('POST /estates: total.value and nested results, main record first; names in the request locale', async () => {
    const res = await api.searchEstates({ query: { terms: { 'general.headType.id': [6] } }, sort: [{ field: 'general.publicationDate', order: 'DESC' }], pagination: { from: 0, size: 3 } });
    expect(res.error).toBeUndefined();
    expect(res.total.value).toBe(data.unitsByProject.size);
    expect(res.results[0].children[0].general.project).toBe(true);
    expect(res.results[0].children[0].general.headType?.name).toBe('Project');
    expect(res.results[0].children.slice(1).every((c) => c.general.parentId === res.results[0].children[0].id)).toBe(true);
  });

  it('POST /estates with a bad body → 400 naming the field, as { total 0, results [], error } (spec §8)', async () => {
    const res = await api.searchEstates({ query: { terms: { 'general.price': [1] } }, sort: [] });
    expect(res).toMatchObject({ total: { value: 0 }, results: [], error: { status: 400 } });
    expect(logged.find((e) => e.method === 'POST' && e.status === 400)?.responseText).toContain('query.terms.general.price');
    const bad = await fetch(`${served.baseUrl}/sites/demo/estates`, { method: 'POST', body: '{"query": {' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'bad-request', field: 'body' });
    const sort = await fetch(`${served.baseUrl}/sites/demo/estates`, { method: 'POST', body: JSON.stringify({ query: {}, sort: [{ field: 'x', order: 'ASC' }] }) });
    expect(await sort.json()).toMatchObject({ field: 'sort[0].field' });
    const page = await fetch(`${served.baseUrl}/sites/demo/estates`, { method: 'POST', body: JSON.stringify({ query: {}, sort: [], pagination: { from: -1, size: 20 } }) });
    expect(await page.json()).toMatchObject({ field: 'pagination.from' });
  });

  it.each([
    [{ from: -1, size: 20 }, 'pagination.from'],
    [{ from: 'x', size: 20 }, 'pagination.from'],
    [{ from: 1.5, size: 20 }, 'pagination.from'],
    [{ from: 10_001, size: 20 }, 'pagination.from'],
    [{ from: 0, size: -5 }, 'pagination.size'],
    [{ from: 0, size: 0 }, 'pagination.size'],
    [{ from: 0, size: 1e9 }, 'pagination.size'],
    [{ from: 0, size: 1001 }, 'pagination.size'],
    [{ from: 0, size: '20' }, 'pagination.size'],
    [{ from: 0, size: null }, 'pagination.size'],
  ])('POST /estates with pagination %j → 400 naming %s', async (pagination, field) => {
    const res = await fetch(`${served.baseUrl}/sites/demo/estates`, { method: 'POST', body: JSON.stringify({ query: {}, sort: [], pagination }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad-request', field });
  });

  it.each([[{ from: 0, size: 1 }], [{ from: 10_000, size: 1000 }], [{}]])('POST /estates with pagination %j → 200', async (pagination) => {
    const res = await fetch(`${served.baseUrl}/sites/demo/estates`, { method: 'POST', body: JSON.stringify({ query: {}, sort: [], pagination }) });
    expect(res.status).toBe(200);
  });

  it('POST /estates for an unknown site → 404', async () => {
    const res = await api.searchEstates({ query: {}, sort: [] }, { siteId: 'nope' });
    expect(res.error?.status).toBe(404);
  });

  it('POST /estates?format=list: the plain-list variant', async () => {
    const list = await api.searchEstateList({ query: { terms: { 'general.headType.id': [1] } }, sort: [], pagination: { from: 0, size: 5 } });
    expect(list).toHaveLength(5);
    expect(list.every((e) => e.general.headType?.id === 1)).toBe(true);
  });

  it('POST /estate-filters: headTypes, locations sorted by name, prices, countries, subTypes, bedrooms, transactions', async () => {
    const options = await api.getEstateFilters({ query: { terms: { 'general.headType.id': [1] } }, sort: [] }, { locale: 'fr' });
    expect(options.error).toBeUndefined();
    expect(options.headTypes.map((h) => h.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(options.headTypes[0]).toMatchObject({ code: 'HOUSE', name: 'Maison' });
    const names = options.locations.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => new Intl.Collator('nl', { numeric: true }).compare(a, b)));
    expect(options.locations.find((l) => l.zip === '4000')).toMatchObject({ name: 'Liège', lat: 50.6326, lon: 5.5797 });
    expect(options.prices.length).toBeGreaterThan(3);
    expect(options.countries.map((c) => c.id)).toContain('BE');
    expect(options.subTypes?.every((s) => s.headTypeId === 1)).toBe(true);
    expect(options.bedrooms?.length).toBeGreaterThan(2);
    expect(options.transactions?.map((t) => t.id)).toContain(5);
  });

  it('GET /estates/v2/{id}: broker estate with parent and children, notary listing; unknown → 404', async () => {
    const project = await api.getEstate(SAMPLE_IDS.project);
    expect(project?.feed === 'broker' && project.children.length).toBeGreaterThan(0);
    const unit = await api.getEstate(SAMPLE_IDS.projectUnit);
    expect(unit?.feed === 'broker' && unit.parent?.id).toBe(SAMPLE_IDS.project);
    const notary = await api.getEstate(SAMPLE_IDS.notaryPublicSale);
    expect(notary?.feed === 'notary' && notary.listing.notary?.session_date).toBeTruthy();
    expect((await failure(api.getEstate(999))).status).toBe(404);
    expect((await failure(api.getEstate('abc'))).status).toBe(404);
  });

  it('GET /estates/group/{id}, /contact-info, /skarabee/{id}, /similar', async () => {
    const group = await api.getEstateGroup(SAMPLE_IDS.project);
    expect(group?.children.length).toBe(data.unitsByProject.get(SAMPLE_IDS.project)!.length);
    expect((await failure(api.getEstateGroup(SAMPLE_IDS.brokerHouseForSale))).status).toBe(404);
    expect((await api.getEstateContactInfo(SAMPLE_IDS.brokerHouseForSale))?.salesRep?.email).toMatch(/@demo-immo\.be$/);
    expect((await api.getEstateContactInfo(SAMPLE_IDS.notaryForSale))?.office?.name).toMatch(/Nota/);
    const broker = data.estateById.get(SAMPLE_IDS.brokerHouseForSale)!;
    expect((await api.getSkarabeeEstate(broker.globalId!))?.id).toBe(broker.id);
    expect((await failure(api.getSkarabeeEstate(SAMPLE_IDS.notaryForSale))).status).toBe(404);
    const similar = await api.getSimilarEstates(SAMPLE_IDS.brokerHouseForSale);
    expect(similar.every((e) => e.general.headType?.id === 1 && e.id !== broker.id)).toBe(true);
    expect((await failure(api.getSimilarEstates(42))).status).toBe(404);
  });

  it('GET /estate-collections/{id}, /estate-pages/{locale}/{id}, /search-city', async () => {
    const collection = await api.getEstateCollection('c-3');
    expect(collection?.estateIds.length).toBeGreaterThan(0);
    expect((await failure(api.getEstateCollection('c-404'))).status).toBe(404);
    const page = await api.getEstatePage('fr', SAMPLE_IDS.brokerHouseForSale);
    expect(page?.url).toMatch(new RegExp(`^/fr/offre/${SAMPLE_IDS.brokerHouseForSale}/`));
    // A meta description: plain text (no feed HTML), at most 155 characters.
    expect(page?.description).toMatch(/^[^<>]{20,155}$/);
    const cities = await api.searchCities('lie', 5, { locale: 'fr' });
    expect(cities[0]).toMatchObject({ zip: '4000', name: 'Liège' });
    expect((await api.searchCities('luik', 5, { locale: 'nl' }))[0].name).toBe('Luik');
    // English and German names find the place too, named in the asked language.
    expect((await api.searchCities('Brussels', 5, { locale: 'nl' }))[0]).toMatchObject({ zip: '1000', name: 'Brussel' });
    expect((await api.searchCities('Lüttich', 5, { locale: 'fr' }))[0]).toMatchObject({ zip: '4000', name: 'Liège' });
    expect((await api.searchCities('ghent', 5, { locale: 'en' }))[0]).toMatchObject({ zip: '9000', name: 'Gent' });
    expect((await failure(api.searchCities('a', 500))).status).toBe(400);
  });
});

describe('spec §7 rental units', () => {
  it('POST /rental-units and /rental-units/filters', async () => {
    const all = await api.searchRentalUnits({ pagination: { from: 0, size: 5 } });
    expect(all.total).toBe(data.rentals.length);
    expect(all.results).toHaveLength(5);
    const coast = await api.searchRentalUnits({ locationIds: [1], occupation: 4, periodType: 'WEEK' });
    expect(coast.results.every((u) => u.general.location?.id === 1 && (u.general.maxOccupation ?? 0) >= 4)).toBe(true);
    const filters = await api.getRentalFilters({});
    expect(filters.locations.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(filters.periodTypes.map((p) => p.id)).toEqual(['WEEK', 'WEEKEND', 'MIDWEEK']);
    expect(filters.periodStartDates[0] > '2026-11-22').toBe(true);
    const bad = await api.searchRentalUnits({ periodType: 'YEAR' });
    expect(bad.error?.status).toBe(400);
  });

  it('POST /rental-units: each unit carries its "from" price per period type, of the bookable periods to come', async () => {
    const { results } = await api.searchRentalUnits({ pagination: { from: 0, size: 10 } });
    const today = new Date(NOW).toISOString().slice(0, 10);
    for (const unit of results) {
      const periods = data.rentalById.get(unit.id)!.periods.filter((p) => p.available && p.start >= today);
      const expected = ['WEEK', 'WEEKEND', 'MIDWEEK']
        .map((type) => ({ periodType: type, from: Math.min(...periods.filter((p) => p.periodType === type).map((p) => p.price ?? Infinity)) }))
        .filter((p) => Number.isFinite(p.from));
      expect(unit.prices, `unit ${unit.id}`).toEqual(expected);
    }
    expect(results.every((u) => u.prices?.some((p) => p.periodType === 'WEEK'))).toBe(true);
  });

  it('POST /rental-units with a stay lists exactly the units free for every night of it (core/rentals/stay.ts)', async () => {
    const week = data.rentals[0]!.periods.find((p) => p.periodType === 'WEEK' && p.start.slice(5, 7) === '07')!;
    const stay = { from: week.start, to: week.end };
    const free = await api.searchRentalUnits({ ...stay, pagination: { from: 0, size: 500 } });
    const expected = data.rentals.filter((r) => !r.periods.some((p) => !p.available && p.start < stay.to && stay.from < p.end)).map((r) => r.unit.id);
    expect(free.results.map((u) => u.id).sort()).toEqual(expected.sort());
    expect(free.total).toBeGreaterThan(0);
    expect(free.total).toBeLessThan(data.rentals.length);
    expect((await api.searchRentalUnits({ from: stay.to, to: stay.from })).error?.status).toBe(400);
  });

  it('GET /rental-units/{id}, /{id}/periods, /photo/{id}/{n}; unknown → 404', async () => {
    const unit = await api.getRentalUnit(SAMPLE_IDS.rentalUnit);
    expect(unit?.photos.length).toBeGreaterThan(2);
    const periods = await api.getRentalUnitPeriods(SAMPLE_IDS.rentalUnit);
    expect(periods.length).toBe(156);
    expect(await api.getRentalUnitPhoto(SAMPLE_IDS.rentalUnit, 1)).toContain('VAK-');
    expect((await failure(api.getRentalUnit(1))).status).toBe(404);
  });

  it('POST /rental-units/reservation: 201 with an id; invalid fields → 400 field errors', async () => {
    const unit = data.rentalById.get(SAMPLE_IDS.rentalUnit)!;
    const period = unit.periods[0];
    const created = await api.requestReservation({
      ...spam, ...visitor, rentalUnitId: unit.unit.id, periodId: period.id, arrival: period.start, departure: period.end, adults: 2, locale: 'en', agreements: ['privacy-statement'],
    });
    expect(created.id).toMatch(/^[\w-]{22,}$/);
    expect(served.handler.context.db.reservations.get(created.id)?.people).toBe(2);
    const error = await failure(api.requestReservation({ ...spam, ...visitor, email: 'nope', rentalUnitId: unit.unit.id, arrival: '2027-01-10', departure: '2027-01-03', adults: 99, locale: 'en', agreements: [] }));
    expect(error.status).toBe(400);
    expect(error.validation?.fields).toMatchObject({ email: 'form.error.email', departure: 'form.error.date_order', agreements: 'form.error.consent' });
  });
});

describe('spec §7 live agenda (DESIGN §3 appointment calls)', () => {
  it('slots → book → get → cancel → 404; a booked slot disappears and cannot be booked twice', async () => {
    const slots = await api.getAgendaSlots(SAMPLE_IDS.agendaForSale);
    expect(slots.length).toBeGreaterThan(10);
    expect(Date.parse(slots[0].start)).toBeGreaterThan(NOW);
    const request = { ...spam, estateId: SAMPLE_IDS.agendaForSale, slotStart: slots[0].start, visitor, locale: 'nl' as const, agreements: ['privacy-statement'] };
    const booked = await api.bookAppointment(request);
    expect(booked.cancelUrl).toBe(`/nl/afspraak-annuleren/${booked.id}`);
    expect(booked.id.length).toBeGreaterThanOrEqual(22);
    expect((await api.getAgendaSlots(SAMPLE_IDS.agendaForSale)).map((s) => s.start)).not.toContain(slots[0].start);
    expect((await failure(api.bookAppointment(request))).status).toBe(409);
    const appointment = await api.getAppointment(booked.id);
    expect(appointment).toMatchObject({ visitor, appointmentStart: slots[0].start, estateId: SAMPLE_IDS.agendaForSale });
    await api.cancelAppointment(booked.id);
    expect((await failure(api.getAppointment(booked.id))).status).toBe(404);
    expect((await failure(api.cancelAppointment(booked.id))).status).toBe(404);
    expect((await api.getAgendaSlots(SAMPLE_IDS.agendaForSale)).map((s) => s.start)).toContain(slots[0].start);
  });

  it('unknown appointment → 404; invalid booking → 400 field errors; estate without agenda → no slots', async () => {
    expect((await failure(api.getAppointment('AAAAAAAAAAAAAAAAAAAAAA'))).status).toBe(404);
    expect((await failure(api.cancelAppointment('nope'))).status).toBe(404);
    const error = await failure(api.bookAppointment({ ...spam, estateId: SAMPLE_IDS.agendaForSale, slotStart: 'tomorrow', visitor: { ...visitor, phone: '12' }, locale: 'nl', agreements: [] }));
    expect(error.validation?.fields).toMatchObject({ slotStart: 'form.error.date', phone: 'form.error.phone', agreements: 'form.error.consent' });
    expect(await api.getAgendaSlots(SAMPLE_IDS.brokerSold)).toEqual([]);
    expect((await failure(api.getAgendaSlots(123))).status).toBe(404);
  });
});

describe('DESIGN §3 form endpoints', () => {
  it('POST /contact → 201 {id}; the message is stored; honeypot and fill time are enforced', async () => {
    const created = await api.sendContact({ ...spam, ...visitor, message: 'Is the garden south-facing?', estateId: SAMPLE_IDS.brokerHouseForSale, locale: 'en', agreements: ['privacy-statement'] });
    expect(served.handler.context.db.messages.get(created.id)?.payload).toMatchObject({ message: 'Is the garden south-facing?' });
    const bot = await failure(api.sendContact({ ...visitor, website: 'http://spam', startedAt: NOW - 500, message: 'x', locale: 'en', agreements: ['privacy-statement'] }));
    expect(bot.validation?.fields).toMatchObject({ website: 'form.error.spam', startedAt: 'form.error.spam' });
  });

  it('POST /send-to-a-friend → 201 and an outbox message with the estate link', async () => {
    const created = await api.sendToFriend({ ...spam, estateId: SAMPLE_IDS.brokerHouseForSale, senderName: 'An', senderEmail: 'an@example.com', friendEmail: 'friend@example.com', locale: 'fr' });
    expect(created.id).toBeTruthy();
    const outbox = (await (await fetch(`${served.baseUrl}/outbox?to=friend@example.com`)).json()) as { links: { href: string }[] }[];
    // Absolute: a mail's link must work outside the page.
    expect(outbox[0].links[0].href).toMatch(new RegExp(`^https?://[^/]+/fr/offre/${SAMPLE_IDS.brokerHouseForSale}/`));
    const error = await failure(api.sendToFriend({ ...spam, estateId: 1, senderName: '', senderEmail: 'an@example.com', friendEmail: 'x', locale: 'fr' }));
    expect(error.validation?.fields).toMatchObject({ senderName: 'form.error.required', friendEmail: 'form.error.email' });
  });

  it('notifications: subscribe → outbox links → get → update → unsubscribe → 404', async () => {
    const criteria = { transactions: [1], headTypes: [1, 2], cities: [1], priceMin: 100000, priceMax: 300000, bedroomsMin: 2 };
    const { token } = await api.subscribe({ ...spam, ...visitor, email: 'sub@example.com', locale: 'de', criteria, agreements: ['privacy-statement'] });
    expect(token).toMatch(/^[\w-]{24}$/);
    const mail = ((await (await fetch(`${served.baseUrl}/outbox?to=sub@example.com`)).json()) as { links: { href: string }[] }[])[0];
    expect(mail.links.map((l) => new URL(l.href).pathname)).toEqual([`/de/keep-me-informed/${token}`, `/de/keep-me-informed/unsubscribe/${token}`]);
    expect(await api.getSubscription(token)).toMatchObject({ token, email: 'sub@example.com', criteria });
    const updated = await api.updateSubscription(token, { ...spam, firstName: 'Tomas', lastName: 'Claes', locale: 'de', criteria: { ...criteria, cities: [2, 3] } });
    expect(updated?.criteria.cities).toEqual([2, 3]);
    const invalid = await failure(api.updateSubscription(token, { ...spam, firstName: '', lastName: 'C', locale: 'de', criteria: { ...criteria, priceMin: 5, priceMax: 1 } }));
    expect(invalid.validation?.fields).toMatchObject({ firstName: 'form.error.required', priceMax: 'form.error.price_order' });
    expect((await api.getSubscription(token))?.firstName).toBe('Tomas');
    await api.unsubscribe(token);
    expect((await failure(api.getSubscription(token))).status).toBe(404);
    expect((await failure(api.unsubscribe(token))).status).toBe(404);
    expect((await failure(api.updateSubscription(token, { ...spam, firstName: 'A', lastName: 'B', locale: 'de', criteria }))).status).toBe(404);
  });

  it('an invalid write stores nothing', async () => {
    const before = served.handler.context.db.outbox.list(1000).length;
    await failure(api.subscribe({ ...spam, ...visitor, email: 'not-an-email', locale: 'nl', criteria: { transactions: [], headTypes: [], cities: [] }, agreements: [] }));
    const count = served.handler.context.db.sqlite.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE email = 'not-an-email'").get() as { n: number };
    expect(count.n).toBe(0);
    expect(served.handler.context.db.outbox.list(1000).length).toBe(before);
  });
});

describe('test hooks and errors', () => {
  it('POST /__test/faults makes the next matching calls fail, then the call works again', async () => {
    const armed = await fetch(`${served.baseUrl}/__test/faults`, { method: 'POST', body: JSON.stringify({ method: 'GET', pathPattern: '^/sites/demo$', status: 503, times: 2 }) });
    expect(armed.status).toBe(201);
    expect((await failure(api.getSite())).status).toBe(503);
    expect((await failure(api.getSite())).status).toBe(503);
    expect((await api.getSite())?.id).toBe('demo');
    await fetch(`${served.baseUrl}/__test/faults`, { method: 'POST', body: JSON.stringify({ pathPattern: 'estate-filters', status: 500, times: 5 }) });
    await fetch(`${served.baseUrl}/__test/reset-faults`, { method: 'POST' });
    expect((await api.getEstateFilters({ query: {}, sort: [] })).error).toBeUndefined();
    const bad = await fetch(`${served.baseUrl}/__test/faults`, { method: 'POST', body: JSON.stringify({ pathPattern: '(', status: 500 }) });
    expect(await bad.json()).toMatchObject({ field: 'pathPattern' });
  });

  it('unknown path → 404 JSON; wrong method → 405 with Allow; failures are logged by the client (spec §8)', async () => {
    const missing = await fetch(`${served.baseUrl}/nothing/here`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/application\/json/);
    const wrong = await fetch(`${served.baseUrl}/sites/demo/estates`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(logged.some((e) => e.status === 404 && e.path.includes('no-such-site'))).toBe(true);
  });

  it('generated pictures are PNG, as a real feed serves photos', async () => {
    const estate = data.estateById.get(SAMPLE_IDS.brokerHouseForSale)!;
    const res = await fetch(`${served.baseUrl}${estate.pictures![0].file.replace(/^\/api/, '')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/png/);
    expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
