import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, CLIENT_HEADER, SITE_HEADER, type ApiLogEntry, type HttpMethod } from './client';
import { ApiError, NotImplementedError, TimeoutError, isAbortError } from './errors';
import { send, startTestServer } from '../../tests/support/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const path = req.url.replace(/^\/api/, '').split('?')[0];
    if (path === '/no-content') return send(res, 204, '');
    if (path === '/json') return send(res, 200, JSON.stringify({ ok: true, method: req.method }));
    if (path === '/problem-json') return send(res, 200, '{"a":1}', 'application/problem+json');
    if (path === '/bad-json') return send(res, 200, '{nope', 'application/json');
    if (path === '/empty-200') return send(res, 200, '', 'application/json');
    if (path === '/null-200') return send(res, 200, 'null', 'application/json');
    if (path === '/text') return send(res, 200, 'plain words', 'text/plain; charset=utf-8');
    if (path === '/echo') return send(res, 200, JSON.stringify({ body: req.body ? JSON.parse(req.body) : null }));
    if (path === '/missing') return send(res, 404, 'nothing here', 'text/plain', 'Not Found');
    if (path === '/teapot') return send(res, 418, 'short and stout', 'text/plain', 'I Am A Teapot');
    if (path === '/invalid') return send(res, 400, JSON.stringify({ error: 'validation', fields: { email: 'form.error.email' } }), 'application/json', 'Bad Request');
    if (path === '/boom') return send(res, 500, 'kaput', 'text/plain', 'Internal Server Error');
    if (path === '/slow') return void setTimeout(() => send(res, 200, '{}'), 2000);
    send(res, 200, '{}');
  });
});
afterAll(() => server.close());

const last = () => server.requests[server.requests.length - 1];
function client(extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  const logs: ApiLogEntry[] = [];
  const api = createApiClient({ baseUrl: server.baseUrl, logger: { error: (_m, e) => logs.push(e) }, ...extra });
  return { api, logs };
}
const call = (api: ReturnType<typeof client>['api'], method: HttpMethod, path: string, opts = {}) =>
  method === 'GET' ? api.get(path, opts) : method === 'DELETE' ? api.delete(path, opts) : method === 'POST' ? api.post(path, { x: 1 }, opts) : api.put(path, { x: 1 }, opts);

describe('spec §7 shared client: base path and headers', () => {
  it.each<[string, HttpMethod, string | undefined, string | undefined, string | undefined]>([
    ['GET with a default site id sends it', 'GET', 'demo', undefined, 'demo'],
    ['GET with a per-call site id sends that one', 'GET', 'demo', 'other', 'other'],
    ['GET without any site id sends no site header', 'GET', undefined, undefined, undefined],
    ['DELETE without any site id sends no site header', 'DELETE', undefined, undefined, undefined],
    ['DELETE with a site id sends it', 'DELETE', 'demo', undefined, 'demo'],
    ['POST with a site id sends it', 'POST', 'demo', undefined, 'demo'],
    ['POST without a site id still sends the (empty) site header', 'POST', undefined, undefined, ''],
    ['PUT without a site id still sends the (empty) site header', 'PUT', undefined, undefined, ''],
    ['PUT with a per-call site id sends that one', 'PUT', undefined, 'x9', 'x9'],
  ])('%s', async (_rule, method, defaultSite, callSite, expected) => {
    const { api } = client({ siteId: defaultSite });
    await call(api, method, '/json', callSite ? { siteId: callSite } : {});
    expect(last().method).toBe(method);
    expect(last().url).toBe('/api/json');
    expect(last().headers[SITE_HEADER.toLowerCase()]).toBe(expected);
  });

  it.each([
    ['GET sends the default locale as Accept-Language', undefined, 'nl'],
    ['GET sends a per-call locale as Accept-Language', 'fr', 'fr'],
  ])('spec §7 %s', async (_rule, callLocale, expected) => {
    const { api } = client({ locale: 'nl', siteId: 'demo' });
    await api.get('/json', callLocale ? { locale: callLocale } : {});
    expect(last().headers['accept-language']).toBe(expected);
  });

  it('spec §7 GET without a locale sends no locale (fetch may add its own "*")', async () => {
    const { api } = client({ siteId: 'demo' });
    await api.get('/json');
    expect([undefined, '*']).toContain(last().headers['accept-language']);
  });

  it('spec §7 GET sends the client marker header', async () => {
    const { api } = client();
    await api.get('/json');
    expect(last().headers[CLIENT_HEADER.toLowerCase()]).toMatch(/^estate-blocks\/\S+$/);
  });

  it('spec §7 POST allows extra headers and sends a JSON body', async () => {
    const { api } = client({ siteId: 'demo' });
    const answer = await api.post('/echo', { a: [1, 2] }, { headers: { 'X-Extra': 'yes' } });
    expect(answer).toEqual({ body: { a: [1, 2] } });
    expect(last().headers['x-extra']).toBe('yes');
    expect(last().headers['content-type']).toBe('application/json');
  });

  it('spec §7 base path is prepended once, trailing slash or not, with a query string', async () => {
    const { api } = client({ baseUrl: `${server.baseUrl}/` });
    await api.get('json', { query: { q: 'gent', limit: 5, none: undefined } });
    expect(last().url).toBe('/api/json?q=gent&limit=5');
  });
});

