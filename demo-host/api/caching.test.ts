import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { rawRequest } from '../../tests/support/raw-request';
import { generateDataset } from '../data/dataset';
import { serveApi, type ServedApi } from './testing/serve';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const NOW = Date.UTC(2026, 10, 22, 9);
let served: ServedApi;
beforeAll(async () => {
  served = await serveApi({ dataset: generateDataset({ size: 300, now: NOW }), now: () => NOW });
});
afterAll(() => served.close());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(served.baseUrl + path, { headers });

describe('reference service: cache policy and compression (README "Serving the bundle")', () => {
  it.each(['/translations/nl', '/sites/demo'])('GET %s is shared-cacheable for a few minutes, with an ETag', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers.get('etag')).toMatch(/^W\/"/);
    expect((await get(path, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
  });

  it('other GETs are revalidated every time (no-cache + ETag), never served stale', async () => {
    const res = await get('/sites/demo/navigation/main');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const again = await get('/sites/demo/navigation/main', { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('searches (POST) are never stored, and are compressed when asked for', async () => {
    const res = await rawRequest(`${served.baseUrl}/sites/demo/estates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      body: JSON.stringify({ query: {}, pagination: { from: 0, size: 20 } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString()).results).toHaveLength(20);
  });

  it('errors are never stored and carry no ETag', async () => {
    const res = await get('/sites/demo/pages/missing');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });
});
