import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionImportGraph, repoRoot } from './import-graph';

const HELPER_NAME = /(^|[-.])(fixtures?|test-utils|test-labels|test-server|fake-[\w-]+)\.tsx?$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [relative(repoRoot, path)];
  });
}

describe('test helpers live under tests/support (or beside tests as *.test-utils.ts), never in production folders', () => {
  it('no production file imports a test helper', () => {
    const offenders = [...productionImportGraph()].flatMap(([file, targets]) =>
      targets.filter((target) => target.startsWith('tests/') || /\.test-utils\.tsx?$/.test(target)).map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('core/ and widgets/ hold no fixture, fake or test-utility module outside *.test-utils files', () => {
    const offenders = ['core', 'widgets'].flatMap((dir) => files(join(repoRoot, dir))).filter((file) => HELPER_NAME.test(file.split('/').pop()!) && !/\.test-utils\.tsx?$/.test(file));
    expect(offenders).toEqual([]);
  });

  it('recognises a helper by its name (self-check)', () => {
    expect(['fixtures.ts', 'test-labels.ts', 'fake-api.ts', 'block-test-utils.tsx', 'test-fixtures.ts'].every((name) => HELPER_NAME.test(name))).toBe(true);
    expect(HELPER_NAME.test('estate-view-model.ts')).toBe(false);
  });
});
