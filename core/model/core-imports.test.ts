import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const coreDir = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);

describe('DESIGN §1 core/ imports no React and nothing from widgets/', () => {
  const files = sourceFiles(coreDir);

  it('finds the core sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each([
    ['React or react-dom', /^(react|react-dom)(\/|$)/],
    ['preact', /^preact(\/|$)/],
    ['zustand React binding (zustand root or zustand/react)', /^zustand(\/react|\/traditional)?$/],
    ['widgets/', /(^|\/)widgets(\/|$)/],
  ])('no core file imports %s', (_what, pattern) => {
    const offenders = files.flatMap((file) => importsOf(file).filter((spec) => pattern.test(spec)).map((spec) => `${relative(coreDir, file)} → ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('the import scanner sees imports (self-check)', () => {
    expect(importsOf(fileURLToPath(new URL('../stores/filter-store.ts', import.meta.url)))).toContain('zustand/vanilla');
  });
});
