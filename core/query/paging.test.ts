import { describe, expect, it } from 'vitest';
import { AUTO_LOAD_PAGES, mayAutoLoad } from './paging';

describe('automatic loading stops after a few pages', () => {
  it.each<[string, number, boolean]>([
    ['nothing loaded yet', 0, true],
    ['the first page in: the second loads by itself', 1, true],
    ['two pages in: the third loads by itself', 2, true],
    ['three pages in: the fourth waits for the button', 3, false],
    ['more pages (loaded with the button): still the button', 7, false],
  ])('%s', (_rule, pages, expected) => {
    expect(mayAutoLoad(pages)).toBe(expected);
  });

  it('the limit is three pages', () => {
    expect(AUTO_LOAD_PAGES).toBe(3);
  });
});
