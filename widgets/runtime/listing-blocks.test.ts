import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DefinedBlock } from './define-block';
import { BASE_TEXT_BLOCKS, FIRST_LOAD_BLOCKS } from './listing-blocks';

const names = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join('widgets', d.name, 'index.tsx')))
  .map((d) => d.name);

describe('widgets/runtime/listing-blocks: the loader\'s lists agree with the blocks\' definitions', () => {
  it('names only blocks that exist', () => {
    expect(names.length).toBeGreaterThan(10);
    for (const name of BASE_TEXT_BLOCKS) expect(names).toContain(name);
    for (const name of FIRST_LOAD_BLOCKS) expect(BASE_TEXT_BLOCKS).toContain(name);
  });

  it.each(names)('%s loads the catalogue part the loader preloads for it (defineBlock reads the list)', async (name) => {
    const block = (await import(`../${name}/index.tsx`)).default as DefinedBlock;
    expect(block.name).toBe(name);
    expect(block.catalogue).toBe(BASE_TEXT_BLOCKS.includes(name) ? 'base' : 'full');
  });
});