describe('spec §7 shared client: responses', () => {
  it.each<[string, HttpMethod, string, unknown]>([
    ['GET 204 → null', 'GET', '/no-content', null],
    ['POST 204 → null', 'POST', '/no-content', null],
    ['PUT 204 → null', 'PUT', '/no-content', null],
    ['DELETE 204 → null', 'DELETE', '/no-content', null],
    ['GET JSON → parsed', 'GET', '/json', { ok: true, method: 'GET' }],
    ['GET +json media type → parsed', 'GET', '/problem-json', { a: 1 }],
    ['GET non-JSON → raw text', 'GET', '/text', 'plain words'],
    ['DELETE answers like GET (JSON parsed)', 'DELETE', '/json', { ok: true, method: 'DELETE' }],
    ['DELETE answers like GET (raw text)', 'DELETE', '/text', 'plain words'],
    ['POST JSON → parsed', 'POST', '/json', { ok: true, method: 'POST' }],
  ])('%s', async (_rule, method, path, expected) => {
    const { api } = client({ siteId: 'demo' });
    expect(await call(api, method, path)).toEqual(expected);
  });
});

describe('spec §8 shared client: errors and logging', () => {
  it.each<[string, HttpMethod, string, number, string]>([
    ['404 carries status and status text', 'GET', '/missing', 404, 'Not Found'],
    ['500 carries status and status text', 'DELETE', '/boom', 500, 'Internal Server Error'],
    ['a custom status text is kept', 'PUT', '/teapot', 418, 'I Am A Teapot'],
    ['a failed POST carries status and text', 'POST', '/boom', 500, 'Internal Server Error'],
  ])('%s', async (_rule, method, path, status, statusText) => {
    const { api, logs } = client({ siteId: 'demo' });
    const error = await call(api, method, path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, statusText, kind: 'http' });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ method, siteId: 'demo', path, status, statusText });
  });

  it.each<[string, HttpMethod, string, string | undefined]>([
    ['a failed POST logs the response text', 'POST', '/boom', 'kaput'],
    ['a failed GET does not log the response text', 'GET', '/boom', undefined],
    ['a failed PUT does not log the response text', 'PUT', '/boom', undefined],
  ])('spec §8 %s', async (_rule, method, path, text) => {
    const { api, logs } = client({ siteId: 'demo' });
    await call(api, method, path).catch(() => undefined);
    expect(logs[0].responseText).toBe(text);
  });

  it('spec §8 a 400 validation body is parsed onto the error', async () => {
    const { api } = client({ siteId: 'demo' });
    const error = (await api.post('/invalid', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.validation).toEqual({ error: 'validation', fields: { email: 'form.error.email' } });
  });

  it('spec §8 not-implemented error: status 500, message "Not implemented"', () => {
    const error = new NotImplementedError();
    expect([error.status, error.message, error instanceof ApiError]).toEqual([500, 'Not implemented', true]);
  });

  it('spec §7 a hung call ends with a TimeoutError after the configured time-out', async () => {
    const { api, logs } = client({ timeoutMs: 100 });
    const error = await api.get('/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).message).toMatch(/timed out after 100 ms/);
    expect(logs[0]).toMatchObject({ method: 'GET', path: '/slow', statusText: 'Timeout' });
  });

  it('spec §7 the per-call time-out overrides the default', async () => {
    const { api } = client();
    const error = await api.get('/slow', { timeoutMs: 50 }).catch((e: unknown) => e);
    expect((error as TimeoutError).timeoutMs).toBe(50);
  });

  it.each([
    ['aborted while in flight', false],
    ['aborted before the call', true],
  ])('spec §7 AbortSignal: %s rejects with an abort error and logs nothing', async (_rule, before) => {
    const { api, logs } = client();
    const controller = new AbortController();
    if (before) controller.abort();
    const pending = api.get('/slow', { signal: controller.signal });
    if (!before) setTimeout(() => controller.abort(), 30);
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(logs).toHaveLength(0);
  });

  it('a JSON content type with a body that is not JSON is a clear, logged error', async () => {
    const { api, logs } = client();
    const error = await api.get('/bad-json').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, statusText: 'Bad answer', kind: 'bad-answer' });
    expect(logs).toHaveLength(1);
  });

  it.each([['GET'], ['POST'], ['PUT']] as const)('a 200 with an empty body to a %s is a bad answer (not "not found", not an empty list), logged', async (method) => {
    const { api, logs } = client();
    const call = method === 'GET' ? api.get('/empty-200') : method === 'POST' ? api.post('/empty-200', {}) : api.put('/empty-200', {});
    const error = await call.catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, kind: 'bad-answer' });
    expect(await api.get('/null-200').catch((e: unknown) => e)).toMatchObject({ status: 200, kind: 'bad-answer' });
    expect(logs).toHaveLength(2);
  });

  it('spec §8 a network failure is an ApiError with status 0 at once, and is logged a moment later (a page being left logs nothing)', async () => {
    const { api, logs } = client({ baseUrl: 'http://127.0.0.1:1/api', networkLogDelayMs: 50 });
    const error = await api.get('/json').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, kind: 'network' });
    expect(logs).toHaveLength(0);
    await vi.waitFor(() => expect(logs).toHaveLength(1));
    expect(logs[0]).toMatchObject({ method: 'GET', path: '/json', status: 0, statusText: 'Network error' });
  });
});

