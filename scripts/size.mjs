/**
 * `npm run size`: gzip and brotli size of every output file of both builds, checked against
 * size-budgets.json; prints one row per budget: page (or file), bytes, budget, headroom. Also fails when
 * an output contains eval( or new Function(, when a metafile shows two copies of preact or React in one
 * build (or React in the preact build), when a JS output is empty (a request for nothing), when a small
 * chunk is always loaded with another (scripts/merge-chunks.mjs mayJoin), or when the build compiled a
 * dependency from other bytes than the published file (scripts/published-deps.mjs), or when the emitted
 * graph is broken (scripts/dist-graph.mjs).
 *
 * size-budgets.json (numbers only; why a budget moved belongs in the commit that moves it):
 *   "files":  { "<path or glob with *>": { "gzip": bytes, "brotli"?: bytes } }
 *   "groups": { "<label>": { "build": "dist" | "dist/react", "entries": [...], "gzip": bytes } }
 *     entries are output files relative to the build ("assets/blocks/estate-table.js") or source files
 *     ("core/i18n/catalogues/nl.ts", for lazily imported chunks); the group is every JS file
 *     statically imported from them (per the build's meta.json), each counted once.
 * Flags: --json (machine-readable result on stdout); --builds=a,b (default dist,dist/react);
 *   --files (also list every output file); --rebase (write every budget as measured + 5%, rounded up
 *   to 64 B, so each keeps at least 4% headroom).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { distGraphProblems } from './dist-graph.mjs';
import { isEmptyCode, MIN_CHUNK_GZIP, tinyChunks } from './merge-chunks.mjs';
import { rewrittenDependencies } from './published-deps.mjs';
import { VERSIONED_DIR } from './release.mjs';

const buildsArg = process.argv.find((a) => a.startsWith('--builds='));
const BUILDS = buildsArg ? buildsArg.slice(9).split(',') : ['dist', 'dist/react'];
const FORBIDDEN = [/\beval\(/, /\bnew Function\(/];
/** A budget's room over the measured size when re-based: at least 4% headroom after rounding. */
const REBASE_MARGIN = 1.05;
const REBASE_STEP = 64;

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // dist/v<version>/ is a copy of the build beside it (scripts/release.mjs), measured as the build.
    if (statSync(path).isDirectory()) return (BUILDS.includes(path) && path !== dir) || VERSIONED_DIR.test(name) ? [] : walk(path);
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

/** Measured + 5%, rounded up to a multiple of 64 B. */
export function rebasedBudget(bytes) {
  return Math.ceil((bytes * REBASE_MARGIN) / REBASE_STEP) * REBASE_STEP;
}

/** The share of a budget still free (negative when over). */
export function headroom(bytes, budget) {
  return (budget - bytes) / budget;
}

/**
 * size-budgets.json with every budget re-based on `measured` (per file glob: its largest match per
 * kind; per group: its gzip sum) and nothing but numbers, entries and builds.
 */
export function rebaseBudgets(budgets, measured) {
  const files = Object.fromEntries(
    Object.entries(budgets.files ?? {}).map(([glob, limit]) => [
      glob,
      Object.fromEntries(['gzip', 'brotli'].filter((kind) => limit[kind] !== undefined).map((kind) => [kind, rebasedBudget(measured.files[glob]?.[kind] ?? limit[kind])])),
    ]),
  );
  const groups = Object.fromEntries(
    Object.entries(budgets.groups ?? {}).map(([label, group]) => [label, { build: group.build, entries: group.entries, gzip: rebasedBudget(measured.groups[label] ?? group.gzip) }]),
  );
  return { files, groups };
}

/** The budget table: name, bytes, budget, headroom, one row per budget. */
export function budgetTable(rows) {
  const w = Math.max(40, ...rows.map((r) => r.name.length)) + 2;
  const lines = [`${pad('page or file (gzip)', w)}${pad('bytes', 10, true)}${pad('budget', 10, true)}${pad('headroom', 10, true)}`];
  for (const r of rows) {
    const room = `${(headroom(r.bytes, r.budget) * 100).toFixed(1)}%`;
    lines.push(`${pad(r.name, w)}${pad(r.bytes, 10, true)}${pad(r.budget, 10, true)}${pad(room, 10, true)}${r.bytes <= r.budget ? '' : ' OVER'}`);
  }
  return lines.join('\n');
}

