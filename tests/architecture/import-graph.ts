/**
 * The import graph of the production sources (core/, widgets/, demo-host/, shims/), read as text:
 * relative imports only, static, dynamic and type-only alike (a type-only cycle still ties two
 * modules into one unit that cannot be understood or moved apart).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const PRODUCTION_DIRS = ['core', 'widgets', 'demo-host', 'shims'] as const;

const TEST_FILE = /\.(test|spec)\.tsx?$|\.test-utils\.tsx?$/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') && !TEST_FILE.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

export function importsOf(file: string): string[] {
  return [...stripComments(readFileSync(file, 'utf8')).matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
}

function resolveRelative(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** file (relative to the repository) → the production files it imports. */
export function productionImportGraph(): Map<string, string[]> {
  const files = PRODUCTION_DIRS.flatMap((dir) => sourceFiles(join(repoRoot, dir)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(file)
      .map((spec) => resolveRelative(file, spec))
      .filter((path): path is string => path !== undefined && !TEST_FILE.test(path) && /\.(ts|tsx|mts)$/.test(path));
    graph.set(relative(repoRoot, file), [...new Set(targets.map((path) => relative(repoRoot, path)))]);
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan's algorithm. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
