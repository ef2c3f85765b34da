import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DefinedBlock } from './define-block';
import { LOADER_FACTS } from './loader-facts.generated';
// @ts-expect-error: a build script (plain ESM, no types)
import { GENERATED, blocksWithFacts, generatedSource, loaderFlags } from '../../scripts/loader-facts.mjs';

const names = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join('widgets', d.name, 'index.tsx')))
  .map((d) => d.name);

describe("the loader's block facts: one declaration per block, the loader table generated from it", () => {
  it('the generated registry is what the declarations on disk give (run the build after adding a loader-facts.ts)', () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(generatedSource(blocksWithFacts()));
    expect(Object.keys(LOADER_FACTS).sort()).toEqual(blocksWithFacts());
  });

  it.each(names)('%s: its definition carries the very facts the registry holds, and its texts part follows them', async (name) => {
    const block = (await import(`../${name}/index.tsx`)).default as DefinedBlock;
    expect(block.name).toBe(name);
    expect(block.loader).toBe(LOADER_FACTS[name]);
    expect(block.catalogue).toBe(LOADER_FACTS[name]?.texts ?? 'full');
  });

  it("the build's flags: 4 for base texts, 8 for a first list load, nothing for a block without facts", async () => {
    const flags = (await loaderFlags()) as Record<string, number>;
    for (const name of names) {
      const facts = LOADER_FACTS[name];
      expect([name, flags[name] ?? 0]).toEqual([name, (facts?.texts === 'base' ? 4 : 0) | (facts?.firstLoad ? 8 : 0)]);
    }
    expect(Object.values(flags).some((f) => f & 8)).toBe(true);
  });

  it('no block name is compared or listed in the runtime or the loader: they read the facts', () => {
    const files = [...readdirSync('widgets/runtime').filter((f) => /\.tsx?$/.test(f) && !/\.test\.|\.generated\./.test(f)).map((f) => `widgets/runtime/${f}`), 'widgets/loader.ts'];
    for (const file of files) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const name of names) {
        // A `case`, a comparison or a list entry: a decision about that block written outside its folder.
        const decision = new RegExp(`(?:case\\s+|[!=]==\\s*|\\[\\s*|,\\s*)['"]${name}['"]`);
        expect([file, name, decision.test(code)]).toEqual([file, name, false]);
      }
    }
  });
});
