import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { preactAliasPlugin } from '../shims/preact-alias.mjs';
import { rewrittenDependencies } from './published-deps.mjs';

const sizes: Record<string, number> = { 'node_modules/a/index.js': 100, '../main/node_modules/@s/b/b.mjs': 50, 'core/x.ts': 10 };

describe('rewrittenDependencies', () => {
  it.each([
    ['every dependency as on disk', { 'node_modules/a/index.js': 100, '../main/node_modules/@s/b/b.mjs': 50 }, []],
    ['a dependency compiled from other bytes', { 'node_modules/a/index.js': 60, '../main/node_modules/@s/b/b.mjs': 50 }, ['node_modules/a/index.js']],
    ['a dependency behind a symlinked node_modules', { 'node_modules/a/index.js': 100, '../main/node_modules/@s/b/b.mjs': 51 }, ['../main/node_modules/@s/b/b.mjs']],
    ['our own sources may differ (they are not dependencies)', { 'core/x.ts': 11 }, []],
  ])('%s', (_case, inputs, expected) => {
    const meta = { inputs: Object.fromEntries(Object.entries(inputs).map(([path, bytes]) => [path, { bytes }])) };
    expect(rewrittenDependencies(meta, (path) => sizes[path]!).map((r) => r.path)).toEqual(expected);
  });
});

/** Bundles zustand/vanilla (a shipped dependency) with `plugins` and returns the metafile. */
async function bundle(plugins: esbuild.Plugin[]) {
  const result = await esbuild.build({
    stdin: { contents: "export { createStore } from 'zustand/vanilla';", resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins,
  });
  return result.metafile;
}

describe('a build that rewrites a dependency is caught', () => {
  it('a build without plugins compiles every dependency as on disk', async () => {
    const meta = await bundle([]);
    expect(Object.keys(meta.inputs).some((p) => p.includes('node_modules/zustand/'))).toBe(true);
    expect(rewrittenDependencies(meta)).toEqual([]);
  });

  it('a plugin whose onLoad patches a dependency is reported with both sizes', async () => {
    const patch: esbuild.Plugin = {
      name: 'patch',
      setup(build) {
        build.onLoad({ filter: /node_modules[/\\]zustand[/\\].*vanilla/ }, async () => ({ contents: '/* cut */ export const createStore = () => {};', loader: 'js' }));
      },
    };
    const rewritten = rewrittenDependencies(await bundle([patch]));
    expect(rewritten).toHaveLength(1);
    expect(rewritten[0]!.path).toMatch(/node_modules\/zustand\/.*vanilla/);
    expect(rewritten[0]!.compiled).toBeLessThan(rewritten[0]!.onDisk);
  });

  it('the preact alias resolves React to preact and rewrites nothing', async () => {
    const result = await esbuild.build({
      stdin: { contents: "export { useState } from 'react';", resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      format: 'esm',
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [preactAliasPlugin()],
    });
    expect(Object.keys(result.metafile.inputs).some((p) => p.includes('node_modules/preact/compat/'))).toBe(true);
    expect(rewrittenDependencies(result.metafile)).toEqual([]);
  });
});

describe('shims/', () => {
  it('holds only aliases: no plugin of it loads a file (an onLoad could hand esbuild other bytes)', async () => {
    const modules = readdirSync('shims').filter((f) => f.endsWith('.mjs'));
    expect(modules.length).toBeGreaterThan(0);
    const registered: string[] = [];
    for (const file of modules) {
      const exports = (await import(/* @vite-ignore */ pathToFileURL(join(process.cwd(), 'shims', file)).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value !== 'function' || !/Plugin$/.test(name)) continue;
        const plugin = (value as () => esbuild.Plugin)();
        const record = (hook: string) => () => registered.push(`${file} ${name} ${hook}`);
        plugin.setup({ onResolve: () => {}, onLoad: record('onLoad'), onStart: () => {}, onEnd: () => {}, onDispose: () => {}, resolve: async () => ({}), initialOptions: {}, esbuild } as unknown as esbuild.PluginBuild);
      }
    }
    expect(registered).toEqual([]);
  });
});
