import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { duplicateSingletons, importsOf, loaderChunkNames, loaderTableProblems, unresolvedImports } from './dist-graph.mjs';

describe('importsOf: the specifiers of emitted files, as esbuild parses them', () => {
  it('lists static, re-export and dynamic imports; not a template-string import', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eb-graph-'));
    mkdirSync(join(dir, 'blocks'));
    const file = join(dir, 'blocks', 'a.js');
    writeFileSync(file, 'import{a}from"../chunks/x.js";import"./side.js";export*from"./re.js";const b=location.href;import("./lazy.js");import(`${b}assets/t.js`);a();');
    const found = (await importsOf([file])).get(file);
    expect(found).toEqual([
      { path: '../chunks/x.js', kind: 'import-statement' },
      { path: './side.js', kind: 'import-statement' },
      { path: './re.js', kind: 'import-statement' },
      { path: './lazy.js', kind: 'dynamic-import' },
    ]);
  });
});

describe('unresolvedImports', () => {
  const files = ['d/assets/blocks/a.js', 'd/assets/chunks/chunk-AAAAAAAA.js', 'd/assets/runtime/early-search.js'];
  it.each([
    ['a sibling chunk', 'd/assets/chunks/chunk-AAAAAAAA.js', './chunk-AAAAAAAA.js', []],
    ['a chunk from a block', 'd/assets/blocks/a.js', '../chunks/chunk-AAAAAAAA.js', []],
    ['./../ from the early search', 'd/assets/runtime/early-search.js', './../chunks/chunk-AAAAAAAA.js', []],
    ['a renamed chunk', 'd/assets/blocks/a.js', '../chunks/chunk-BBBBBBBB.js', ['d/assets/blocks/a.js: import-statement "../chunks/chunk-BBBBBBBB.js" names no emitted file']],
    ['a bare package name', 'd/assets/blocks/a.js', 'preact', ['d/assets/blocks/a.js: import-statement "preact" names no emitted file']],
  ])('%s', (_name, file, path, expected) => {
    expect(unresolvedImports(new Map([[file, [{ path, kind: 'import-statement' }]]]), files)).toEqual(expected);
  });
});

describe("the loader's chunk table", () => {
  const loader = 'var f={"estate-table":[3,0,1]},c=["chunk-AAAAAAAA","nl-base-BBBBBBBB"],x="estate-blocks";';
  it('is read from the chunk names the loader spells', () => {
    expect(loaderChunkNames(loader)).toEqual(['chunk-AAAAAAAA', 'nl-base-BBBBBBBB']);
  });
  it.each([
    ['every name emitted', ['d/assets/chunks/chunk-AAAAAAAA.js', 'd/assets/chunks/nl-base-BBBBBBBB.js'], loader, []],
    ['a name not emitted', ['d/assets/chunks/chunk-AAAAAAAA.js'], loader, ['d/estate-blocks.js preloads nl-base-BBBBBBBB.js, which is not emitted']],
    ['no table at all', [], 'var f={};', ['d/estate-blocks.js names no chunk: its chunk table is missing']],
  ])('%s', (_name, files, text, expected) => {
    expect(loaderTableProblems('d', text, files)).toEqual(expected);
  });
});

describe('duplicateSingletons: a page holds the framework and the block context once', () => {
  const out = (imports: string[], inputs: string[], dynamic: string[] = []) => ({
    imports: [...imports.map((path) => ({ path, kind: 'import-statement' })), ...dynamic.map((path) => ({ path, kind: 'dynamic-import' }))],
    inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])),
  });
  const CONTEXT = 'widgets/runtime/block-context.tsx';
  const PREACT = 'node_modules/preact/dist/preact.module.js';
  it.each([
    ['one copy each', { 'd/assets/blocks/a.js': out(['d/assets/chunks/f.js'], ['widgets/a/index.tsx']), 'd/assets/chunks/f.js': out([], [PREACT, CONTEXT]) }, []],
    [
      'preact in the block and in a chunk',
      { 'd/assets/blocks/a.js': out(['d/assets/chunks/f.js'], [PREACT]), 'd/assets/chunks/f.js': out([], [PREACT, CONTEXT]) },
      [`d/assets/blocks/a.js: ${PREACT} is in 2 files of the page (d/assets/blocks/a.js, d/assets/chunks/f.js)`],
    ],
    [
      'the block context in two chunks',
      { 'd/assets/blocks/a.js': out(['d/assets/chunks/f.js', 'd/assets/chunks/g.js'], []), 'd/assets/chunks/f.js': out([], [CONTEXT]), 'd/assets/chunks/g.js': out([], [CONTEXT]) },
      [`d/assets/blocks/a.js: ${CONTEXT} is in 2 files of the page (d/assets/chunks/f.js, d/assets/chunks/g.js)`],
    ],
    [
      'a copy in a lazily imported file is not on the page',
      { 'd/assets/blocks/a.js': out(['d/assets/chunks/f.js'], [], ['d/assets/chunks/lazy.js']), 'd/assets/chunks/f.js': out([], [PREACT]), 'd/assets/chunks/lazy.js': out([], [PREACT]) },
      [],
    ],
    [
      'preact named through a linked node_modules',
      { 'd/assets/blocks/a.js': out(['d/assets/chunks/f.js'], [`../../main/${PREACT}`]), 'd/assets/chunks/f.js': out([], [`../../main/${PREACT}`]) },
      [`d/assets/blocks/a.js: ../../main/${PREACT} is in 2 files of the page (d/assets/blocks/a.js, d/assets/chunks/f.js)`],
    ],
    ['a copied helper is not a singleton', { 'd/assets/blocks/a.js': out(['d/assets/chunks/f.js'], ['core/api/headers.ts']), 'd/assets/chunks/f.js': out([], ['core/api/headers.ts']) }, []],
  ])('%s', (_name, outputs, expected) => {
    expect(duplicateSingletons({ outputs }, 'd')).toEqual(expected);
  });
});
