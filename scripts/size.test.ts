import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { frameworkCopies, globToRegExp, groupFiles } from './size.mjs';

const meta = {
  inputs: {
    'node_modules/preact/dist/preact.module.js': {},
    'node_modules/preact/compat/dist/compat.module.js': {},
    'node_modules/other/node_modules/preact/dist/preact.module.js': {},
    'node_modules/react/index.js': {},
    'widgets/loader.ts': {},
  },
  outputs: {
    'dist/estate-blocks.js': { imports: [] },
    'dist/blocks/a.js': { imports: [{ path: 'dist/chunks/shared.js', kind: 'import-statement' }, { path: 'dist/chunks/lazy.js', kind: 'dynamic-import' }] },
    'dist/blocks/b.js': { imports: [{ path: 'dist/chunks/shared.js', kind: 'import-statement' }] },
    'dist/chunks/shared.js': { imports: [{ path: 'dist/chunks/deep.js', kind: 'import-statement' }] },
    'dist/chunks/deep.js': { imports: [] },
    'dist/chunks/lazy.js': { imports: [], entryPoint: 'core/lazy.ts' },
  },
};

describe('scripts/size.mjs', () => {
  it.each([
    ['dist/blocks/*.js', 'dist/blocks/estate-table.js', true],
    ['dist/blocks/*.js', 'dist/react/blocks/estate-table.js', false],
    ['dist/blocks/*.js', 'dist/blocks/estate-table.css', false],
    ['dist/estate-blocks.js', 'dist/estate-blocks.js', true],
    ['dist/estate-blocks.js', 'distXestate-blocksXjs', false],
  ])('budget glob %s matches %s: %s', (glob, file, expected) => {
    expect(globToRegExp(glob).test(file)).toBe(expected);
  });

  it('a group is every JS file statically reachable from its entries, each once; dynamic imports are not followed', () => {
    expect(groupFiles(meta, 'dist', ['blocks/a.js', 'blocks/b.js']).sort()).toEqual(
      ['dist/blocks/a.js', 'dist/blocks/b.js', 'dist/chunks/deep.js', 'dist/chunks/shared.js'].sort(),
    );
  });

  it('a source entry point names the lazily imported chunk built from it', () => {
    expect(groupFiles(meta, 'dist', ['core/lazy.ts'])).toEqual(['dist/chunks/lazy.js']);
    expect(() => groupFiles(meta, 'dist', ['core/missing.ts'])).toThrow(/no output has the entry point core\/missing.ts/);
    expect(() => groupFiles(meta, 'dist', ['blocks/missing.js'])).toThrow(/not an output/);
  });

  it('finds two copies of preact (two package roots) and which frameworks a build holds', () => {
    const copies = frameworkCopies(meta);
    expect([...copies.preact].sort()).toEqual(['node_modules/other/node_modules/preact', 'node_modules/preact']);
    expect([...copies.react]).toEqual(['node_modules/react']);
    expect(copies['react-dom']).toBeUndefined();
  });
});

describe('topInputs', () => {
  it('sums bytes per package or top-level folder over the given outputs', async () => {
    // @ts-expect-error plain ESM script without types
    const { topInputs } = await import('./size.mjs');
    const m = {
      outputs: {
        'dist/a.js': { inputs: { 'node_modules/preact/dist/x.js': { bytesInOutput: 10 }, 'core/i18n/a.ts': { bytesInOutput: 5 } } },
        'dist/b.js': { inputs: { 'node_modules/@scope/pkg/y.js': { bytesInOutput: 7 }, 'core/i18n/b.ts': { bytesInOutput: 6 } } },
      },
    };
    expect(topInputs(m, ['dist/a.js', 'dist/b.js'])).toEqual([
      ['core/i18n', 11],
      ['node_modules/preact', 10],
      ['node_modules/@scope/pkg', 7],
    ]);
  });
});

describe('budgets re-based at measured + 5%', () => {
  it.each([
    [1000, 1088],
    [2988, 3200],
    [67324, 70720],
    [64, 128],
  ])('measured %i B → budget %i B (+5%, rounded up to 64 B)', async (bytes, budget) => {
    // @ts-expect-error plain ESM script without types
    const { rebasedBudget, headroom } = await import('./size.mjs');
    expect(rebasedBudget(bytes)).toBe(budget);
    expect(headroom(bytes, rebasedBudget(bytes))).toBeGreaterThanOrEqual(0.04);
  });

  it.each([
    [950, 1000, 0.05],
    [1000, 1000, 0],
    [1100, 1000, -0.1],
  ])('%i B of a %i B budget leaves %f headroom', async (bytes, budget, expected) => {
    // @ts-expect-error plain ESM script without types
    const { headroom } = await import('./size.mjs');
    expect(headroom(bytes, budget)).toBeCloseTo(expected, 6);
  });

  it('rebaseBudgets keeps entries and builds, drops prose, and re-bases each kind a file budget has', async () => {
    // @ts-expect-error plain ESM script without types
    const { rebaseBudgets } = await import('./size.mjs');
    const budgets = {
      files: { 'dist/a.js': { gzip: 500, why: 'history' }, 'dist/b-*.js': { gzip: 100, brotli: 90 } },
      groups: { page: { build: 'dist', entries: ['a.js'], gzip: 2000, reason: 'history' } },
    };
    const measured = { files: { 'dist/a.js': { gzip: 1000 }, 'dist/b-*.js': { gzip: 2000, brotli: 1800 } }, groups: { page: 4000 } };
    expect(rebaseBudgets(budgets, measured)).toEqual({
      files: { 'dist/a.js': { gzip: 1088 }, 'dist/b-*.js': { gzip: 2112, brotli: 1920 } },
      groups: { page: { build: 'dist', entries: ['a.js'], gzip: 4224 } },
    });
  });

  it('the table shows page, bytes, budget and headroom, and marks a page over its budget', async () => {
    // @ts-expect-error plain ESM script without types
    const { budgetTable } = await import('./size.mjs');
    const lines = budgetTable([
      { name: 'listing page', bytes: 950, budget: 1000 },
      { name: 'detail page', bytes: 1100, budget: 1000 },
    ]).split('\n');
    expect(lines[0]).toMatch(/page.*bytes\s+budget\s+headroom/);
    expect(lines[1]).toMatch(/^listing page\s+950\s+1000\s+5\.0%$/);
    expect(lines[2]).toMatch(/^detail page\s+1100\s+1000\s+-10\.0% OVER$/);
  });
});
