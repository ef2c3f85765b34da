import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDataset } from '../data/dataset';
import { SAMPLE_IDS } from '../data/samples';
import { isJsonContentType, originMatches, originPatterns } from './cors';
import { serveApi, type ServedApi } from './testing/serve';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

describe('originMatches', () => {
  it.each([
    ['http://localhost:5173', ['http://localhost:*'], true],
    ['http://localhost', ['http://localhost:*'], true],
    ['http://127.0.0.1:19801', ['http://127.0.0.1:*'], true],
    ['https://localhost:5173', ['http://localhost:*'], false],
    ['http://localhost.evil.example:80', ['http://localhost:*'], false],
    ['https://www.demo-immo.be', ['https://www.demo-immo.be'], true],
    ['https://WWW.demo-immo.be', ['https://www.demo-immo.be'], true],
    ['https://www.demo-immo.be:8443', ['https://www.demo-immo.be'], false],
    ['https://demo-immo.be', ['https://www.demo-immo.be'], false],
    ['null', ['https://www.demo-immo.be', 'http://localhost:*'], false],
    ['https://www.demo-immo.be/path', ['https://www.demo-immo.be'], false],
    ['https://www.demo-immo.be', [], false],
    ['https://staging.agency.be', ['https://*.agency.be'], true],
    ['https://a.b.agency.be', ['https://*.agency.be'], true],
    ['https://agency.be', ['https://*.agency.be'], false],
    ['https://evilagency.be', ['https://*.agency.be'], false],
    ['http://staging.agency.be', ['https://*.agency.be'], false],
    ['https://staging.agency.be:8443', ['https://*.agency.be'], false],
    ['https://staging.agency.be:8443', ['https://*.agency.be:8443'], true],
    ['https://staging.agency.be.evil.example', ['https://*.agency.be'], false],
  ])('%s against %j → %s', (origin, patterns, expected) => {
    expect(originMatches(origin, patterns)).toBe(expected);
  });
});

describe('originPatterns: EB_ALLOWED_ORIGINS, checked at start', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['https://staging.agency.be,https://*.agency.be', ['https://staging.agency.be', 'https://*.agency.be']],
    [' https://a.be , http://localhost:* ', ['https://a.be', 'http://localhost:*']],
  ])('%j → %j', (value, expected) => {
    expect(originPatterns(value)).toEqual(expected);
  });

  it.each(['https://agency.be/', 'agency.be', 'https://agency.be/path', 'ftp://agency.be', 'https://*.agency.be:*', '*'])('"%s" fails with the setting’s name and the accepted forms', (bad) => {
    expect(() => originPatterns(`https://ok.be,${bad}`)).toThrow(new RegExp(`EB_ALLOWED_ORIGINS: "${bad.replace(/[.*/]/g, '\\$&')}" is not an origin pattern\\. Expected .*https://\\*\\.agency\\.be`));
  });
});

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/merge-patch+json', true],
    ['text/plain;charset=UTF-8', false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(isJsonContentType(header)).toBe(expected);
  });
});

const NOW = Date.UTC(2026, 10, 22, 9);
let served: ServedApi;
const freeSlots: string[] = [];
beforeAll(async () => {
  served = await serveApi({ dataset: generateDataset({ size: 2000, now: NOW }), now: () => NOW });
  const slots = (await (await fetch(`${served.baseUrl}/sites/demo/live-agenda/${SAMPLE_IDS.brokerHouseForSale}`)).json()) as { start: string }[];
  freeSlots.push(...slots.map((s) => s.start));
});
afterAll(() => served.close());

const FOREIGN = 'https://evil.example';
const DEV = 'http://localhost:5173';
const contactBody = () =>
  JSON.stringify({ website: '', startedAt: NOW - 10_000, firstName: 'Tom', lastName: 'Claes', email: `tom-${Math.random()}@example.com`, message: 'Cross-origin?', locale: 'en', agreements: ['privacy-statement'] });
