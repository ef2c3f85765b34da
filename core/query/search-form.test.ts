import { describe, expect, it } from 'vitest';
import { bedroomsPatch, bedroomsValue, listPatch } from './search-form';
import { sortOrderOf } from './build-query';

describe('estate-search field mapping', () => {
  it.each([
    ['spec §9 default sort is DESC', {}, 'DESC'],
    ['spec §7 a chosen sort type without order is ASC', { sortType: 'price' as const }, 'ASC'],
    ['spec §7 the given order wins', { sortType: 'price' as const, sortOrder: 'DESC' as const }, 'DESC'],
  ])('%s', (_n, filter, expected) => {
    expect(sortOrderOf(filter)).toBe(expected);
  });

  it.each([
    ['spec §5 large = 6 and more', 'large', { bedrooms: 'large', bedMin: undefined }],
    ['a minimum of 3', '3', { bedrooms: undefined, bedMin: 3 }],
    ['any', '', { bedrooms: undefined, bedMin: undefined }],
    ['spec §2 bedrooms=N from the URL is an exact count', 'exact-3', { bedrooms: 3, bedMin: undefined }],
  ])('bedrooms %s', (_n, value, patch) => {
    expect(bedroomsPatch(value)).toEqual(patch);
    expect(bedroomsValue({ ...patch } as never)).toBe(value);
  });

  it('changing the type clears the sub-type', () => {
    expect(listPatch.type('1')).toEqual({ type: [1], subType: undefined });
    expect(listPatch.type('')).toEqual({ type: undefined, subType: undefined });
  });
});
