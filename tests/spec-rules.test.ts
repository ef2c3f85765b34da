import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/spec-rules.md: every spec rule names the test that proves it (and the file exists), or says why it cannot have one. */
const root = join(__dirname, '..');
const rows = readFileSync(join(root, 'docs/spec-rules.md'), 'utf8')
  .split('\n')
  .filter((line) => /^\| §\d/.test(line))
  .map((line) => {
    const cells = line.slice(1, -1).split(' | ').map((c) => c.trim());
    return { rule: cells[0], test: cells[cells.length - 1] };
  });
const testFiles = (cell: string) => [...cell.matchAll(/`([^`]+\.(?:test|spec)\.tsx?)`/g)].map((m) => m[1]);
const untestable = rows.filter((r) => r.test.startsWith('not testable'));

describe('spec rule table', () => {
  it('holds the rules of every section', () => {
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(new Set(rows.map((r) => r.rule.match(/^§(\d+)/)?.[1]))).toEqual(new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9']));
  });

  it.each(rows.filter((r) => !untestable.includes(r)).map((r) => [r.rule, r.test]))('%s names an existing test file', (_rule, test) => {
    const files = testFiles(test);
    expect(files.length, test).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(join(root, file)), file).toBe(true);
  });

  it('has no rule marked "no test"; a rule without a test says why', () => {
    expect(rows.filter((r) => /\bno test\b/.test(r.test))).toEqual([]);
    expect(untestable.map((r) => r.rule)).toEqual(['§1 only anonymous visitors', "§9 API default '70' (meaning not shown)"]);
  });
});
