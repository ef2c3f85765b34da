import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectRouteAlias } from './route-aliases';

// The demo host's own step (server.ts calls it before rendering a page), over real HTTP.
describe('demo host: old translated page paths redirect 301 to the spec §2 path', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://demo.test');
      if (!redirectRouteAlias(res, url)) res.writeHead(200, { 'content-type': 'text/plain' }).end('page');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['/nl/favorieten', '/nl/favorites'],
    ['/nl/favorieten?site=harbour', '/nl/favorites?site=harbour'],
    ['/fr/tenez-moi-informe/abc?x=1&y=2', '/fr/keep-me-informed/abc?x=1&y=2'],
    ['/de/auf-dem-laufenden-bleiben/erfolg', '/de/keep-me-informed/success'],
    ['/nl/hou-me-op-de-hoogte/uitschrijven/tok', '/nl/keep-me-informed/unsubscribe/tok'],
    ['/nl/privacyverklaring', '/nl/privacy-statement'],
    ['/fr/conditions-d-utilisation', '/fr/terms-of-use'],
  ])('%s → 301 %s', async (from, to) => {
    const res = await fetch(base + from, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it.each(['/nl/favorites', '/en/favorites', '/fr/keep-me-informed', '/de/keep-me-informed/success', '/nl/aanbod'])('%s is served, not redirected', async (path) => {
    const res = await fetch(base + path, { redirect: 'manual' });
    expect(res.status).toBe(200);
  });
});
