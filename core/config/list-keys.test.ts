import { describe, expect, it } from 'vitest';
import { headingLevelKey, validateConfig } from './config-schema';
import { LIST_KEYS } from './list-keys';

describe('configuration keys several blocks share', () => {
  it.each([
    ['a listing node follows the URL by default', LIST_KEYS, {}, { ok: true, value: { syncUrl: true } }],
    ['collections are strings', LIST_KEYS, { collections: [7] }, { ok: false, issues: [expect.objectContaining({ key: 'collections' })] }],
    ['a query names known criteria', LIST_KEYS, { query: { city: [1] } }, { ok: false, issues: [expect.objectContaining({ key: 'query.city' })] }],
    ['the heading is an h2 by default', { headingLevel: headingLevelKey('level') }, {}, { ok: true, value: { headingLevel: 2 } }],
    ['the heading level stops at 4', { headingLevel: headingLevelKey('level') }, { headingLevel: 5 }, { ok: false, issues: [expect.objectContaining({ key: 'headingLevel', expected: 'an integer ≥ 1 and ≤ 4' })] }],
  ])('%s', (_, schema, node, expected) => {
    expect(validateConfig(schema, node)).toMatchObject(expected);
  });
});
