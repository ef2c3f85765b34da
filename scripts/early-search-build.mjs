/**
 * assets/runtime/early-search.js: a listing block's first estates search, which the loader
 * imports beside the block's file. It is one file that imports no other file statically, so the search
 * leaves as soon as this one file is in, not after the chunks the blocks share, which queue behind each
 * other on an HTTP/1.1 host's six connections (measured at 1x, median of 30 interleaved loads: the
 * estates request leaves at 117 instead of 134 ms, before the block's file is in; the rows are painted
 * no sooner on the demo host, 236 vs 237 ms, where the answer is in before the code anyway).
 *
 * Its code is not a second copy on a listing page: the modules that only the first search's users share
 * (the URL filter parser, the query builder, the list fields: the chunk esbuild makes for that set of
 * entries) are built into this file, exported under short names, and the blocks' build imports them from
 * it (`sharedFromEarlySearch`). What the first search shares with every block (api headers, locales) is
 * small and copied. Its dynamic imports (a locale's catalogue, the map engine) stay imports of the files
 * the blocks' build emitted: the same URLs, so a block's later import() finds them loaded or on their way.
 */
import * as esbuild from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { chunkLoaders } from './merge-chunks.mjs';

export const EARLY_SEARCH = 'assets/runtime/early-search';
export const EARLY_SEARCH_SOURCE = 'widgets/runtime/early-search.ts';
/** How a block file or shared chunk (both one folder under assets/) imports it. */
export const EARLY_SEARCH_IMPORT = '../runtime/early-search.js';
const FIRST_SEARCH_SOURCE = 'widgets/runtime/first-search.ts';

/**
 * The source modules to build into early-search.js and import from there: those of the shared chunk that
 * holds the first-search code in a split build of the blocks with early-search as one more entry. esbuild
 * puts a module in that chunk exactly when the same set of entries uses it, so every one of them is
 * code the first search runs, and the blocks that load them would load them anyway. None when no block
 * shares the first-search code (a build without listing blocks).
 */
export function sharedWithEarlySearch(metafile, earlyOutput) {
  const loaders = chunkLoaders(metafile.outputs);
  for (const [chunk, by] of loaders) {
    if (!by.has(earlyOutput) || !(FIRST_SEARCH_SOURCE in metafile.outputs[chunk].inputs)) continue;
    return Object.keys(metafile.outputs[chunk].inputs).filter((input) => /\.[cm]?[jt]sx?$/.test(input));
  }
  return [];
}

/** The i-th short export name (the blocks spell each one in their imports). */
const alias = (i) => `_${i.toString(36)}`;

/**
 * The entry early-search.js is built from: the early search's own exports, then every export of each
 * shared module under a short name; and, per shared module, export name → short name.
 */
export function earlySearchEntry(exportsByModule) {
  let counter = 0;
  const names = new Map();
  const lines = [`export * from ${JSON.stringify(`./${EARLY_SEARCH_SOURCE}`)};`];
  for (const [source, exported] of exportsByModule) {
    const map = new Map(exported.map((name) => [name, alias(counter++)]));
    names.set(source, map);
    if (map.size) lines.push(`export { ${[...map].map(([name, short]) => `${name} as ${short}`).join(', ')} } from ${JSON.stringify(`./${source}`)};`);
  }
  return { contents: lines.join('\n'), names };
}

/** Each module's export names, as esbuild sees them (type-only exports have none). */
async function exportsOf(sources, options) {
  if (!sources.length) return new Map();
  const result = await esbuild.build({ ...options, entryPoints: sources, outdir: '.build/early-search-exports', splitting: true, write: false, metafile: true });
  const byEntry = new Map(Object.values(result.metafile.outputs).filter((o) => o.entryPoint).map((o) => [o.entryPoint, o.exports]));
  return new Map(sources.map((s) => [s, byEntry.get(s) ?? []]));
}

/**
 * Step 1, before the blocks' build: which modules early-search.js carries for the blocks, and their
 * names there. `options` are the blocks' build options (plugins included); `blocks` their entry points.
 */
export async function planEarlySearch(options, blocks) {
  const probe = await esbuild.build({
    ...options,
    entryPoints: { ...blocks, [EARLY_SEARCH]: EARLY_SEARCH_SOURCE },
    outdir: '.build/early-search-probe',
    splitting: true,
    write: false,
    metafile: true,
  });
  const earlyOutput = Object.keys(probe.metafile.outputs).find((f) => probe.metafile.outputs[f].entryPoint === EARLY_SEARCH_SOURCE);
  const shared = sharedWithEarlySearch(probe.metafile, earlyOutput);
  return earlySearchEntry(await exportsOf(shared, options));
}

/** The blocks' build plugin: an import of a module early-search.js carries becomes an import from that file. */
export function sharedFromEarlySearch(names) {
  const absolute = new Map([...names].map(([source, map]) => [resolve(source), map]));
  const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts'];
  return {
    name: 'eb-shared-from-early-search',
    setup(build) {
      if (!absolute.size) return;
      build.onResolve({ filter: /^eb-early-search$/ }, () => ({ path: EARLY_SEARCH_IMPORT, external: true }));
      build.onResolve({ filter: /^\./ }, (args) => {
        const base = resolve(args.resolveDir, args.path);
        const hit = EXTENSIONS.map((ext) => base + ext).find((file) => absolute.has(file));
        return hit ? { path: hit, namespace: 'eb-early-search' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'eb-early-search' }, (args) => {
        const list = [...absolute.get(args.path)].map(([name, short]) => `${short} as ${name}`);
        return { contents: list.length ? `export { ${list.join(', ')} } from 'eb-early-search';` : 'export {};', loader: 'js' };
      });
    },
  };
}

/**
 * Step 2, after the blocks' build (and its chunk merges): writes early-search.js from `entry`, and points
 * the blocks' metafile at it (their external import becomes the real file, for the loader's preload table
 * and the size budgets). Returns its build result; none (an empty metafile) when a dynamic import of the
 * early search has no file of the blocks' build to point at (a build without listing blocks): the loader
 * then leaves the first search to the block, as when the file fails to load.
 */
export async function buildEarlySearch(options, outdir, blocksMeta, entry) {
  const fileOf = new Map(Object.entries(blocksMeta.outputs).filter(([, o]) => o.entryPoint).map(([file, o]) => [o.entryPoint, file]));
  const runtimeDir = join(outdir, dirname(EARLY_SEARCH));
  const missing = [];
  const blockFiles = {
    name: 'eb-block-build-files',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const source = relative(process.cwd(), resolve(args.resolveDir, args.path));
        const file = ['.ts', '.tsx', '.js'].map((ext) => fileOf.get(source + ext)).find(Boolean);
        if (!file) missing.push(source);
        return { path: file ? `./${relative(runtimeDir, file)}` : args.path, external: true };
      });
    },
  };
  const result = await esbuild.build({
    ...options,
    plugins: [...(options.plugins ?? []), blockFiles],
    stdin: { contents: entry.contents, resolveDir: process.cwd(), sourcefile: 'early-search-entry.js', loader: 'js' },
    outfile: join(outdir, `${EARLY_SEARCH}.js`),
    write: false,
    metafile: true,
  });
  if (missing.length) return { metafile: { inputs: {}, outputs: {} } };
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
  const own = join(outdir, `${EARLY_SEARCH}.js`);
  for (const output of Object.values(blocksMeta.outputs)) {
    for (const i of output.imports) {
      if (i.external && i.path === EARLY_SEARCH_IMPORT) {
        i.path = own;
        delete i.external;
      }
    }
  }
  return result;
}
