/**
 * `npm run size`: gzip and brotli size of every output file of both builds, checked against
 * size-budgets.json. Also fails when an output contains eval( or new Function(, or when a
 * metafile shows two copies of preact or React in one build (or React in the preact build), or when a
 * JS output is empty (a request for nothing).
 *
 * size-budgets.json:
 *   "files":  { "<path or glob with *>": { "gzip": bytes, "brotli"?: bytes } }
 *   "groups": { "<label>": { "build": "dist" | "dist/react", "entries": [...], "gzip": bytes } }
 *     entries are output files relative to the build ("assets/blocks/estate-table.js") or source files
 *     ("core/i18n/catalogues/nl.ts", for lazily imported chunks); the group is every JS file
 *     statically imported from them (per the build's meta.json), each counted once.
 * Also fails on a small JS chunk that the merge rule (scripts/merge-chunks.mjs mayJoin,
 * applied at build time) would have joined to a chunk always loaded with it, and on a chunk with no
 * code; reports each group's requests (JS files).
 * Flags: --json (machine-readable result on stdout); --builds=a,b (default dist,dist/react).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isEmptyCode, MIN_CHUNK_GZIP, tinyChunks } from './merge-chunks.mjs';

const buildsArg = process.argv.find((a) => a.startsWith('--builds='));
const BUILDS = buildsArg ? buildsArg.slice(9).split(',') : ['dist', 'dist/react'];
const FORBIDDEN = [/\beval\(/, /\bnew Function\(/];

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return BUILDS.includes(path) && path !== dir ? [] : walk(path);
    return /\.(js|css)$/.test(name) ? [path] : [];
  });
}

export function measure(path) {
  const content = readFileSync(path);
  return {
    path,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    content,
  };
}

export function globToRegExp(glob) {
  return new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
}

/** Source path → package root for preact / react / react-dom inputs, to find duplicate copies. */
export function frameworkCopies(meta) {
  const roots = {};
  for (const input of Object.keys(meta.inputs)) {
    const m = /^(.*node_modules\/(preact|react|react-dom))\//.exec(input);
    if (!m) continue;
    (roots[m[2]] ??= new Set()).add(m[1]);
  }
  return roots;
}

/** The biggest contributors (package or top-level folder, bytes in the minified output) of some output files. */
export function topInputs(meta, files, count = 6) {
  const by = {};
  for (const f of files) {
    for (const [input, info] of Object.entries(meta.outputs[f]?.inputs ?? {})) {
      const parts = input.split('/');
      const key = parts[0] === 'node_modules' ? parts.slice(0, parts[1].startsWith('@') ? 3 : 2).join('/') : parts.slice(0, 2).join('/');
      by[key] = (by[key] ?? 0) + info.bytesInOutput;
    }
  }
  return Object.entries(by)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}

/** Every output JS file statically reachable from `entries` in `meta` (paths relative to the build). */
export function groupFiles(meta, build, entries) {
  const outputs = meta.outputs;
  const start = entries.map((entry) => {
    if (/\.(tsx?|jsx?|mjs)$/.test(entry) && !entry.endsWith('.js')) {
      const hit = Object.entries(outputs).find(([, o]) => o.entryPoint === entry);
      if (!hit) throw new Error(`no output has the entry point ${entry} in ${build}/meta.json`);
      return hit[0];
    }
    return `${build}/${entry}`;
  });
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    if (!outputs[path]) throw new Error(`${path} is not an output of ${build}`);
    seen.add(path);
    for (const imp of outputs[path].imports) if (imp.kind === 'import-statement') visit(imp.path);
  };
  start.forEach(visit);
  return [...seen];
}

function pad(text, width, right = false) {
  const s = String(text);
  return right ? s.padStart(width) : s.padEnd(width);
}

