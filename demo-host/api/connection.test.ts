import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi, type ServedApi } from './testing/serve';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let api: ServedApi;
beforeAll(async () => {
  api = await serveApi();
});
afterAll(() => api.close());

/** One request on `agent`; a request that gets no answer within 5 s is status 0. */
function send(agent: http.Agent, method: string, path: string, body?: string): Promise<number> {
  const url = new URL(api.baseUrl + path);
  return new Promise((resolve) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method, agent, headers: { 'content-type': 'application/json' }, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe('an oversized body does not leave its connection hanging (found by npm run soak)', () => {
  it('413 for a 2 MB body, then the next request on a keep-alive client is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await send(agent, 'POST', '/sites/demo/estates', JSON.stringify({ pad: 'x'.repeat(2_000_000) }))).toBe(413);
      expect(await send(agent, 'GET', '/sites/demo')).toBe(200);
      expect(await send(agent, 'POST', '/sites/demo/contact', JSON.stringify({ pad: 'x'.repeat(400_000) }))).toBe(413);
      expect(await send(agent, 'GET', '/sites/demo/estates/100467/contact-info')).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