const stored = () => {
  const { sqlite } = served.handler.context.db;
  const count = (table: string) => (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return { messages: count('messages'), outbox: count('outbox'), subscriptions: count('subscriptions'), appointments: count('appointments'), reservations: count('reservations') };
};

describe('CORS for the origins a site allows (DESIGN §3)', () => {
  it('a preflight from an allowed origin answers 204 with the path’s methods, the client’s headers and Vary: Origin', async () => {
    const res = await fetch(`${served.baseUrl}/sites/demo/contact`, {
      method: 'OPTIONS',
      headers: { origin: DEV, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-site-id,x-client,accept-language' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(DEV);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/)).toEqual(expect.arrayContaining(['content-type', 'x-site-id', 'x-client', 'accept-language']));
    expect(res.headers.get('vary')?.split(/,\s*/)).toContain('Origin');
    const notifications = await fetch(`${served.baseUrl}/sites/demo/notifications/some-token`, { method: 'OPTIONS', headers: { origin: DEV, 'access-control-request-method': 'PUT' } });
    expect(notifications.headers.get('access-control-allow-methods')).toBe('GET, PUT, DELETE, HEAD, OPTIONS');
  });

  it('a preflight from a foreign origin answers 403 without CORS headers; an unknown path 404', async () => {
    const res = await fetch(`${served.baseUrl}/sites/demo/contact`, { method: 'OPTIONS', headers: { origin: FOREIGN, 'access-control-request-method': 'POST' } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${served.baseUrl}/sites/demo/nowhere`, { method: 'OPTIONS', headers: { origin: DEV } })).status).toBe(404);
  });

  it.each([
    ['a development origin on any site', DEV, '/sites/demo-hide-sold', DEV],
    ["the site's own allowedOrigins", 'https://www.demo-immo.be', '/sites/demo', 'https://www.demo-immo.be'],
    ["another site's origin", 'https://www.demo-immo.be', '/sites/demo-hide-sold', null],
    ['a call outside a site: any site’s origin', 'https://hide-sold.demo-immo.be', '/translations/nl', 'https://hide-sold.demo-immo.be'],
    ['a foreign origin', FOREIGN, '/sites/demo', null],
  ])('GET with %s → Access-Control-Allow-Origin %s', async (_name, origin, path, expected) => {
    const res = await fetch(`${served.baseUrl}${path}`, { headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(expected);
    expect(res.headers.get('vary')?.split(/,\s*/)).toContain('Origin');
  });

  it('a mistyped site id: an allowed origin reads the 404 (the bundle names the site id), a foreign one is still refused', async () => {
    const res = await fetch(`${served.baseUrl}/sites/agnecy`, { headers: { origin: DEV } });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe(DEV);
    expect((await fetch(`${served.baseUrl}/sites/agnecy`, { headers: { origin: FOREIGN } })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a call without Origin gets no Access-Control-Allow-Origin but still Vary: Origin', async () => {
    const res = await fetch(`${served.baseUrl}/sites/demo`);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')?.split(/,\s*/)).toContain('Origin');
  });
});

describe('no cross-site form posts: writes accept JSON from allowed origins only, and store nothing otherwise', () => {
  const slot = () => freeSlots.shift() ?? 'no free slot left';
  const writes: [string, string, string, () => string][] = [
    ['POST', '/sites/demo/contact', 'contact', contactBody],
    ['POST', '/sites/demo/send-to-a-friend', 'send-to-a-friend', () => JSON.stringify({ website: '', startedAt: NOW - 10_000, estateId: SAMPLE_IDS.brokerHouseForSale, senderName: 'An', senderEmail: 'an@example.com', friendEmail: 'friend@example.com', locale: 'en' })],
    ['POST', '/sites/demo/notifications', 'notifications', () => JSON.stringify({ website: '', startedAt: NOW - 10_000, firstName: 'A', lastName: 'B', email: 'a@example.com', locale: 'en', agreements: ['privacy-statement'], criteria: { transactions: [1], headTypes: [], cities: [] } })],
    ['POST', '/sites/demo/live-agenda/reservation', 'live agenda', () => JSON.stringify({ website: '', startedAt: NOW - 10_000, estateId: SAMPLE_IDS.brokerHouseForSale, slotStart: slot(), visitor: { firstName: 'A', lastName: 'B', phone: '+32 470 12 34 56', email: 'a@example.com' }, locale: 'en', agreements: ['privacy-statement'] })],
    ['POST', '/sites/demo/rental-units/reservation', 'rental reservation', () => JSON.stringify({ website: '', startedAt: NOW - 10_000, rentalUnitId: 900001, arrival: '2027-07-03', departure: '2027-07-10', adults: 2, firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '+32 470 12 34 56', locale: 'en', agreements: ['privacy-statement'] })],
  ];

  it.each(writes)('%s %s (%s): text/plain → 415, form-urlencoded → 415, nothing stored', async (method, path, _name, body) => {
    const before = stored();
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
      const res = await fetch(`${served.baseUrl}${path}`, { method, headers: { 'content-type': type }, body: body() });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: string }).error).toBe('unsupported-media-type');
    }
    expect(stored()).toEqual(before);
  });

  it.each(writes)('%s %s (%s): JSON from a foreign origin → 403, nothing stored', async (method, path, _name, body) => {
    const before = stored();
    const res = await fetch(`${served.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', origin: FOREIGN }, body: body() });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await res.json()) as { error: string }).error).toBe('origin-not-allowed');
    expect(stored()).toEqual(before);
  });

  it.each(writes)('%s %s (%s): the same body as JSON from an allowed origin is accepted (so the refusals above are about type and origin)', async (method, path, _name, body) => {
    const res = await fetch(`${served.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', origin: DEV }, body: body() });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe(DEV);
  });

  it('DELETE and PUT of a subscription from a foreign origin → 403, the subscription is untouched', async () => {
    const created = await fetch(`${served.baseUrl}/sites/demo/notifications`, { method: 'POST', headers: { 'content-type': 'application/json', origin: DEV }, body: writes[2][3]() });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const put = await fetch(`${served.baseUrl}/sites/demo/notifications/${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: FOREIGN },
      body: JSON.stringify({ website: '', startedAt: NOW - 10_000, firstName: 'Changed', lastName: 'B', locale: 'en', criteria: { transactions: [1], headTypes: [], cities: [] } }),
    });
    expect(put.status).toBe(403);
    expect((await fetch(`${served.baseUrl}/sites/demo/notifications/${token}`, { method: 'DELETE', headers: { origin: FOREIGN } })).status).toBe(403);
    const kept = (await (await fetch(`${served.baseUrl}/sites/demo/notifications/${token}`)).json()) as { firstName: string };
    expect(kept.firstName).toBe('A');
  });

  it('JSON from an allowed origin, from the service’s own origin, or without Origin is stored (201)', async () => {
    const own = new URL(served.baseUrl).origin;
    for (const headers of [{ origin: DEV }, { origin: own }, {}] as Record<string, string>[]) {
      const before = stored().messages;
      const res = await fetch(`${served.baseUrl}/sites/demo/contact`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: contactBody() });
      expect(res.status).toBe(201);
      expect(stored().messages).toBe(before + 1);
    }
  });

  it('reads stay open to any content type (a search POST is not a write)', async () => {
    const res = await fetch(`${served.baseUrl}/sites/demo/estates`, { method: 'POST', body: JSON.stringify({ query: {}, pagination: { from: 0, size: 1 } }) });
    expect(res.status).toBe(200);
  });
});
