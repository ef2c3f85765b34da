/**
 * The demo host (`npm start`): the bundle under /dist, the reference site content service under
 * /api, the demo CMS pages under /{locale}/… with the CMS's ajax routes under /{locale}/ajax/…
 * (spec §2), the block catalogue /blocks and the outbox /outbox.
 * Every response carries the strict Content-Security-Policy the bundle must live with.
    ['/dist/', process.env.EB_DIST_DIR ? resolve(process.env.EB_DIST_DIR) : join(ROOT, 'dist')],
    ...(demo ? [['/test-dist/', join(ROOT, 'test-dist')] as [string, string]] : []),
 */
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHttpServer } from './http-server';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiHandler } from './api';
import { isDemoMode } from './demo-mode';
import { CACHE, sendBody } from './delivery';
import { ajaxTarget } from './site/ajax';
import { createSite, siteIdOf } from './site/site';
import { requestUrl } from './site/request-url';
import { redirectRouteAlias } from './site/route-aliases';
import { createSitemapRoutes } from './site/sitemap-routes';
import { serveFile } from './site/static-files';
import { serveTestPage } from './site/test-pages';
import { matchTile, tileSvg } from './site/tiles';

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

const ROOT = process.env.EB_ROOT ? resolve(process.env.EB_ROOT) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PORT || 8080);
const HOST = process.env.HOST || '127.0.0.1';
const DATA_DIR = resolve(ROOT, process.env.DATA_DIR || 'data');

function isReactBuild(req: IncomingMessage): boolean {
  return /(?:^|;\s*)eb-build=react(?:;|$)/.test(req.headers.cookie ?? '');
}

async function main(): Promise<void> {
  mkdirSync(DATA_DIR, { recursive: true });
  const demo = isDemoMode();
  const api = createApiHandler({ dataDir: DATA_DIR, root: ROOT, demo });
  const site = createSite({ root: ROOT, apiBase: `http://${HOST}:${PORT}/api`, demo });
  const sitemapFile = createSitemapRoutes(`http://${HOST}:${PORT}/api`);
  const folders: [string, string][] = [
    ['/dist/', process.env.EB_DIST_DIR ? resolve(process.env.EB_DIST_DIR) : join(ROOT, 'dist')],
    ...(demo ? [['/test-dist/', join(ROOT, 'test-dist')] as [string, string]] : []),
    ['/site-assets/', join(ROOT, '.build/site')],
  ];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('content-security-policy', CSP);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    const url = requestUrl(req.url, `http://${HOST}:${PORT}`);
    if (!url) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request: the path is not a valid URL (check its percent-encoding)');
      return;
    }
    const { pathname } = url;
    const method = req.method ?? 'GET';

    if (pathname === '/api' || pathname.startsWith('/api/')) return api(req, res);
    const ajax = ajaxTarget(url, siteIdOf(url));
    if (ajax) {
      if (method !== ajax.method && !(ajax.method === 'GET' && method === 'HEAD')) {
        res.writeHead(405, { allow: ajax.method, 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
        return;
      }
      req.url = ajax.path + ajax.search;
      return api(req, res, ajax.path);
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return;
    }
    for (const [prefix, dir] of folders) {
      if (pathname.startsWith(prefix)) {
        if (!serveFile(res, dir, pathname.slice(prefix.length), method)) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
        }
        return;
      }
    }
    if (demo && pathname.startsWith('/test-pages/')) {
      if (!serveTestPage(res, join(ROOT, 'tests/fixture-blocks/pages'), pathname.slice(12), isReactBuild(req), method)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
      }
      return;
    }
    const tile = matchTile(pathname);
    if (tile) {
      sendBody(res, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }, body: tileSvg(...tile) });
      return;
    }
    if (pathname === '/') {
      res.writeHead(302, { location: '/nl' }).end();
      return;
    }
    const sitemap = await sitemapFile(url, siteIdOf(url));
    if (sitemap) {
      res.writeHead(sitemap.status, { 'content-type': sitemap.type, 'cache-control': 'public, max-age=300' });
      res.end(method === 'HEAD' ? undefined : sitemap.body);
      return;
    }
    if (pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    if (redirectRouteAlias(res, url)) return;
    const page = await site.render(url, isReactBuild(req) ? 'react' : 'preact');
    // Revalidated, not no-store: the back/forward cache keeps the page and a reload costs a 304.
    sendBody(res, { status: page.status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE.revalidate }, body: page.html });
  }

  const server = createHttpServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[demo-host]', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
  server.listen(PORT, HOST, () => {
    const base = `http://${HOST}:${PORT}`;
    console.log(`[demo-host] estate-blocks ${__VERSION__} serving ${ROOT} (data: ${DATA_DIR})`);
    for (const path of ['/nl', '/fr', '/en', '/de', '/blocks', ...(demo ? ['/outbox'] : []), '/api']) console.log(`  ${base}${path}`);
    if (!demo) console.log('[demo-host] demo-only routes (outbox, test pages, fault hooks) are off: EB_DEMO=1 turns them on outside production');
  });
  const stop = () =>
    server.close(() => {
      api.close();
      process.exit(0);
    });
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[demo-host] failed to start:', error);
  process.exit(1);
});
