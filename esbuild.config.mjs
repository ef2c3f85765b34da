/**
 * The build (`npm run build`):
 *   dist/          default build, React aliased to preact/compat (shims/preact-alias.mjs)
 *   dist/react/    the same with React 19
 *     estate-blocks.js      the loader (no framework code)
 *     assets/blocks/<block>.js  one lazily imported chunk per widgets/<block>/index.tsx, + .css
 *     assets/runtime/early-search.js  a listing block's first estates search, imported by the loader; the listing
 *                           blocks import their query code from it (scripts/early-search-build.mjs)
 *     assets/chunks/        shared chunks (spec §7: script chunks load from an /assets/ path), each named
 *                           `<name>-<hash>.js` from its final bytes (scripts/content-names.mjs): served
 *                           immutable, a name never stands for two contents across builds
 *     estate-blocks.css     all CSS in one file, for site builders who prefer one <link>
 *     meta.json             esbuild metafile (blocks + loader)
 *   test-dist/ (+ react/)  the loader with tests/fixture-blocks/* — used only by the browser tests
 *   .build/demo-host.mjs   the demo host server for Node 20; .build/site/ its page assets;
 *   .build/blocks.json     every block's name, configuration schema and example (catalogue, README)
 * Flags: --only=dist,test,host (default: all).
 */
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { preactAliasPlugin } from './shims/preact-alias.mjs';
import { addCompileHint, COMPILE_HINT, isEmptyCode, mergeTinyChunks, MIN_CHUNK_GZIP, OUTPUT_OPTIONS } from './scripts/merge-chunks.mjs';
import { renameByContent } from './scripts/content-names.mjs';
import { buildEarlySearch, planEarlySearch, sharedFromEarlySearch } from './scripts/early-search-build.mjs';
import { releaseSummary, writeRelease } from './scripts/release.mjs';
import { writeNodeTypes } from './scripts/node-types.mjs';
import { GENERATED, loaderFlags, writeLoaderFacts } from './scripts/loader-facts.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice(7).split(',') : ['dist', 'test', 'host'];

const common = {
  ...OUTPUT_OPTIONS,
  metafile: true,
  logLevel: 'warning',
  jsx: 'automatic',
  define: { __VERSION__: JSON.stringify(pkg.version), 'process.env.NODE_ENV': '"production"' },
  loader: { '.png': 'dataurl', '.svg': 'dataurl', '.woff2': 'file' },
};

/** Folders under `dir` holding an index.tsx (or index.ts): one block each, named after the folder. */
export function discoverBlocks(dir) {
  const skip = new Set(['ui', 'runtime']);
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !skip.has(d.name))
    .map((d) => ({ name: d.name, entry: ['index.tsx', 'index.ts'].map((f) => join(dir, d.name, f)).find(existsSync) }))
    .filter((b) => b.entry)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Every CSS file the bundle ships lives in the cascade layer `estate-blocks` (DESIGN §3): any rule of
 * the host page that is not in a layer wins over the blocks' rules, whatever its specificity, so one
 * `:root { --eb-color-accent: … }` or `.my-site a { … }` themes the blocks without a fight. Done here
 * once, for every emitted file (blocks, shared chunks, estate-blocks.css), rather than in each source file.
 */
const CSS_LAYER = 'estate-blocks';
/** The theme-isolation reset (widgets/ui/isolation.css), kept outside the layer so it can outweigh a theme's element rules. */
const ISOLATION = readFileSync('widgets/ui/isolation.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').trim();
function inLayer(css) {
  const text = typeof css === 'string' ? css : new TextDecoder().decode(css);
  return text.trim() === '' ? text : `@layer ${CSS_LAYER}{\n${text}}\n${ISOLATION}\n`;
}

function wrapCssOutputs(outputs) {
  for (const file of outputs.filter((f) => f.endsWith('.css'))) writeFileSync(file, inLayer(readFileSync(file, 'utf8')));
}

function mergeMeta(...metas) {
  return { inputs: Object.assign({}, ...metas.map((m) => m.inputs)), outputs: Object.assign({}, ...metas.map((m) => m.outputs)) };
}

/**
 * The loader's block table: per block, 1 when it ships a CSS file, 2 when it is built on the runtime,
 * plus the flags its loader facts give (scripts/loader-facts.mjs `loaderFlags`), then the indexes (in `chunks`) of
 * every chunk its entry imports statically, transitively — the loader modulepreloads them beside the
 * block's own file, so the browser fetches them at once rather than after parsing each importer.
 */
