import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest } from '../tests/support/raw-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE, COMPRESS_MIN_BYTES, isCompressible, matchesIfNoneMatch, negotiateEncoding, sendBody } from './delivery';
import { cacheControlFor, serveFile } from './site/static-files';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br, gzip;q=0', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP , BR ; q=0.9', 'gzip'],
    [['gzip', 'br'], 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['text/css', true],
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['image/svg+xml', true],
    ['image/png', false],
    ['font/woff2', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('%s → %s', (type, expected) => expect(isCompressible(type)).toBe(expected));
});

describe('matchesIfNoneMatch (weak comparison)', () => {
  it.each([
    [undefined, 'W/"a"', false],
    ['W/"a"', 'W/"a"', true],
    ['"a"', 'W/"a"', true],
    ['"b", W/"a"', 'W/"a"', true],
    ['*', 'W/"a"', true],
    ['W/"b"', 'W/"a"', false],
  ])('%s vs %s → %s', (header, etag, expected) => expect(matchesIfNoneMatch(header, etag)).toBe(expected));
});

describe('cacheControlFor: versioned and content-hashed bundle files forever, stable names revalidated', () => {
  it.each([
    ['assets/chunks/chunk-4XK2QZ7M.js', CACHE.immutable],
    ['react/assets/chunks/glightbox.min-ABCDEF12.js', CACHE.immutable],
    ['assets/inter-latin-ZZ77AA22.woff2', CACHE.immutable],
    ['estate-blocks.js', CACHE.revalidate],
    ['estate-blocks.css', CACHE.revalidate],
    ['assets/blocks/estate-table.js', CACHE.revalidate],
    ['assets/blocks/estate-table.css', CACHE.revalidate],
    ['assets/blocks/keep-me-informed.js', CACHE.revalidate],
    ['v0.1.0/estate-blocks.js', CACHE.immutable],
    ['v0.1.0/react/assets/blocks/estate-table.css', CACHE.immutable],
    ['v12.3.4-rc.1/integrity.json', CACHE.immutable],
    ['assets/v0.1.0.js', CACHE.revalidate],
    ['v0.1/estate-blocks.js', CACHE.revalidate],
  ])('%s → %s', (path, expected) => expect(cacheControlFor(path)).toBe(expected));
});

/** Raw HTTP (fetch would decompress and hide the encoding). */
async function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return rawRequest(base + path, { method, headers });
}

describe('sendBody and serveFile over HTTP', () => {
  let server: Server;
  let base: string;
  let dir: string;
  const big = `body { color: red; }\n`.repeat(200);
  const html = `<!doctype html><p>${'Immo '.repeat(400)}</p>`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'eb-delivery-'));
    mkdirSync(join(dir, 'assets/chunks'), { recursive: true });
    writeFileSync(join(dir, 'assets/chunks/chunk-AB12CD34.js'), `export const a=${JSON.stringify('x'.repeat(3000))};`);
    writeFileSync(join(dir, 'estate-blocks.css'), big);
    writeFileSync(join(dir, 'tiny.js'), 'export{};');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(5000, 7));
    server = createServer((req, res) => {
      if (req.url === '/page') return sendBody(res, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE.revalidate }, body: html });
      if (req.url === '/missing') return sendBody(res, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE.none }, body: html });
      if (req.url === '/cors') {
        res.setHeader('vary', 'Origin');
        return sendBody(res, { headers: { 'content-type': 'application/json', 'cache-control': CACHE.none }, body: '{}' });
      }
      if (!serveFile(res, dir, req.url!.slice(1), req.method)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends brotli or gzip as negotiated, identity otherwise; same content each way', async () => {
    const br = await get(base, '/estate-blocks.css', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(base, '/estate-blocks.css', { 'accept-encoding': 'gzip' });
    const plain = await get(base, '/estate-blocks.css', { 'accept-encoding': 'identity' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotliDecompressSync(br.body).toString()).toBe(big);
    expect(gunzipSync(gz.body).toString()).toBe(big);
    expect(plain.body.toString()).toBe(big);
    expect(br.body.length).toBeLessThan(big.length / 10);
    expect(Number(br.headers.get('content-length'))).toBe(br.body.length);
    for (const r of [br, gz, plain]) expect(r.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('hashed chunks are immutable for a year; stable names revalidate with an ETag → 304', async () => {
    const chunk = await get(base, '/assets/chunks/chunk-AB12CD34.js', { 'accept-encoding': 'br' });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await get(base, '/estate-blocks.css');
    expect(css.headers.get('cache-control')).toBe('no-cache');
    const etag = css.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(base, '/estate-blocks.css', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('a rebuilt file gets a new ETag; an unchanged rebuild keeps it', async () => {
    const before = (await get(base, '/tiny.js')).headers.get('etag');
    writeFileSync(join(dir, 'tiny.js'), 'export{};');
    utimesSync(join(dir, 'tiny.js'), new Date(), new Date(Date.now() + 5000));
    expect((await get(base, '/tiny.js')).headers.get('etag')).toBe(before);
    writeFileSync(join(dir, 'tiny.js'), 'export const b=1;');
    utimesSync(join(dir, 'tiny.js'), new Date(), new Date(Date.now() + 10000));
    const after = await get(base, '/tiny.js', { 'if-none-match': before! });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toBe('export const b=1;');
  });

  it(`bodies under ${COMPRESS_MIN_BYTES} bytes and binary types are sent as they are`, async () => {
    expect((await get(base, '/tiny.js', { 'accept-encoding': 'br' })).headers.get('content-encoding')).toBeNull();
    const png = await get(base, '/photo.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers.get('content-encoding')).toBeNull();
    expect(png.headers.get('vary')).toBeNull();
    expect(png.body.length).toBe(5000);
  });

  it('HEAD answers the headers of GET without a body', async () => {
    const head = await get(base, '/estate-blocks.css', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect(head.body.length).toBe(0);
  });

  it('pages: compressed, ETag, 304, never no-store; error answers carry no ETag', async () => {
    const page = await get(base, '/page', { 'accept-encoding': 'br' });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).not.toContain('no-store');
    expect((await get(base, '/page', { 'if-none-match': page.headers.get('etag')! })).status).toBe(304);
    const missing = await get(base, '/missing', { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    expect(gunzipSync(missing.body).toString()).toBe(html);
  });

  it('keeps a Vary another layer set (CORS: Origin)', async () => {
    expect((await get(base, '/cors')).headers.get('vary')).toBe('Origin, Accept-Encoding');
  });
});
