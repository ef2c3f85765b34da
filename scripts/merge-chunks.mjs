/**
 * Fewer, sensible chunks. esbuild splits shared code by the exact set of entries that use
 * each statement and has no manual chunks, so a build of a dozen blocks yields dozens of shared chunks
 * of a few hundred bytes: one request each, and gzip that compresses each alone. This post-build step
 * merges every chunk under MIN_CHUNK_GZIP that is always loaded together with another chunk (every
 * entry that loads it loads the other one too) into that other chunk, choosing the one the fewest
 * entries load, so a page that did not need the small chunk pays at most its few hundred bytes (or,
 * for a chunk over FREE_MERGE_GZIP, only one entry more pays them: mayJoin).
 *
 * A merge is a second esbuild pass: a generated module re-exports every member chunk's exports under
 * fresh names and is bundled with all other chunks external; then every file that imported a member is
 * bundled again with that member replaced by a module re-exporting the fresh names under the old ones.
 * Both passes only move finished, minified modules: no source is compiled twice. Entries (blocks, lazily
 * imported catalogues, the map engine) keep their files and names: the loader and import() ask for them.
 */
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const MIN_CHUNK_GZIP = 1536;
/**
 * A chunk under this size may join any chunk that always comes with it. From here to MIN_CHUNK_GZIP it
 * may join only a chunk that at most MAX_EXTRA_ENTRIES more entries load: the bytes then go to one page
 * type that did not need them, never to several (measured: merging the 1–1.5 KB chunks freely puts the
 * estate card on the rental unit page, +1.8 KB; with this rule no page of the default build grows and
 * three load a file less). Half a KB, not 1 KB: at 1 KB the date formatters (~0.6 KB) joined the chunk
 * every block loads, which the listing page's search and table never run (with the compile hint's ~20 B
 * per file, that put the listing page over its 60 KB). Now the detail and rental unit pages load one
 * file more (+0.1 KB each); the listing, favorites, contact and keep-me-informed pages 0.6 KB less.
 */
export const FREE_MERGE_GZIP = 512;
export const MAX_EXTRA_ENTRIES = 1;

/** Whether a chunk of `size` bytes gzip, loaded by `by`, may join a chunk loaded by `partnerBy` (a superset). */
export const mayJoin = (size, by, partnerBy) => size < FREE_MERGE_GZIP || partnerBy.size - by.size <= MAX_EXTRA_ENTRIES;

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment). A file that starts with it
 * has every function compiled on the thread that streams the file in, not on the main thread at the
 * function's first call. Every file of the bundle is fetched to run at once (the loader, a block with
 * its chunks, a lazy part when it is needed), so the work is not wasted. Measured on the benchmark
 * table: lazy compiling was ~7 of the 16–20 ms of the first 20 rows' render and ~12 ms
 * before it; with the hint the rows were painted 4–7 ms sooner (medians of 21 and 31 interleaved
 * loads), and the search page's list, the map and the detail page sooner too.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on the first line of each file. Done once the files are final (after the merge pass,
 * which then plans with the same sizes as without the hint) rather than as an esbuild banner.
 */
export function addCompileHint(files) {
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.startsWith(COMPILE_HINT)) writeFileSync(file, `${COMPILE_HINT}\n${text}`);
  }
}

/** The build's output options; the merge pass must emit the same kind of file as the first pass. */
export const OUTPUT_OPTIONS = { bundle: true, format: 'esm', target: 'es2020', minify: true, legalComments: 'none', charset: 'utf8' };

/** Whether a JS file holds no code (at most the compile hint). */
export const isEmptyCode = (text) => text.replace(COMPILE_HINT, '').trim() === '';

const isChunk = (outputs, file) => /\/assets\/chunks\/[^/]+\.js$/.test(file) && !outputs[file].entryPoint;
const staticImports = (output) => (output?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path);

/** Shared chunk → the entries (JS outputs with an entry point) that load it statically, directly or not. */
export function chunkLoaders(outputs) {
  const loaders = new Map();
  for (const [entry, output] of Object.entries(outputs)) {
    if (!entry.endsWith('.js') || !output.entryPoint) continue;
    const seen = new Set();
    const walk = (file) => {
      for (const dep of staticImports(outputs[file])) {
        if (seen.has(dep)) continue;
        seen.add(dep);
        walk(dep);
      }
    };
    walk(entry);
    for (const dep of seen) if (isChunk(outputs, dep)) (loaders.get(dep) ?? loaders.set(dep, new Set()).get(dep)).add(entry);
  }
  return loaders;
}