describe('answers the loader started early (LoaderSettings.early)', () => {
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

  it.each<[string, HttpMethod, string]>([
    ['a GET is matched by its URL and the body ""', 'GET', ''],
    ['a POST is matched by its URL and its JSON body', 'POST', '{"x":1}'],
  ])('%s and sends nothing itself', async (_name, method, body) => {
    const asked: [string, string][] = [];
    const before = server.requests.length;
    const { api } = client({ early: (url, b) => (asked.push([url, b]), Promise.resolve(answer({ early: true }))) });
    expect(await call(api, method, '/json')).toEqual({ early: true });
    expect(asked).toEqual([[`${server.baseUrl}/json`, body]]);
    expect(server.requests.length).toBe(before);
  });

  it.each<[string, () => Promise<Response | undefined>]>([
    ['nothing was sent for this call after all', () => Promise.resolve(undefined)],
    ['the early call failed (it carried no signal and no time-out of its own)', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: the call is sent as usual', async (_name, early) => {
    const before = server.requests.length;
    const { api, logs } = client({ early });
    expect(await api.get('/json')).toEqual({ ok: true, method: 'GET' });
    expect(server.requests.length).toBe(before + 1);
    expect(logs).toHaveLength(0);
  });

  it('a DELETE never takes an early answer', async () => {
    const asked: string[] = [];
    const { api } = client({ early: (url) => (asked.push(url), Promise.resolve(answer({ early: true }))) });
    await api.delete('/no-content');
    expect(asked).toEqual([]);
  });
});