export function run({ json = false } = {}) {
  const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8'));
  const problems = [];
  const rows = [];
  const sizes = new Map();
  for (const build of BUILDS) {
    if (!existsSync(join(build, 'meta.json'))) {
      problems.push(`${build}/meta.json is missing: run npm run build first`);
      continue;
    }
    for (const file of walk(build).sort()) {
      const m = measure(file);
      sizes.set(file, m);
      const text = m.content.toString('utf8');
      for (const re of FORBIDDEN) if (re.test(text)) problems.push(`${file} contains ${re.source.replace(/\\b|\\/g, '')}`);
      // A request for a file with no code (esbuild.config.mjs dropEmptyChunks).
      if (/\.js$/.test(file) && isEmptyCode(text)) problems.push(`${file} is an empty chunk: every page loading it makes a request for nothing`);
    }
    const meta = JSON.parse(readFileSync(join(build, 'meta.json'), 'utf8'));
    const copies = frameworkCopies(meta);
    for (const [pkg, roots] of Object.entries(copies)) {
      if (roots.size > 1) problems.push(`${build} bundles ${roots.size} copies of ${pkg}: ${[...roots].join(', ')}`);
    }
    if (build === 'dist' && (copies.react || copies['react-dom'])) problems.push('the preact build (dist) bundles React');
    if (build === 'dist/react' && copies.preact) problems.push('the React build (dist/react) bundles preact');
    for (const { chunk, with: partners } of tinyChunks(meta.outputs, (f) => (sizes.get(f) ?? measure(f)).gzip)) {
      problems.push(`${chunk} is under ${MIN_CHUNK_GZIP} B gzip and always loaded with ${partners[0]}: one request more for a few hundred bytes (merge them)`);
    }
    for (const [label, group] of Object.entries(budgets.groups ?? {})) {
      if ((group.build ?? 'dist') !== build) continue;
      try {
        const files = groupFiles(meta, build, group.entries);
        const gzip = files.reduce((sum, f) => sum + (sizes.get(f)?.gzip ?? measure(f).gzip), 0);
        rows.push({ kind: 'group', name: label, gzip, budget: group.gzip, files });
        if (gzip > group.gzip) {
          const top = topInputs(meta, files).map(([k, v]) => `${k} ${(v / 1024).toFixed(1)} KB`).join(', ');
          problems.push(`group "${label}": ${gzip} B gzip > budget ${group.gzip} B; biggest inputs (minified, before gzip): ${top}`);
        }
      } catch (error) {
        problems.push(`group "${label}": ${error.message}`);
      }
    }
  }
  for (const [glob, limit] of Object.entries(budgets.files ?? {})) {
    const re = globToRegExp(glob);
    const matched = [...sizes.keys()].filter((f) => re.test(f));
    if (!matched.length) problems.push(`budget "${glob}" matches no output file`);
    for (const f of matched) {
      const m = sizes.get(f);
      for (const kind of ['gzip', 'brotli']) {
        if (limit[kind] !== undefined && m[kind] > limit[kind]) problems.push(`${f}: ${m[kind]} B ${kind} > budget ${limit[kind]} B`);
      }
    }
  }

  const budgetOf = (file) => {
    const hit = Object.entries(budgets.files ?? {}).find(([glob]) => globToRegExp(glob).test(file));
    return hit ? hit[1].gzip : undefined;
  };
  if (json) {
    console.log(JSON.stringify({ files: [...sizes.values()].map(({ content, ...m }) => m), groups: rows, problems }, null, 2));
  } else {
    const w = Math.max(40, ...[...sizes.keys()].map((f) => f.length), ...rows.map((r) => r.name.length)) + 2;
    console.log(`${pad('file', w)}${pad('raw', 10, true)}${pad('gzip', 10, true)}${pad('brotli', 10, true)}${pad('budget', 10, true)}`);
    for (const m of sizes.values()) {
      const budget = budgetOf(m.path);
      const mark = budget !== undefined ? (m.gzip <= budget ? ' ok' : ' OVER') : '';
      console.log(`${pad(relative('.', m.path), w)}${pad(m.raw, 10, true)}${pad(m.gzip, 10, true)}${pad(m.brotli, 10, true)}${pad(budget ?? '', 10, true)}${mark}`);
    }
    if (rows.length) {
      console.log(`\n${pad('group (JS statically reachable, gzip summed)', w)}${pad('requests', 10, true)}${pad('gzip', 10, true)}${pad('', 10)}${pad('budget', 10, true)}`);
      for (const r of rows) console.log(`${pad(r.name, w)}${pad(r.files.length, 10, true)}${pad(r.gzip, 10, true)}${pad('', 10)}${pad(r.budget, 10, true)}${r.gzip <= r.budget ? ' ok' : ' OVER'}`);
    }
    if (problems.length) {
      console.error(`\n[size] ${problems.length} problem(s):`);
      for (const p of problems) console.error(`  - ${p}`);
    } else console.log('\n[size] every budget holds; no eval( or new Function(; one copy of each framework per build');
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = run({ json: process.argv.includes('--json') });
  process.exit(problems.length ? 1 : 0);
}
