import { describe, expect, it } from 'vitest';
import type { EstateFilterState } from './filter-state';
import { sortChoiceOf, sortChoices, sortPatch, SORT_CHOICES } from './sort-choices';

describe('one sort control: type and order as one choice', () => {
  it.each<[string, EstateFilterState, string]>([
    ['no sort in the URL: newest first', {}, 'date-DESC'],
    ['a sort type without order: ascending (spec §7)', { sortType: 'price' }, 'price-ASC'],
    ['both given', { sortType: 'price', sortOrder: 'DESC' }, 'price-DESC'],
    ['only an order: the date in that order', { sortOrder: 'ASC' }, 'date-ASC'],
  ])('%s', (_rule, filter, value) => {
    expect(sortChoiceOf(filter).value).toBe(value);
  });

  it.each<[string, EstateFilterState, string[]]>([
    ['an offered choice: the list as it is', { sortType: 'city' }, SORT_CHOICES.map((c) => c.value)],
    ['a pair only a URL asks for joins the list at its end', { sortType: 'city', sortOrder: 'DESC' }, [...SORT_CHOICES.map((c) => c.value), 'city-DESC']],
  ])('%s', (_rule, filter, values) => {
    expect(sortChoices(filter).map((c) => c.value)).toEqual(values);
  });

  it.each<[string, string, EstateFilterState]>([
    ['the default clears both parameters', 'date-DESC', { sortType: undefined, sortOrder: undefined }],
    ['price up', 'price-ASC', { sortType: 'price', sortOrder: 'ASC' }],
    ['price down', 'price-DESC', { sortType: 'price', sortOrder: 'DESC' }],
    ['a pair not offered but valid', 'city-DESC', { sortType: 'city', sortOrder: 'DESC' }],
    ['anything else: the default', 'bogus-UP', { sortType: undefined, sortOrder: undefined }],
  ])('%s', (_rule, value, patch) => {
    expect(sortPatch(value)).toEqual(patch);
  });
});
