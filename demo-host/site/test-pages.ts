import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { CACHE, sendBody } from '../delivery';
import { serveFile } from './static-files';

/**
 * Fixture pages of the loader's browser tests (tests/fixture-blocks/pages): an .html file's
 * `{{LOADER}}` becomes the test bundle's loader URL of the requested build.
 */
export function serveTestPage(res: ServerResponse, dir: string, relative: string, react: boolean, method: string): boolean {
  if (!relative.endsWith('.html')) return serveFile(res, dir, relative, method);
  const path = normalize(join(dir, relative));
  if (!path.startsWith(dir + sep)) return false;
  let html: string;
  try {
    html = readFileSync(path, 'utf8');
  } catch {
    return false;
  }
  const loader = react ? '/test-dist/react/estate-blocks.js' : '/test-dist/estate-blocks.js';
  sendBody(res, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE.revalidate }, body: html.replaceAll('{{LOADER}}', loader) });
  return true;
}
