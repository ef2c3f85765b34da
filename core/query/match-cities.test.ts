import { describe, expect, it } from 'vitest';
import type { CityOption } from '../model';
import { matchCities } from './match-cities';

const city = (id: number, zip: string, name: string): CityOption => ({ id, zip, name, lat: 0, lon: 0 });
const LIST = [city(1, '9000', 'Gent'), city(2, '3600', 'Genk'), city(3, '4000', 'Liège'), city(4, '9050', 'Gentbrugge'), city(5, '1000', 'Brussel'), city(6, '8400', 'Oostende')];
const names = (found: CityOption[]) => found.map((c) => c.name);

describe('matchCities: the cities a typed text names, best first (a local list filtered like the search-city call)', () => {
  it.each([
    ['a name start, then alphabetical', 'gen', ['Genk', 'Gent', 'Gentbrugge']],
    ['case and accents do not matter', 'LIEGE', ['Liège']],
    ['a postcode start', '90', ['Gent', 'Gentbrugge']],
    ['a name start before a match inside the name', 'ge', ['Genk', 'Gent', 'Gentbrugge', 'Liège']],
    ['surrounding spaces are ignored', '  brus ', ['Brussel']],
    ['a name in another language', 'Brussels', ['Brussel']],
    ['a French name', 'gand', ['Gent']],
    ['a German name', 'Lüttich', ['Liège']],
    ['nothing matches', 'xyz', []],
    ['an empty text names no city', ' ', []],
  ])('%s: %j', (_, query, expected) => {
    expect(names(matchCities(LIST, query))).toEqual(expected);
  });

  it('keeps at most `limit` cities', () => {
    expect(matchCities(LIST, 'e', 2)).toHaveLength(2);
  });
});
