import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './import-graph';

/**
 * Page state lives in the page runtime (widgets/runtime/page-runtime.ts), created by the loader and
 * handed to blocks, never in a module: a module's state outlives a disposed page, is shared by every page
 * (and test) on the module, and has no end. This check finds module-level state in core/ and
 * widgets/runtime/: a top-level `let` or `var`, a top-level Map/Set/WeakMap/WeakSet the file adds to, a
 * top-level zustand store (`create`, `createStore`), an empty array or object to fill, a top-level array or
 * object the file assigns into or pushes onto.
 */
const ROOTS = ['core', 'widgets/runtime'];

/**
 * Module values that hold no page state, each with why. `file: name`. Entries must still exist (the
 * check fails on a stale one), so the list only shrinks with the code.
 */
const ALLOWED: Record<string, string> = {
  'core/stores/list-selectors.ts: resultsCache': 'memo of a value derived from an answer array, weakly keyed: it goes with the answer',
  'core/stores/list-selectors.ts: rowsCache': 'memo of a value derived from an answer array, weakly keyed',
  'core/stores/list-selectors.ts: estatesCache': 'memo of a value derived from a row array, weakly keyed',
  'core/stores/list-selectors.ts: groupsCache': 'memo of a value derived from a row array, weakly keyed',
  'core/routes/route-map.ts: resolved': 'memo of a resolved route map, weakly keyed by the map',
  'core/grouping/collators.ts: dutchNames': 'an immutable Intl.Collator, built on first use (ICU data is slow to load)',
  'core/query/city-names.ts: GROUP': 'a constant lookup table, filled once at load from the constant ALIASES',
};

const MUTATORS = ['set', 'add', 'delete', 'clear'];
const ARRAY_MUTATORS = ['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill'];
const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);
const STORE_FACTORIES = new Set(['create', 'createStore']);

function sources(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** `file: name` of each top-level variable of `source` that is module state. */
export function moduleState(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(sf);
      let init = declaration.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression;
      const mutated = () => MUTATORS.some((m) => new RegExp(`\\b${name}\\.${m}\\(`).test(source));
      const written = () =>
        new RegExp(`\\b${name}(\\.\\w+|\\[[^\\]]*\\])+\\s*([-+*/?|&]{0,2}=)(?!=)|\\b${name}\\.(${ARRAY_MUTATORS.join('|')})\\(`).test(source);
      const state =
        !constant ||
        (!!init && ts.isNewExpression(init) && COLLECTIONS.has(init.expression.getText(sf)) && mutated()) ||
        (!!init && ts.isCallExpression(init) && STORE_FACTORIES.has(init.expression.getText(sf).replace(/<.*$/, ''))) ||
        (!!init && ts.isCallExpression(init) && ts.isCallExpression(init.expression) && STORE_FACTORIES.has(init.expression.expression.getText(sf))) ||
        (!!init && ts.isArrayLiteralExpression(init) && init.elements.length === 0) ||
        (!!init && ts.isObjectLiteralExpression(init) && init.properties.length === 0) ||
        (!!init && (ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init)) && written());
      if (state) found.push(`${file}: ${name}`);
    }
  }
  return found;
}

describe('no module-level mutable state in core/ and widgets/runtime/ (page state lives in the page runtime)', () => {
  it('finds each kind of module state and leaves constants alone (self-check)', () => {
    const source = [
      'let a = 1;',
      'var b;',
      'const c = new Map();',
      'c.set(1, 2);',
      'const d = new Set(["x"]);',
      'const e = createStore(() => ({}));',
      'const f = create<S>()(() => ({}));',
      'const g: string[] = [];',
      'const h = {} as Record<string, number>;',
      'export const K = { a: 1 } as const;',
      'const L = [1, 2];',
      'function m() { let inner = 1; return inner; }',
      'const n = { last: undefined as string | undefined };',
      'function o(v: string) { n.last = v; }',
      'const p = [1];',
      'function q() { p.push(2); }',
      'const r = { seen: {} as Record<string, boolean> };',
      'function s(k: string) { r.seen[k] = true; return r.seen[k] === true; }',
    ].join('\n');
    expect(moduleState('x.ts', source)).toEqual(['x.ts: a', 'x.ts: b', 'x.ts: c', 'x.ts: e', 'x.ts: f', 'x.ts: g', 'x.ts: h', 'x.ts: n', 'x.ts: p', 'x.ts: r']);
  });

  const found = ROOTS.flatMap(sources).flatMap((file) => moduleState(relative(repoRoot, join(repoRoot, file)), readFileSync(join(repoRoot, file), 'utf8')));

  it('holds none outside the allow-list', () => {
    expect(found.filter((entry) => !(entry in ALLOWED))).toEqual([]);
  });

  it('has no stale allow-list entry', () => {
    expect(Object.keys(ALLOWED).filter((entry) => !found.includes(entry))).toEqual([]);
  });
});