function pad(text, width, right = false) {
  const s = String(text);
  return right ? s.padStart(width) : s.padEnd(width);
}

export function run({ json = false, files: listFiles = false, rebase = false } = {}) {
  const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8'));
  const problems = [];
  const rows = [];
  const sizes = new Map();
  const measured = { files: {}, groups: {} };
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
    for (const { path, compiled, onDisk } of rewrittenDependencies(meta)) {
      problems.push(`${build} compiles ${path} from ${compiled} B, not the published ${onDisk} B: a build plugin rewrites a dependency (ship it as published; shims/ holds aliases only)`);
    }
    for (const { chunk, with: partners } of tinyChunks(meta.outputs, (f) => (sizes.get(f) ?? measure(f)).gzip)) {
      problems.push(`${chunk} is under ${MIN_CHUNK_GZIP} B gzip and always loaded with ${partners[0]}: one request more for a few hundred bytes (merge them)`);
    }
    for (const [label, group] of Object.entries(budgets.groups ?? {})) {
      if ((group.build ?? 'dist') !== build) continue;
      try {
        const files = groupFiles(meta, build, group.entries);
        const gzip = files.reduce((sum, f) => sum + (sizes.get(f)?.gzip ?? measure(f).gzip), 0);
        measured.groups[label] = gzip;
        rows.push({ kind: 'group', name: label, gzip, bytes: gzip, budget: group.gzip, files });
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
        if (limit[kind] === undefined) continue;
        measured.files[glob] ??= {};
        measured.files[glob][kind] = Math.max(measured.files[glob][kind] ?? 0, m[kind]);
        rows.push({ kind: 'file', name: kind === 'gzip' ? f : `${f} (brotli)`, bytes: m[kind], budget: limit[kind] });
        if (m[kind] > limit[kind]) problems.push(`${f}: ${m[kind]} B ${kind} > budget ${limit[kind]} B`);
      }
    }
  }

  if (rebase) {
    writeFileSync('size-budgets.json', `${JSON.stringify(rebaseBudgets(budgets, measured), null, 2)}\n`);
    console.log(`[size] size-budgets.json re-based: every budget is its measured size + ${Math.round((REBASE_MARGIN - 1) * 100)}%, rounded up to ${REBASE_STEP} B`);
    return run({ json, files: listFiles });
  }
  if (json) {
    console.log(JSON.stringify({ files: [...sizes.values()].map(({ content, ...m }) => m), groups: rows.filter((r) => r.kind === 'group'), budgets: rows, problems }, null, 2));
  } else {
    if (listFiles) {
      const w = Math.max(40, ...[...sizes.keys()].map((f) => f.length)) + 2;
      console.log(`${pad('file', w)}${pad('raw', 10, true)}${pad('gzip', 10, true)}${pad('brotli', 10, true)}`);
      for (const m of sizes.values()) console.log(`${pad(relative('.', m.path), w)}${pad(m.raw, 10, true)}${pad(m.gzip, 10, true)}${pad(m.brotli, 10, true)}`);
      console.log('');
    }
    console.log(budgetTable(rows));
    const requests = rows.filter((r) => r.kind === 'group').map((r) => `${r.name}: ${r.files.length}`);
    if (requests.length) console.log(`\nJS requests per page (files statically reachable):\n  ${requests.join('\n  ')}`);
    if (problems.length) {
      console.error(`\n[size] ${problems.length} problem(s):`);
      for (const p of problems) console.error(`  - ${p}`);
    } else console.log('\n[size] every budget holds; no eval( or new Function(; one copy of each framework per build; dependencies as published');
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = run({ json: process.argv.includes('--json'), files: process.argv.includes('--files'), rebase: process.argv.includes('--rebase') });
  const graph = (await Promise.all(BUILDS.map((b) => distGraphProblems(b, BUILDS.filter((o) => o.startsWith(`${b}/`)))))).flat();
  if (graph.length) console.error(`\n[size] the emitted graph has ${graph.length} problem(s):\n${graph.map((p) => `  - ${p}`).join('\n')}`);
  else if (!process.argv.includes('--json')) console.log('[size] every import names an emitted file; the loader preloads emitted files; one framework and block context per page');
  process.exit(problems.length || graph.length ? 1 : 0);
}
