/**
 * esbuild splits shared code by file: a block that imports one name from a core/<area>/index.ts barrel
 * makes every module the barrel re-exports reachable from it, so those modules land in chunks that block
 * loads even when it uses none of their code (the listing page would carry the date, field and
 * detail display formatters this way, ~2 KB gzip). Bundled code therefore imports core modules by file;
 * the barrels stay for tests, the demo host and type imports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('bundled code imports core modules by file, not through a core barrel', () => {
  it('no value import of a core/<area>/index.ts from widgets/ or core/', () => {
    const found: string[] = [];
    for (const file of [...sources('widgets'), ...sources('core')]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']*)';/gms)) {
        const target = resolve(dirname(file), m[1]);
        const barrel = join(target, 'index.ts');
        if (existsSync(barrel) && /^core\/[^/]+\/index\.ts$/.test(relative(process.cwd(), barrel)) && relative(process.cwd(), barrel) !== relative(process.cwd(), file)) {
          found.push(`${file}: ${m[0].split('\n')[0]}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
