import { describe, expect, it } from 'vitest';
import { cityAlsoKnownAs, cityNames, cityQueries } from './city-names';

describe('city names in every language: a search finds a place by any of its names', () => {
  it.each([
    [['Brussel'], ['Brussel', 'Bruxelles', 'Brussels']],
    [['Brüssel'], ['Brüssel', 'Bruxelles', 'Brussels']],
    [['Bruxelles'], ['Bruxelles', 'Brussel', 'Brussels']],
    [['Antwerpen', 'Anvers'], ['Antwerpen', 'Anvers', 'Antwerp']],
    [['Gent', 'Gent'], ['Gent', 'Gand', 'Ghent']],
    [['LIEGE'], ['LIEGE', 'Luik', 'Lüttich']],
    [['Lüttich'], ['Lüttich', 'Luik', 'Liège']],
    [['Genk'], ['Genk']],
  ])('cityNames(%j) → %j', (names, expected) => {
    expect(cityNames(...names)).toEqual(expected);
  });

  it.each([
    ['Bruxelles', ['Brussel', 'Brussels']],
    ['Hasselt', []],
  ])('%s is also known as %j', (name, expected) => {
    expect(cityAlsoKnownAs(name)).toEqual(expected);
  });

  it.each([
    ['Brussels', ['Brussels', 'Brussel', 'Bruxelles']],
    ['ghent', ['ghent', 'Gent', 'Gand']],
    [' Anvers ', ['Anvers', 'Antwerpen', 'Antwerp']],
    ['lutt', ['lutt', 'Luik', 'Liège', 'Lüttich']],
    ['Gen', ['Gen', 'Gent', 'Gand', 'Ghent']],
    ['Br', ['Br']],
    ['Hasselt', ['Hasselt']],
    ['', []],
  ])('a search for %j asks for %j', (typed, expected) => {
    expect(cityQueries(typed)).toEqual(expected);
  });

  it('asks for at most `max` texts', () => {
    expect(cityQueries('bru', 3)).toHaveLength(3);
  });
});
