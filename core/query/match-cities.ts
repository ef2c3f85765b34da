import type { CityOption } from '../model';
import { cityNames } from './city-names';
import { foldName } from './fold-name';

/**
 * The cities of a known list that a typed text names, by any of their names (city-names.ts): a name
 * or postcode that starts with it first, then a name that holds it, each group alphabetical; at most `limit`. An empty text names none.
 */
export function matchCities(cities: readonly CityOption[], query: string, limit = 10): CityOption[] {
  const q = foldName(query);
  if (!q) return [];
  const score = (c: CityOption) => {
    const names = cityNames(c.name).map(foldName);
    return names.some((n) => n.startsWith(q)) || c.zip.startsWith(q) ? 2 : names.some((n) => n.includes(q)) ? 1 : 0;
  };
  return cities
    .map((city) => ({ city, score: score(city) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.city.name.localeCompare(b.city.name) || a.city.id - b.city.id)
    .slice(0, limit)
    .map((m) => m.city);
}
