import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { basename, extname, join, normalize, sep } from 'node:path';
import { CACHE, compress, etagOf, sendBody, type Encoding } from '../delivery';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** esbuild's `[name]-[hash]` file names (chunks, fonts, images): the hash is 8 base32 characters. */
const HASHED = /-[A-Z0-9]{8}\.[a-z0-9]+$/;

/** A release folder (scripts/release.mjs): v0.1.0/…, the files of one version, never changed. */
const VERSIONED = /^v\d+\.\d+\.\d+[^/]*\//;

/** Files above this are streamed as they are, not kept in memory (the bundle's largest file is ~200 KB). */
const MEMORY_MAX_BYTES = 4 * 1024 * 1024;

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Per path, the file as last read and its compressed forms (best quality, computed once per build). */
const files = new Map<string, CachedFile>();

function cached(path: string, mtimeMs: number, size: number): CachedFile {
  let file = files.get(path);
  if (!file || file.mtimeMs !== mtimeMs || file.size !== size) {
    const body = readFileSync(path);
    file = { mtimeMs, size, body, etag: etagOf(body), encoded: {} };
    files.set(path, file);
  }
  return file;
}

/** The Cache-Control a CDN should send for a bundle file: versioned and content-hashed files forever, the rest revalidated. */
export function cacheControlFor(relative: string): string {
  return VERSIONED.test(relative) || HASHED.test(basename(relative)) ? CACHE.immutable : CACHE.revalidate;
}

/** Serves `relative` from `root`; false when the file does not exist (or escapes root). */
export function serveFile(res: ServerResponse, root: string, relative: string, method = 'GET'): boolean {
  const path = normalize(join(root, decodeURIComponent(relative)));
  if (path !== root && !path.startsWith(root + sep)) return false;
  let stat;
  try {
    stat = statSync(path);
    if (!stat.isFile()) return false;
  } catch {
    return false;
  }
  const headers = {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(relative),
    // Module scripts and their chunks load in CORS mode: a page on another origin needs this (README "Embed").
    'access-control-allow-origin': '*',
  };
  if (stat.size > MEMORY_MAX_BYTES) {
    res.writeHead(200, { ...headers, 'content-length': stat.size });
    if (method === 'HEAD') res.end();
    else createReadStream(path).pipe(res);
    return true;
  }
  const file = cached(path, stat.mtimeMs, stat.size);
  sendBody(res, { headers, body: file.body, etag: file.etag, encoded: (e) => (file.encoded[e] ??= compress(file.body, e, true)) });
  return true;
}
