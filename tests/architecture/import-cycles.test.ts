import { describe, expect, it } from 'vitest';
import { importCycles, importsOf, productionImportGraph, repoRoot } from './import-graph';

describe('production files import each other without cycles', () => {
  const graph = productionImportGraph();

  it('reads the production sources and their imports (self-check)', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('core/stores/filter-store.ts')).toContain('core/query/filter-state.ts');
    expect(importsOf(`${repoRoot}/core/stores/filter-store.ts`)).toContain('zustand/vanilla');
  });

  it('finds a cycle when there is one (self-check)', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(looped)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('has no import cycle', () => {
    expect(importCycles(graph).map((cycle) => cycle.join(' ↔ '))).toEqual([]);
  });
});