export function blockTable(metafile, outdir, blocks, factFlags = {}) {
  const chunks = [];
  const indexOf = (file) => {
    // Relative to assets/chunks/: the early search, which listing blocks import, is ../runtime/early-search.
    const name = relative(`${outdir}/assets/chunks`, file).slice(0, -'.js'.length);
    if (!chunks.includes(name)) chunks.push(name);
    return chunks.indexOf(name);
  };
  const staticImports = (file, seen = new Set()) => {
    for (const i of metafile.outputs[file]?.imports ?? []) {
      if (i.kind === 'import-statement' && !seen.has(i.path)) {
        seen.add(i.path);
        staticImports(i.path, seen);
      }
    }
    return seen;
  };
  const outputs = metafile.outputs;
  const known = Object.fromEntries(
    blocks.map((b) => {
      const entry = `${outdir}/assets/blocks/${b.name}.js`;
      const css = `${outdir}/assets/blocks/${b.name}.css` in outputs ? 1 : 0;
      const files = [entry, ...staticImports(entry)];
      // A block built on the runtime (defineBlock) loads texts and makes the site calls; the host block does neither.
      const texts = files.some((f) => outputs[f] && 'core/i18n/load-catalogue.ts' in outputs[f].inputs) ? 2 : 0;
      return [b.name, [css | texts | (factFlags[b.name] ?? 0), ...files.slice(1).map(indexOf)]];
    }),
  );
  // Per locale, the catalogue parts (core/i18n/catalogues/<locale>-base|detail.ts) with what each imports.
  const texts = {};
  for (const [file, output] of Object.entries(outputs)) {
    const part = /catalogues\/(\w+)-(base|detail)\.ts$/.exec(output.entryPoint ?? '');
    if (part && file.endsWith('.js')) (texts[part[1]] ??= [])[part[2] === 'base' ? 0 : 1] = [file, ...staticImports(file)].map(indexOf);
  }
  return { known, chunks, texts };
}

/**
 * esbuild emits a JS chunk with no code for a set of blocks that share only CSS (Leaflet's sheet for
 * host and estate-map) or only a re-export barrel (core/routes/index.ts): every page that loads those
 * blocks then requests an empty file. Deletes such chunks and the bare imports of them
 * (an empty module has no effect to keep), in the files and in the metafile the block table and the
 * size budgets read.
 */
export function dropEmptyChunks(metafile) {
  const empty = Object.keys(metafile.outputs).filter((f) => /\/assets\/chunks\/[^/]+\.js$/.test(f) && isEmptyCode(readFileSync(f, 'utf8')));
  if (!empty.length) return [];
  const names = empty.map((f) => f.slice(f.lastIndexOf('/') + 1).replace(/[.]/g, '\\.'));
  const bare = new RegExp(`import\\s*"[^"]*/(?:${names.join('|')})";?`, 'g');
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js') || !output.imports.some((i) => empty.includes(i.path))) continue;
    writeFileSync(file, readFileSync(file, 'utf8').replace(bare, ''));
    output.imports = output.imports.filter((i) => !empty.includes(i.path));
  }
  for (const file of empty) {
    rmSync(file);
    delete metafile.outputs[file];
  }
  return empty;
}

/**
 * The passes, in order: esbuild's split build of the blocks; every CSS file in the cascade layer; no
 * empty chunk; tiny chunks merged; the early search; the compile hint; then every hashed file named
 * from its final bytes, and only then the loader, whose chunk table names those final files; last, the
 * one-file CSS.
 */
