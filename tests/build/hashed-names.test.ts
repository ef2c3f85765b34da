/**
 * Two builds that differ in the chunk-merge plan: a file name that carries a hash must stand for the
 * same bytes in both, since the files are served immutable and a returning visitor keeps the old ones.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildBundle, discoverBlocks } from '../../esbuild.config.mjs';
// @ts-expect-error plain ESM script without types
import { isHashed } from '../../scripts/content-names.mjs';

const root = `.build/test-hashed-names-${process.pid}`;
afterAll(() => rmSync(root, { recursive: true, force: true }));

const filesOf = (base: string, dir = base): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesOf(base, path) : [relative(base, path)];
  });

describe('two builds with different merge plans', () => {
  it('give every hashed file name the same bytes in both', async () => {
    const blocks = discoverBlocks('widgets');
    // 1024 B instead of 1536 B: fewer chunks are small enough to merge, so the plans differ.
    await buildBundle({ outdir: `${root}/a`, blocks, react: false });
    await buildBundle({ outdir: `${root}/b`, blocks, react: false, mergeMin: 1024 });
    const a = filesOf(`${root}/a`).filter(isHashed);
    const b = new Set(filesOf(`${root}/b`).filter(isHashed));
    const shared = a.filter((f) => b.has(f));
    // The plans differ (else the test proves nothing), and the builds still share files.
    expect(a.filter((f) => !b.has(f)).length).toBeGreaterThan(0);
    expect(shared.length).toBeGreaterThan(0);
    const differing = shared.filter((f) => !readFileSync(join(root, 'a', f)).equals(readFileSync(join(root, 'b', f))));
    expect(differing).toEqual([]);
    expect(existsSync(`${root}/a/estate-blocks.js`)).toBe(true);
  }, 180_000);
});
