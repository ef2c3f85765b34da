import { describe, expect, it } from 'vitest';
import { queryKey } from './query-key';

describe('queryKey: one key per meaning of a call body', () => {
  it.each([
    ['keys in another order', { a: 1, b: { d: [1, 2], c: 'x' } }, { b: { c: 'x', d: [1, 2] }, a: 1 }, true],
    ['nested objects inside lists', { q: [{ y: 1, x: 2 }] }, { q: [{ x: 2, y: 1 }] }, true],
    ['list order is meaning', { ids: [1, 2] }, { ids: [2, 1] }, false],
    ['another value', { size: 20 }, { size: 500 }, false],
    ['a missing key', { units: true, size: 20 }, { size: 20 }, false],
    ['null and absent differ', { node: null }, {}, false],
  ])('%s → same key: %s', (_name, a, b, same) => {
    expect(queryKey(a) === queryKey(b)).toBe(same);
  });

  it('is JSON of the same value', () => {
    const body = { z: 1, a: { c: [3, { f: 1, e: 2 }], b: null } };
    expect(JSON.parse(queryKey(body))).toEqual(body);
    expect(queryKey(body)).toBe('{"a":{"b":null,"c":[3,{"e":2,"f":1}]},"z":1}');
  });
});
