import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiLogEntry } from './client';
import { ApiError } from './errors';

/** A service (HTTP/2 sends no reason phrase) that answers every call with `status` and an empty status text. */
function clientAnswering(status: number) {
  const logs: ApiLogEntry[] = [];
  const api = createApiClient({
    baseUrl: 'http://service.test/api',
    siteId: 'demo',
    fetch: async () => new Response('failed', { status, statusText: '', headers: { 'content-type': 'text/plain' } }),
    logger: { error: (_message, entry) => logs.push(entry) },
  });
  return { api, logs };
}

describe('spec §8 standard status names', () => {
  it.each<[number, string]>([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
  ])('spec §8 standard status name: %i without a reason phrase is %s, on the error and in the log', async (status, name) => {
    const { api, logs } = clientAnswering(status);
    const error = await api.get('/sites/demo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).statusText).toBe(name);
    expect((error as ApiError).message).toBe(`${status} ${name}`);
    expect(logs[0]).toMatchObject({ method: 'GET', path: '/sites/demo', siteId: 'demo', status, statusText: name });
  });

  it('spec §8 a status without a standard name keeps an empty status text', async () => {
    const { api } = clientAnswering(418);
    const error = (await api.get('/sites/demo').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.statusText, error.message]).toEqual([418, '', '418']);
  });
});
