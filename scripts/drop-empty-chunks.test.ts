import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { dropEmptyChunks } from '../esbuild.config.mjs';

describe('dropEmptyChunks: no request for a chunk with no code', () => {
  it('deletes an empty shared chunk and the bare imports of it, in the files and in the metafile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eb-empty-'));
    mkdirSync(join(dir, 'assets/blocks'), { recursive: true });
    mkdirSync(join(dir, 'assets/chunks'), { recursive: true });
    const block = join(dir, 'assets/blocks/map.js');
    const empty = join(dir, 'assets/chunks/chunk-EMPTY111.js');
    const full = join(dir, 'assets/chunks/chunk-FULL2222.js');
    writeFileSync(block, 'import"../chunks/chunk-EMPTY111.js";import{a}from"../chunks/chunk-FULL2222.js";a();');
    writeFileSync(empty, '\n');
    writeFileSync(full, 'export const a=()=>1;');
    const metafile = {
      outputs: {
        [block]: { imports: [{ path: empty, kind: 'import-statement' }, { path: full, kind: 'import-statement' }] },
        [empty]: { imports: [] },
        [full]: { imports: [] },
      },
    };
    expect(dropEmptyChunks(metafile)).toEqual([empty]);
    expect(readFileSync(block, 'utf8')).toBe('import{a}from"../chunks/chunk-FULL2222.js";a();');
    expect(existsSync(empty)).toBe(false);
    expect(Object.keys(metafile.outputs)).toEqual([block, full]);
    expect(metafile.outputs[block]!.imports).toEqual([{ path: full, kind: 'import-statement' }]);
  });

  it('leaves a build with no empty chunk as it is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eb-empty-'));
    mkdirSync(join(dir, 'assets/chunks'), { recursive: true });
    const full = join(dir, 'assets/chunks/chunk-FULL2222.js');
    writeFileSync(full, 'export const a=1;');
    const metafile = { outputs: { [full]: { imports: [] } } };
    expect(dropEmptyChunks(metafile)).toEqual([]);
    expect(readFileSync(full, 'utf8')).toBe('export const a=1;');
  });
});
