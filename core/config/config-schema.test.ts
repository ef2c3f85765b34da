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
  page: { type: 'string', url: 'path', keywords: ['auto'], description: 'a same-origin page' },
  tiles: { type: 'string', url: 'tile', description: 'tile template' },
  share: { type: 'string', url: 'share', description: 'share target' },
};

describe('URL-like keys accept only same-origin paths or allow-listed servers', () => {
  const PATH_EXPECTED = 'a path on this site starting with "/" (e.g. "/nl/aanbod"), not a full URL, or "auto"';
  it.each([
    ['page', '/nl/aanbod', true],
    ['page', '/en/keep-me-informed/success?x=1#y', true],
    ['page', 'auto', true],
    ['page', 'javascript:alert(1)', false],
    ['page', 'JaVaScRiPt:alert(1)', false],
    ['page', 'data:text/html,<script>alert(1)</script>', false],
    ['page', '//evil.example/x', false],
    ['page', '/\\evil.example/x', false],
    ['page', '\\\\evil.example/x', false],
    ['page', '/\t/evil.example/x', false],
    ['page', 'http://evil.example/x', false],
    ['page', 'https://evil.example/x', false],
    ['page', 'nl/aanbod', false],
    ['page', '<img src=x onerror=alert(1)>', false],
    ['tiles', '/tiles/{z}/{x}/{y}.svg', true],
    ['tiles', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', true],
    ['tiles', 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', true],
    ['tiles', 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png', true],
    ['tiles', 'http://tile.openstreetmap.org/{z}/{x}/{y}.png', false],
    ['tiles', 'https://evil.example/{z}/{x}/{y}.png', false],
    ['tiles', 'https://tile.openstreetmap.org.evil.example/{z}/{x}/{y}.png', false],
    ['tiles', 'https://eviltile.openstreetmap.org/{z}/{x}/{y}.png', false],
    ['tiles', 'https://user@tile.openstreetmap.org/{z}/{x}/{y}.png', false],
    ['tiles', '//tile.openstreetmap.org/{z}/{x}/{y}.png', false],
    ['tiles', 'javascript:alert(1)//{z}', false],
    ['share', 'https://www.facebook.com/sharer/sharer.php?u={url}', true],
    ['share', 'https://x.com/intent/post?url={url}', true],
    ['share', '/share?u={url}', true],
    ['share', 'https://evil.example/?u={url}', false],
    ['share', 'https://www.facebook.com/evil?u={url}', false],
    ['share', 'javascript:alert({url})', false],
  ])('%s = %j → %s', (key, value, ok) => {
    const result = validateConfig(schema, { estateId: '1', [key]: value });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ key, received: expect.stringContaining('the string') });
  });

  it('names what a URL key expects next to what it received', () => {
    const result = validateConfig(schema, { estateId: '1', page: '//evil.example/x' });
    expect(result).toEqual({ ok: false, issues: [{ key: 'page', expected: PATH_EXPECTED, received: 'the string "//evil.example/x"' }] });
  });
});

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
