import { mkdtempSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeErrors } from '../tests/support/type-errors';
import { nodeTypes, typeName } from './node-types.mjs';

/**
 * The published node types (`types/index.d.ts`, generated from the schemas by the build) and the config
 * types the blocks read from the same schemas (`NodeOf`) are two readings of one source: for every block,
 * each must be assignable to the other, so a schema feature the generator does not follow fails here.
 */
const root = resolve(__dirname, '..');
const blocks = readdirSync(join(root, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'widgets', entry.name, 'schema.ts')))
  .map((entry) => entry.name);

const schemas = await Promise.all(
  blocks.map(async (name) => {
    const module = (await import(join(root, 'widgets', name, 'schema.ts'))) as Record<string, unknown>;
    const exports = Object.keys(module).filter((key) => /Schema$/.test(key));
    return { name, exportName: exports[0]!, schema: module[exports[0]!] as Record<string, unknown>, exports };
  }),
);

/** Per block, the errors of a file asserting both readings are the same type (one program for all). */
const errors = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'eb-node-types-schemas-'));
  writeFileSync(join(dir, 'blocks.d.ts'), nodeTypes(schemas.map(({ name, schema }) => ({ name, schema }))));
  const files = schemas.map((s) => {
    const file = join(dir, `${s.name}.ts`);
    const lines = [
      `import type { NodeOf } from '${join(root, 'core/config/config-schema')}';`,
      `import type { ${typeName(s.name)} } from './blocks';`,
      `import type { ${s.exportName} } from '${join(root, 'widgets', s.name, 'schema')}';`,
      'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
      `export const published: Same<${typeName(s.name)}, NodeOf<typeof ${s.exportName}>> = true;`,
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
    return [s.name, file] as const;
  });
  const byFile = typeErrors(files.map(([, file]) => file));
  return new Map(files.map(([name, file]) => [name, byFile[file]!]));
})();

describe('generated node types = the blocks’ own config types, block by block', () => {
  it('finds one schema per block folder', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(10);
    for (const s of schemas) expect(s.exports, s.name).toHaveLength(1);
  });

  it.each(schemas.map((s) => [s.name]))('%s', (name) => {
    expect(errors.get(name)).toEqual([]);
  });
});
