/**
 * The emitted graph of a build as the browser sees it (`npm run size` runs it on dist/ and dist/react/):
 * every import specifier in every emitted JS file names an emitted file; every chunk name in the
 * loader's table is an emitted file; and no page (a block's file with what it imports statically)
 * holds a module of the framework or the block context in two files, which would give the page two
 * instances of it.
 */
import * as esbuild from 'esbuild';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';

/**
 * Modules a page must hold once: the framework's and the block context (one React context per page).
 * A metafile names a package through the real path of node_modules (`../../main/node_modules/…` from a
 * worktree whose node_modules is a link).
 */
export const SINGLETON = /(?:^|\/)node_modules\/(?:preact|react|react-dom|scheduler)\/|^widgets\/runtime\/block-context\.tsx$/;

/** Import specifiers of each file as esbuild parses them: file → [{ path, kind }]. Template-string imports are not listed. */
export async function importsOf(files) {
  const found = new Map(files.map((f) => [posix.resolve(f), []]));
  await esbuild.build({
    entryPoints: files,
    bundle: true,
    write: false,
    outdir: '.build/dist-graph',
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'eb-record-imports',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            found.get(args.importer)?.push({ path: args.path, kind: args.kind });
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return new Map(files.map((f) => [f, found.get(posix.resolve(f))]));
}

/** Specifiers (per `imports`: file → [{ path }]) that name no file of `files`. */
export function unresolvedImports(imports, files) {
  const known = new Set(files);
  const problems = [];
  for (const [file, list] of imports) {
    for (const { path, kind } of list) {
      const target = path.startsWith('.') ? posix.join(posix.dirname(file), path) : null;
      if (!target || !known.has(target)) problems.push(`${file}: ${kind} "${path}" names no emitted file`);
    }
  }
  return problems;
}

/** The chunk names (`name-HASH`, relative to assets/chunks/, no extension) the loader's text spells. */
export const loaderChunkNames = (text) => [...new Set([...text.matchAll(/"([\w.-]+-[A-Z0-9]{8})"/g)].map((m) => m[1]))];

/** Problems of the loader's chunk table in build `dir`: a name with no file, or no name at all. */
export function loaderTableProblems(dir, loaderText, files) {
  const names = loaderChunkNames(loaderText);
  if (!names.length) return [`${dir}/estate-blocks.js names no chunk: its chunk table is missing`];
  const known = new Set(files);
  return names.filter((n) => !known.has(`${dir}/assets/chunks/${n}.js`)).map((n) => `${dir}/estate-blocks.js preloads ${n}.js, which is not emitted`);
}

/** For each block file of `meta` (a metafile), the singleton modules that two files of its page hold. */
export function duplicateSingletons(meta, dir) {
  const problems = [];
  const blocks = Object.keys(meta.outputs).filter((f) => f.startsWith(`${dir}/assets/blocks/`) && f.endsWith('.js'));
  for (const block of blocks) {
    const page = new Set();
    const visit = (file) => {
      if (page.has(file) || !meta.outputs[file]) return;
      page.add(file);
      for (const i of meta.outputs[file].imports) if (i.kind === 'import-statement') visit(i.path);
    };
    visit(block);
    const holders = new Map();
    for (const file of page) {
      for (const input of Object.keys(meta.outputs[file].inputs ?? {})) {
        if (SINGLETON.test(input)) (holders.get(input) ?? holders.set(input, []).get(input)).push(file);
      }
    }
    for (const [input, files] of holders) if (files.length > 1) problems.push(`${block}: ${input} is in ${files.length} files of the page (${files.join(', ')})`);
  }
  return problems;
}

const jsFiles = (dir, skip) =>
  readdirSync(dir).flatMap((name) => {
    const path = posix.join(dir, name);
    if (statSync(path).isDirectory()) return skip.includes(path) ? [] : jsFiles(path, skip);
    return name.endsWith('.js') ? [path] : [];
  });

/** Every problem of the emitted graph of build folder `dir` (e.g. "dist"); `skip`: nested builds. */
export async function distGraphProblems(dir, skip = []) {
  if (!existsSync(`${dir}/meta.json`)) return [`${dir}/meta.json is missing: run npm run build first`];
  const files = jsFiles(dir, skip);
  const meta = JSON.parse(readFileSync(`${dir}/meta.json`, 'utf8'));
  return [
    ...unresolvedImports(await importsOf(files), files),
    ...loaderTableProblems(dir, readFileSync(`${dir}/estate-blocks.js`, 'utf8'), files),
    ...duplicateSingletons(meta, dir),
  ];
}