const subset = (a, b) => [...a].every((x) => b.has(x));

/**
 * The chunks under `min` bytes gzip (per `gzipOf`) that are always loaded with another chunk: each with
 * the chunk it should join (the one loaded by the fewest entries; then the smaller).
 */
export function tinyChunks(outputs, gzipOf, min = MIN_CHUNK_GZIP) {
  const loaders = chunkLoaders(outputs);
  const found = [];
  for (const [chunk, by] of loaders) {
    if (gzipOf(chunk) >= min) continue;
    const partners = [...loaders].filter(([other, set]) => other !== chunk && subset(by, set) && mayJoin(gzipOf(chunk), by, set));
    partners.sort((a, b) => a[1].size - b[1].size || gzipOf(a[0]) - gzipOf(b[0]));
    if (partners.length) found.push({ chunk, with: partners.map(([p]) => p) });
  }
  return found;
}

/** Merge plan: groups of chunk files (each of two or more) such that the group graph stays acyclic. */
export function planMerges(outputs, gzipOf, min = MIN_CHUNK_GZIP) {
  const loaders = chunkLoaders(outputs);
  /** chunk → its group (a Set shared by the members). */
  const group = new Map([...loaders.keys()].map((c) => [c, new Set([c])]));
  const size = (g) => [...g].reduce((sum, c) => sum + gzipOf(c), 0);
  const loadersOf = (g) => loaders.get([...g][0]);
  const deps = (g) => new Set([...g].flatMap((c) => staticImports(outputs[c])).filter((d) => group.has(d) && !g.has(d)).map((d) => group.get(d)));
  const reaches = (from, to, seen = new Set()) => {
    for (const d of deps(from)) {
      if (d === to) return true;
      if (!seen.has(d)) {
        seen.add(d);
        if (reaches(d, to, seen)) return true;
      }
    }
    return false;
  };
  // A group whose members do not import each other directly may still reach one another through a
  // chunk outside it: merging then creates an import cycle between files, which changes evaluation order.
  const acyclic = (a, b) => ![...deps(a)].some((d) => d !== b && reaches(d, b)) && ![...deps(b)].some((d) => d !== a && reaches(d, a));
  for (;;) {
    const groups = [...new Set(group.values())];
    const tiny = groups.filter((g) => size(g) < min).sort((a, b) => size(a) - size(b));
    let done = false;
    for (const g of tiny) {
      const partners = groups
        // Every chunk g imports must already load wherever h loads: a merge adds g's bytes to h's pages, never more files.
        .filter((h) => h !== g && subset(loadersOf(g), loadersOf(h)) && mayJoin(size(g), loadersOf(g), loadersOf(h)) && [...deps(g)].every((d) => d === h || subset(loadersOf(h), loadersOf(d))) && acyclic(g, h))
        .sort((a, b) => loadersOf(a).size - loadersOf(b).size || size(a) - size(b));
      if (!partners.length) continue;
      const into = partners[0];
      // The merged group is loaded by the partner's entries (a superset of g's).
      const by = loadersOf(into);
      for (const c of g) {
        into.add(c);
        group.set(c, into);
        loaders.set(c, by);
      }
      done = true;
      break;
    }
    if (!done) break;
  }
  return [...new Set(group.values())].filter((g) => g.size > 1).map((g) => [...g]);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The i-th short export name of a merged file (a, b, …, Z, aa, ab, …): every importer spells them. */
const fresh = (i) => (i < LETTERS.length ? LETTERS[i] : fresh(Math.floor(i / LETTERS.length) - 1) + LETTERS[i % LETTERS.length]);
const hashOf = (text) => createHash('sha1').update(text).digest('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase();

/** Marks every import not handled by `claim` external, with its specifier unchanged. */
const externalPlugin = (claim) => ({
  name: 'eb-merge-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return;
      return claim(args) ?? { path: args.path, external: true };
    });
  },
});

