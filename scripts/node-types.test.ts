import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeErrors } from '../tests/support/type-errors';
import { fieldType, nodeTypes, typeName } from './node-types.mjs';

describe('typeName', () => {
  it.each([
    ['estate-table', 'EstateTableNode'],
    ['keep-me-informed', 'KeepMeInformedNode'],
    ['host', 'HostNode'],
  ])('%s → %s', (block, expected) => expect(typeName(block)).toBe(expected));
});

describe('fieldType: one TypeScript type per schema type', () => {
  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: 'string', values: ['nl', 'fr'] }, '"nl" | "fr"'],
    [{ type: 'string', pattern: '^/' }, 'string'],
    [{ type: 'number', integer: true, min: 1 }, 'number'],
    [{ type: 'boolean' }, 'boolean'],
    [{ type: 'string[]' }, 'string[]'],
    [{ type: 'string[]', values: ['a', 'b'] }, '("a" | "b")[]'],
    [{ type: 'number[]' }, 'number[]'],
    [{ type: 'search-query' }, 'SearchQuery'],
    [{ type: 'object' }, 'Record<string, unknown>'],
  ])('%j → %s', (spec, expected) => expect(fieldType(spec)).toBe(expected));

  it('an unknown schema type fails the build instead of typing as anything', () => {
    expect(() => fieldType({ type: 'date' })).toThrow(/no TypeScript type for the schema type "date"/);
  });
});

const blocks = [
  {
    name: 'estate-table',
    description: 'Rows of estates.',
    schema: {
      locale: { type: 'string', values: ['nl', 'fr', 'en', 'de'], description: 'Language.' },
      pageSize: { type: 'number', integer: true, min: 1, default: 20, description: 'Rows per load.' },
      query: { type: 'search-query', description: 'Fixed query.' },
      groupOptions: {
        type: 'object',
        description: 'Grouping.',
        fields: { groupBy: { type: 'string', values: ['TYPE', 'CITY'], required: true, description: 'Field.' }, priceStep: { type: 'number', description: 'Band.' } },
      },
    },
  },
  { name: 'host', description: 'Host page parts.', schema: {} },
];

const accepted: [string, string][] = [
  ['every known key with its type', `const n = { locale: 'fr', pageSize: 50, query: { terms: { 'general.transaction.id': [1] }, range: { 'general.price.value': { lte: 300000 } } }, groupOptions: { groupBy: 'CITY' } } satisfies EstateTableNode;`],
  ['no key at all (every key is optional)', 'const n = {} satisfies EstateTableNode;'],
  ['the block map by data-block name', "const n: BlockNodes['estate-table'] = { pageSize: 10 };"],
  ['a block without configuration', 'const n = {} satisfies HostNode;'],
];
const rejected: [string, string, RegExp][] = [
  ['an unknown key', 'const n = { pagesize: 50 } satisfies EstateTableNode;', /TS(2353|2561).*'pagesize' does not exist/],
  ['a wrong type', "const n = { pageSize: '50' } satisfies EstateTableNode;", /TS2322.*'string' is not assignable to type 'number'/],
  ['a value outside the list', "const n = { locale: 'es' } satisfies EstateTableNode;", /TS2322.*'"es"' is not assignable/],
  ['a missing required key of a nested object', 'const n = { groupOptions: { priceStep: 5 } } satisfies EstateTableNode;', /TS2741.*'groupBy' is missing/],
  ['an unknown query criterion', "const n = { query: { city: 'Gent' } } satisfies EstateTableNode;", /TS2353.*'city' does not exist/],
  ['any key on a block without configuration', 'const n = { scope: 1 } satisfies HostNode;', /TS2322/],
];

/** Every sample in a file of its own beside the declarations generated for `blocks`, compiled at once. */
const errors = (() => {
  const dir = mkdtempSync(join(tmpdir(), 'eb-node-types-'));
  writeFileSync(join(dir, 'blocks.d.ts'), nodeTypes(blocks));
  const samples = ['', ...accepted.map(([, s]) => s), ...rejected.map(([, s]) => s)].map((sample, i) => {
    const file = join(dir, `sample-${i}.ts`);
    writeFileSync(file, `import type { BlockNodes, EstateTableNode, HostNode } from './blocks';\n${sample}\nexport {};\n`);
    return [sample, file] as const;
  });
  const byFile = typeErrors(samples.map(([, file]) => file));
  return new Map(samples.map(([sample, file]) => [sample, byFile[file]!]));
})();

describe('nodeTypes: a builder’s node configuration checked with satisfies', () => {
  it('the declarations compile and document each key with its default', () => {
    expect(errors.get('')).toEqual([]);
    expect(nodeTypes(blocks)).toContain('/** Rows per load. Default: 20. */\n  pageSize?: number;');
  });

  it.each(accepted)('accepts %s', (_case, sample) => {
    expect(errors.get(sample)).toEqual([]);
  });

  it.each(rejected)('rejects %s', (_case, sample, error) => {
    expect(errors.get(sample)).toHaveLength(1);
    expect(errors.get(sample)![0]).toMatch(error);
  });
});
