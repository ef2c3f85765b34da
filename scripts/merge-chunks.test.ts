import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { addCompileHint, chunkLoaders, COMPILE_HINT, FREE_MERGE_GZIP, isEmptyCode, planMerges, tinyChunks } from './merge-chunks.mjs';

const imp = (...paths: string[]) => paths.map((path) => ({ path, kind: 'import-statement' }));
/** Three blocks: a and b share `ab` (big) and `ab-tiny`; all three share `all`; `lazy` is imported by a only. */
const outputs = {
  'd/assets/blocks/a.js': { entryPoint: 'a.tsx', imports: [...imp('d/assets/chunks/ab.js', 'd/assets/chunks/ab-tiny.js', 'd/assets/chunks/all.js'), { path: 'd/assets/chunks/lazy.js', kind: 'dynamic-import' }] },
  'd/assets/blocks/b.js': { entryPoint: 'b.tsx', imports: imp('d/assets/chunks/ab.js', 'd/assets/chunks/ab-tiny.js') },
  'd/assets/blocks/c.js': { entryPoint: 'c.tsx', imports: imp('d/assets/chunks/all.js') },
  'd/assets/chunks/ab.js': { imports: imp('d/assets/chunks/all.js') },
  'd/assets/chunks/ab-tiny.js': { imports: [] },
  'd/assets/chunks/all.js': { imports: [] },
  'd/assets/chunks/lazy.js': { entryPoint: 'lazy.ts', imports: imp('d/assets/chunks/all.js') },
};
const gzip: Record<string, number> = { 'd/assets/chunks/ab.js': 5000, 'd/assets/chunks/ab-tiny.js': 300, 'd/assets/chunks/all.js': 20000 };
const gzipOf = (f: string) => gzip[f];

describe('scripts/merge-chunks.mjs (no chunk under ~1.5 KB gzip always loaded with another)', () => {
  it('a shared chunk is loaded by every entry reaching it statically, a lazily imported entry included', () => {
    const loaders = chunkLoaders(outputs);
    expect([...loaders.get('d/assets/chunks/all.js')].sort()).toEqual(['d/assets/blocks/a.js', 'd/assets/blocks/b.js', 'd/assets/blocks/c.js', 'd/assets/chunks/lazy.js']);
    expect([...loaders.get('d/assets/chunks/ab-tiny.js')].sort()).toEqual(['d/assets/blocks/a.js', 'd/assets/blocks/b.js']);
    expect(loaders.has('d/assets/chunks/lazy.js')).toBe(false);
  });

  it('a tiny chunk joins the chunk loaded by the fewest entries that always comes with it', () => {
    expect(tinyChunks(outputs, gzipOf)).toEqual([{ chunk: 'd/assets/chunks/ab-tiny.js', with: ['d/assets/chunks/ab.js', 'd/assets/chunks/all.js'] }]);
    expect(planMerges(outputs, gzipOf)).toEqual([['d/assets/chunks/ab.js', 'd/assets/chunks/ab-tiny.js']]);
  });

  it('no merge that would make a page load a file it did not load before, or an import cycle between files', () => {
    // ab-tiny imports `mid`, which only a and b load: merged into `all`, c and lazy would load `mid` too.
    const withMid = {
      ...outputs,
      'd/assets/blocks/a.js': { ...outputs['d/assets/blocks/a.js'], imports: imp('d/assets/chunks/ab-tiny.js', 'd/assets/chunks/all.js') },
      'd/assets/blocks/b.js': { entryPoint: 'b.tsx', imports: imp('d/assets/chunks/ab-tiny.js', 'd/assets/chunks/all.js') },
      'd/assets/chunks/ab-tiny.js': { imports: imp('d/assets/chunks/mid.js') },
      'd/assets/chunks/mid.js': { imports: imp('d/assets/chunks/all.js') },
    };
    const sizes: Record<string, number> = { ...gzip, 'd/assets/chunks/mid.js': 4000 };
    // The tiny chunk may join `mid` (same loaders, and it imports it), never `all`.
    expect(planMerges(withMid, (f: string) => sizes[f])).toEqual([['d/assets/chunks/mid.js', 'd/assets/chunks/ab-tiny.js']]);
  });

  it('a chunk of 1–1.5 KB joins only a chunk that at most one entry more loads (no page type pays bytes it never needed, but one)', () => {
    // ab-mid (1.2 KB) is loaded by a and b: `ab` adds no entry, `all` adds c and lazy.
    const three = {
      ...outputs,
      'd/assets/blocks/a.js': { ...outputs['d/assets/blocks/a.js'], imports: imp('d/assets/chunks/ab-mid.js', 'd/assets/chunks/all.js') },
      'd/assets/blocks/b.js': { entryPoint: 'b.tsx', imports: imp('d/assets/chunks/ab-mid.js', 'd/assets/chunks/all.js') },
      'd/assets/chunks/ab-mid.js': { imports: [] },
    };
    const sizes = (f: string) => ({ 'd/assets/chunks/ab-mid.js': 1200, 'd/assets/chunks/all.js': 20000 })[f] ?? 0;
    expect(tinyChunks(three, sizes)).toEqual([]);
    expect(planMerges(three, sizes)).toEqual([]);
    // Under half a KB it may join `all` (two entries more pay a few hundred bytes); at 900 B it stays.
    const sized = (bytes: number) => (f: string) => (f === 'd/assets/chunks/ab-mid.js' ? bytes : sizes(f));
    expect(FREE_MERGE_GZIP).toBe(512);
    expect(planMerges(three, sized(500))).toEqual([['d/assets/chunks/all.js', 'd/assets/chunks/ab-mid.js']]);
    expect(planMerges(three, sized(900))).toEqual([]);
    // With one entry more (c loads all, lazy is dropped) the 1.2 KB chunk joins.
    const { ['d/assets/chunks/lazy.js']: _lazy, ...withoutLazy } = three;
    const four = { ...withoutLazy, 'd/assets/blocks/a.js': { entryPoint: 'a.tsx', imports: imp('d/assets/chunks/ab-mid.js', 'd/assets/chunks/all.js') } };
    expect(planMerges(four, sizes)).toEqual([['d/assets/chunks/all.js', 'd/assets/chunks/ab-mid.js']]);
  });

  it('a tiny chunk with no chunk that always comes with it stays', () => {
    expect(tinyChunks(outputs, () => 100).map((t: { chunk: string }) => t.chunk)).not.toContain('d/assets/chunks/all.js');
  });
});

describe('the compile hint every emitted file starts with (no lazy compiling on the main thread)', () => {
  it("is V8's magic comment, put once on the first line of each file", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    const dir = mkdtempSync(join(tmpdir(), 'eb-hint-'));
    const files = ['a.js', 'b.js'].map((name) => join(dir, name));
    writeFileSync(files[0]!, 'export const a=1;');
    writeFileSync(files[1]!, '');
    addCompileHint(files);
    addCompileHint(files);
    expect(readFileSync(files[0]!, 'utf8')).toBe(`${COMPILE_HINT}\nexport const a=1;`);
    expect(readFileSync(files[1]!, 'utf8')).toBe(`${COMPILE_HINT}\n`);
  });

  it.each([
    ['', true],
    ['\n', true],
    [`${COMPILE_HINT}\n`, true],
    [`${COMPILE_HINT}\n\n`, true],
    [`${COMPILE_HINT}\nexport{a};`, false],
    ['var a=1;', false],
  ])('a file of %j holds no code: %s', (text, empty) => {
    expect(isEmptyCode(text)).toBe(empty);
  });
});