async function bundleText(contents, resolveDir, plugins) {
  const result = await esbuild.build({
    stdin: { contents, resolveDir, loader: 'js' },
    ...OUTPUT_OPTIONS,
    write: false,
    // Every statement of a finished chunk was kept because some file uses it: keep them all, whatever
    // the project's package.json says of side effects (it would let esbuild drop a bare chunk import).
    ignoreAnnotations: true,
    logLevel: 'silent',
    plugins,
  });
  return result.outputFiles[0].text;
}

/**
 * Applies planMerges to the files of a build and to its metafile (outputs only; inputs unchanged).
 * Returns the merged groups as [new file, ...member files].
 */
export async function mergeTinyChunks(metafile, min = MIN_CHUNK_GZIP) {
  const outputs = metafile.outputs;
  const gzip = new Map();
  const gzipOf = (file) => gzip.get(file) ?? gzip.set(file, gzipSync(readFileSync(file), { level: 9 }).length).get(file);
  const groups = planMerges(outputs, gzipOf, min);
  if (!groups.length) return [];
  /** member file → { file: merged file, names: old export name → fresh name } */
  const moved = new Map();
  const merged = [];
  for (const members of groups) {
    let counter = 0;
    const dir = dirname(members[0]);
    // Dependencies first, so the members run in the order the importers ran them.
    const order = [];
    const visit = (c) => {
      if (order.includes(c)) return;
      for (const d of staticImports(outputs[c])) if (members.includes(d)) visit(d);
      order.push(c);
    };
    members.forEach(visit);
    const names = new Map(order.map((c) => [c, new Map(outputs[c].exports.map((e) => [e, fresh(counter++)]))]));
    const text = order
      .map((c) => {
        const list = [...names.get(c)].map(([e, n]) => `${e} as ${n}`);
        return list.length ? `export { ${list.join(', ')} } from './${relative(dir, c)}';` : `import './${relative(dir, c)}';`;
      })
      .join('\n');
    const absMembers = new Set(members.map((m) => resolve(m)));
    const code = await bundleText(text, dir, [
      externalPlugin((args) => (absMembers.has(resolve(args.resolveDir, args.path)) ? { path: resolve(args.resolveDir, args.path) } : undefined)),
    ]);
    const file = join(dir, `chunk-${hashOf(code)}.js`);
    writeFileSync(file, code);
    for (const c of order) moved.set(c, { file, names: names.get(c) });
    const imports = [...new Set(order.flatMap((c) => outputs[c].imports.map((i) => JSON.stringify(i))))].map((i) => JSON.parse(i)).filter((i) => !members.includes(i.path));
    const inputs = Object.assign({}, ...order.map((c) => outputs[c].inputs));
    outputs[file] = { imports, exports: order.flatMap((c) => [...names.get(c).values()]), inputs, bytes: Buffer.byteLength(code) };
    for (const c of members) {
      rmSync(c);
      delete outputs[c];
    }
    merged.push([file, ...members]);
  }
  // Every file that imports a member now imports the merged file under the fresh names.
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js') || !output.imports.some((i) => moved.has(i.path))) continue;
    const dir = dirname(file);
    const code = await bundleText(readFileSync(file, 'utf8'), dir, [
      externalPlugin((args) => {
        const target = relative(process.cwd(), resolve(args.resolveDir, args.path));
        return moved.has(target) ? { path: target, namespace: 'eb-moved' } : undefined;
      }),
      {
        name: 'eb-moved',
        setup(build) {
          build.onLoad({ filter: /.*/, namespace: 'eb-moved' }, (args) => {
            const { file: to, names } = moved.get(args.path);
            const spec = `./${relative(dir, to)}`.replace(/^\.\/\.\.\//, '../');
            const list = [...names].map(([e, n]) => `${n} as ${e}`);
            return { contents: list.length ? `export { ${list.join(', ')} } from '${spec}';` : `import '${spec}';`, loader: 'js', resolveDir: dir };
          });
        },
      },
    ]);
    writeFileSync(file, code);
    output.bytes = Buffer.byteLength(code);
    const seen = new Set();
    output.imports = output.imports
      .map((i) => (moved.has(i.path) ? { ...i, path: moved.get(i.path).file } : i))
      .filter((i) => {
        const key = `${i.kind} ${i.path}`;
        return !seen.has(key) && seen.add(key);
      });
  }
  return merged;
}
