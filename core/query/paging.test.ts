import { describe, expect, it } from 'vitest';
import { AUTO_LOAD_PAGES, RENTAL_AUTO_LOAD_PAGES, mayAutoLoad, pagesLoaded } from './paging';

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

describe('holiday rentals load by the button only', () => {
  it.each<[string, number, boolean]>([
    ['nothing loaded yet: the first page loads', 0, true],
    ['the first page in: the second waits for the button', 1, false],
    ['more pages in: still the button', 3, false],
  ])('%s', (_rule, pages, expected) => {
    expect(mayAutoLoad(pages, RENTAL_AUTO_LOAD_PAGES)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [0, 20, 0],
    [20, 20, 1],
    [21, 20, 2],
    [60, 20, 3],
  ])('%i rows of pages of %i are %i pages', (loaded, size, pages) => {
    expect(pagesLoaded(loaded, size)).toBe(pages);
  });
});