export async function buildBundle({ outdir, blocks, react, plugins: extraPlugins = [], mergeMin = MIN_CHUNK_GZIP }) {
  const plugins = [...(react ? [] : [preactAliasPlugin()]), ...extraPlugins];
  const options = { ...common, plugins, splitting: true, chunkNames: 'assets/chunks/[name]-[hash]', assetNames: 'assets/[name]-[hash]' };
  const entryPoints = Object.fromEntries(blocks.map((b) => [`assets/blocks/${b.name}`, b.entry]));
  const earlyEntry = await planEarlySearch(options, entryPoints);
  const blockBuild = await esbuild.build({ ...options, plugins: [...plugins, sharedFromEarlySearch(earlyEntry.names)], entryPoints, outdir });
  wrapCssOutputs(Object.keys(blockBuild.metafile.outputs));
  dropEmptyChunks(blockBuild.metafile);
  await mergeTinyChunks(blockBuild.metafile, mergeMin);
  const earlyBuild = await buildEarlySearch({ ...common, plugins }, outdir, blockBuild.metafile, earlyEntry);
  const split = mergeMeta(blockBuild.metafile, earlyBuild.metafile);
  addCompileHint(Object.keys(split.outputs).filter((f) => f.endsWith('.js')));
  renameByContent(split);
  const { known, chunks, texts } = blockTable(split, outdir, blocks, await loaderFlags());
  const loaderBuild = await esbuild.build({
    ...common,
    entryPoints: { 'estate-blocks': 'widgets/loader.ts' },
    outdir,
    banner: { js: COMPILE_HINT },
    define: { ...common.define, __EB_BLOCKS__: JSON.stringify(known), __EB_CHUNKS__: JSON.stringify(chunks), __EB_TEXTS__: JSON.stringify(texts) },
  });
  const cssBuild = await esbuild.build({
    ...common,
    plugins,
    stdin: {
      // Re-exports, not bare imports: package.json marks modules side-effect free except CSS.
      contents: ["import './widgets/ui/theme.css';", ...blocks.map((b, i) => `export { default as b${i} } from ${JSON.stringify(`./${b.entry}`)};`)].join('\n'),
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    outfile: join(outdir, 'estate-blocks-all.js'),
    assetNames: 'assets/[name]-[hash]',
    metafile: false,
    write: false,
  });
  mkdirSync(outdir, { recursive: true });
  for (const file of cssBuild.outputFiles) {
    if (file.path.endsWith('.css')) writeFileSync(join(outdir, 'estate-blocks.css'), inLayer(file.contents));
  }
  writeFileSync(join(outdir, 'meta.json'), JSON.stringify(mergeMeta(split, loaderBuild.metafile)));
  return known;
}

/**
 * Imports each block under Node to read the name, schema and example it gives defineBlock. Built with
 * splitting, like the browser build: without it esbuild wraps lazily imported modules in init functions
 * and a block whose module reads a constant at load time (e.g. scopes.ts's status list) sees it undefined.
 */
async function writeBlockCatalogue(blocks) {
  const outdir = '.build/block-meta';
  rmSync(outdir, { recursive: true, force: true });
  try {
    await esbuild.build({
      ...common,
      minify: false,
      metafile: false,
      platform: 'node',
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      plugins: [preactAliasPlugin()],
      entryPoints: Object.fromEntries(blocks.map((b) => [b.name, b.entry])),
      outdir,
      loader: { ...common.loader, '.css': 'empty' },
      logLevel: 'silent',
    });
  } catch (error) {
    throw new Error(`[build] could not build the blocks to read their schemas: ${String(error).split('\n')[0]}`, { cause: error });
  }
  // A block whose schema cannot be read would reach the catalogue page and README with no keys: fail the build.
  const list = await Promise.all(
    blocks.map(async (b) => {
      try {
        const mod = (await import(pathToFileURL(join(process.cwd(), outdir, `${b.name}.js`)).href)).default;
        return { name: b.name, schema: mod?.schema ?? {}, example: mod?.example ?? {}, description: mod?.description ?? '' };
      } catch (error) {
        throw new Error(`[build] could not read the schema of block ${b.name}: ${String(error).split('\n')[0]}`, { cause: error });
      }
    }),
  );
  writeFileSync('.build/blocks.json', JSON.stringify(list, null, 2));
}

async function buildHost() {
  await esbuild.build({
    entryPoints: { 'demo-host': 'demo-host/server.ts' },
    outdir: '.build',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    define: { __VERSION__: JSON.stringify(pkg.version) },
    logLevel: 'warning',
  });
  await esbuild.build({
    ...common,
    entryPoints: { 'catalogue-editor': 'demo-host/site/assets/catalogue-editor.ts', site: 'demo-host/site/assets/site.css', 'theme-harbour': 'demo-host/site/assets/theme-harbour.css' },
    outdir: '.build/site',
    metafile: false,
  });
}

/** Builds the default and React bundles into a temporary folder and swaps it in only when both succeed. */
async function buildBoth(outdir, blocks) {
  const tmp = `.build/tmp-${outdir}-${process.pid}`;
  try {
    await buildBundle({ outdir: tmp, blocks, react: false });
    await buildBundle({ outdir: `${tmp}/react`, blocks, react: true });
    // esbuild's metafile paths name the temporary folder; make them name the real one.
    for (const meta of [`${tmp}/meta.json`, `${tmp}/react/meta.json`]) {
      writeFileSync(meta, readFileSync(meta, 'utf8').replaceAll(`${tmp}/`, `${outdir}/`));
    }
    rmSync(outdir, { recursive: true, force: true });
    renameSync(tmp, outdir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The whole build, run when this file is the command (`node esbuild.config.mjs`); a test imports buildBundle alone. */
async function main() {
  const started = Date.now();
  mkdirSync('.build', { recursive: true });
  // The loader's facts registry follows the blocks' declarations before anything is bundled from it.
  if (writeLoaderFacts()) console.log(`[build] wrote ${GENERATED} from the blocks' loader facts`);
  const widgetBlocks = discoverBlocks('widgets');
  const phases = {
    dist: async () => {
      await buildBoth('dist', widgetBlocks);
      console.log(releaseSummary(writeRelease('dist', pkg.version)));
    },
    test: () => buildBoth('test-dist', discoverBlocks('tests/fixture-blocks')),
    host: async () => {
      // The host is built first: a block whose schema cannot be read fails the build, not the demo host.
      await buildHost();
      await writeBlockCatalogue(widgetBlocks);
      writeNodeTypes();
    },
  };
  // Each phase runs even when another fails (a block's work in progress must not stop the harness build).
  const failed = [];
  for (const name of only) {
    try {
      await phases[name]();
    } catch (error) {
      failed.push(name);
      if (!error?.errors) console.error(error);
    }
  }
  const summary = `${only.join(', ')} in ${Date.now() - started} ms (${widgetBlocks.length} blocks: ${widgetBlocks.map((b) => b.name).join(', ')})`;
  if (failed.length) {
    console.error(`[build] FAILED: ${failed.join(', ')} — ${summary}`);
    process.exit(1);
  }
  console.log(`[build] built ${summary}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
