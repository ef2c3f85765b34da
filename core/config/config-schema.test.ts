import { describe, it, expect } from 'vitest';
import { validateConfig, type ConfigSchema } from './config-schema';

const schema: ConfigSchema = {
  scope: { type: 'string', description: 'store scope', default: 'page' },
  pageSize: { type: 'number', integer: true, min: 1, max: 500, description: 'rows per page' },
  mode: { type: 'string', values: ['page', 'full'], description: 'load mode' },
  ids: { type: 'number[]', description: 'ids' },
  query: { type: 'object', description: 'query', fields: { terms: { type: 'object', description: 'terms' } } },
  estateId: { type: 'string', required: true, description: 'estate id' },
  path: { type: 'string', pattern: '^/', patternHint: 'a path starting with "/"', description: 'a path' },
};

describe('DESIGN §1 loader: block configuration validation', () => {
  it.each([
    ['a valid node with defaults filled', { estateId: '1' }, { ok: true, value: { estateId: '1', scope: 'page' } }],
    ['a value of the wrong type', { estateId: '1', pageSize: '20' }, { ok: false, key: 'pageSize', expected: 'an integer ≥ 1 and ≤ 500', received: 'the string "20"' }],
    ['an unknown key', { estateId: '1', colour: 'red' }, { ok: false, key: 'colour', received: 'unknown key "colour"' }],
    ['a missing required key', {}, { ok: false, key: 'estateId', received: 'nothing (required)' }],
    ['a value outside the enumeration', { estateId: '1', mode: 'all' }, { ok: false, key: 'mode', expected: 'one of "page" | "full"' }],
    ['a nested unknown key', { estateId: '1', query: { sort: 1 } }, { ok: false, key: 'query.sort' }],
    ['a non-object node', [1, 2], { ok: false, key: '(node)', expected: 'an object' }],
    ['a string matching the pattern', { estateId: '1', path: '/nl/aanbod' }, { ok: true, value: { estateId: '1', scope: 'page', path: '/nl/aanbod' } }],
    ['a string not matching the pattern, named by its hint', { estateId: '1', path: 'nl/aanbod' }, { ok: false, key: 'path', expected: 'a path starting with "/"', received: 'the string "nl/aanbod"' }],
    ['a non-finite number', { estateId: '1', ids: [1, Number.NaN] }, { ok: false, key: 'ids' }],
    ['the key "__proto__" (own key of parsed JSON)', JSON.parse('{"estateId":"1","__proto__":{"x":1}}'), { ok: false, key: '__proto__', received: 'unknown key "__proto__"' }],
    ['the key "constructor"', { estateId: '1', constructor: 'x' }, { ok: false, key: 'constructor', received: 'unknown key "constructor"' }],
    ['the key "toString"', { estateId: '1', toString: 'x' }, { ok: false, key: 'toString', received: 'unknown key "toString"' }],
    ['the key "hasOwnProperty"', { estateId: '1', hasOwnProperty: 1 }, { ok: false, key: 'hasOwnProperty' }],
  ])('%s', (_name, input, expected) => {
    const result = validateConfig(schema, input);
    expect(result.ok).toBe(expected.ok);
    if (result.ok && expected.ok) expect(result.value).toEqual((expected as { value: unknown }).value);
    if (!result.ok && !expected.ok) {
      const { ok: _ok, ...issue } = expected as Record<string, unknown>;
      expect(result.issues[0]).toMatchObject(issue);
    }
  });
});
