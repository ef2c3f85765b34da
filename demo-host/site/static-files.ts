import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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

/** Serves `relative` from `root`; false when the file does not exist (or escapes root). */
export function serveFile(res: ServerResponse, root: string, relative: string, method = 'GET'): boolean {
  const path = normalize(join(root, decodeURIComponent(relative)));
  if (path !== root && !path.startsWith(root + sep)) return false;
  let size: number;
  try {
    const stat = statSync(path);
    if (!stat.isFile()) return false;
    size = stat.size;
  } catch {
    return false;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'content-length': size,
    // The demo rebuilds in place; revalidate so a rebuilt bundle is picked up at once.
    'cache-control': 'no-cache',
    // Module scripts and their chunks load in CORS mode: a page on another origin needs this (README "Embed").
    'access-control-allow-origin': '*',
  });
  if (method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
  return true;
}
