import { describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM script without types
import { EARLY_SEARCH_IMPORT, earlySearchEntry, planEarlySearch, sharedFromEarlySearch, sharedWithEarlySearch } from './early-search-build.mjs';

const out = (imports: string[], inputs: string[], entryPoint?: string) => ({
  imports: imports.map((path) => ({ path, kind: 'import-statement' })),
  inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])),
  ...(entryPoint ? { entryPoint } : {}),
});

describe('scripts/early-search-build.mjs (the first search in one file)', () => {
  it('shares the modules of the chunk that holds the first-search code and is loaded by the early search', () => {
    const meta = {
      outputs: {
        'o/assets/blocks/table.js': out(['o/assets/chunks/chunk-Q.js', 'o/assets/chunks/chunk-C.js'], ['widgets/estate-table/index.tsx'], 'widgets/estate-table/index.tsx'),
        'o/assets/blocks/contact.js': out(['o/assets/chunks/chunk-C.js'], ['widgets/contact-form/index.tsx'], 'widgets/contact-form/index.tsx'),
        'o/assets/runtime/early-search.js': out(['o/assets/chunks/chunk-Q.js', 'o/assets/chunks/chunk-C.js'], ['widgets/runtime/early-search.ts'], 'widgets/runtime/early-search.ts'),
        'o/assets/chunks/chunk-Q.js': out([], ['widgets/runtime/first-search.ts', 'core/query/filters.ts', 'core/query/theme.css']),
        'o/assets/chunks/chunk-C.js': out([], ['core/api/client.ts']),
      },
    };
    expect(sharedWithEarlySearch(meta, 'o/assets/runtime/early-search.js')).toEqual(['widgets/runtime/first-search.ts', 'core/query/filters.ts']);
    // No block shares the first-search code (it sits in the early search's own file): nothing to share.
    const alone = { outputs: { ...meta.outputs, 'o/assets/chunks/chunk-Q.js': out([], ['core/query/filters.ts']) } };
    expect(sharedWithEarlySearch(alone, 'o/assets/runtime/early-search.js')).toEqual([]);
  });

  it('exports every shared module under its own short names, after the early search’s own exports', () => {
    const { contents, names } = earlySearchEntry(
      new Map([
        ['core/query/a.ts', ['parse', 'build']],
        ['core/query/types-only.ts', []],
        ['core/query/b.ts', ['parse']],
      ]),
    );
    expect(contents.split('\n')).toEqual([
      'export * from "./widgets/runtime/early-search.ts";',
      'export { parse as _0, build as _1 } from "./core/query/a.ts";',
      'export { parse as _2 } from "./core/query/b.ts";',
    ]);
    expect(names.get('core/query/b.ts')).toEqual(new Map([['parse', '_2']]));
  });

  it('the blocks’ build imports a shared module from the early search’s file instead of bundling it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eb-early-'));
    mkdirSync(join(dir, 'q'));
    writeFileSync(join(dir, 'q', 'shared.ts'), 'export const parseFilter = (s: string) => s.split("&").map((p) => p.split("=")).filter((p) => p.length === 2);');
    writeFileSync(join(dir, 'block.ts'), 'import { parseFilter } from "./q/shared"; export default parseFilter(location.search);');
    const names = new Map([[join(dir, 'q', 'shared.ts'), new Map([['parseFilter', '_7']])]]);
    const result = await esbuild.build({ entryPoints: [join(dir, 'block.ts')], bundle: true, format: 'esm', write: false, plugins: [sharedFromEarlySearch(names)] });
    const code = result.outputFiles[0].text;
    expect(code).toContain(`import { _7 } from "${EARLY_SEARCH_IMPORT}"`);
    expect(code).not.toContain('split("&")');
  });

  it('plans, for the real blocks, the query code only the first search’s users share: not what every block shares', async () => {
    const { names } = await planEarlySearch(
      { bundle: true, format: 'esm', jsx: 'automatic', logLevel: 'silent', chunkNames: 'assets/chunks/[name]-[hash]', loader: { '.png': 'dataurl', '.svg': 'dataurl', '.woff2': 'file' } },
      { 'assets/blocks/estate-table': 'widgets/estate-table/index.tsx', 'assets/blocks/estate-search': 'widgets/estate-search/index.tsx', 'assets/blocks/contact-form': 'widgets/contact-form/index.tsx' },
    );
    const shared = [...names.keys()];
    expect(shared).toEqual(expect.arrayContaining(['widgets/runtime/first-search.ts', 'core/query/build-query.ts', 'core/query/url-params.ts']));
    expect(shared).not.toContain('core/api/client.ts');
    expect([...names.get('widgets/runtime/first-search.ts').keys()]).toContain('withVisibleStatuses');
  }, 30_000);
});
