import type { CityOption } from '../model';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * The cities of a known list that a typed text names: a name or postcode that starts with it first,
 * then a name that holds it, each group alphabetical; at most `limit`. An empty text names none.
 */
export function matchCities(cities: readonly CityOption[], query: string, limit = 10): CityOption[] {
  const q = fold(query.trim());
  if (!q) return [];
  const score = (c: CityOption) => {
    const name = fold(c.name);
    return name.startsWith(q) || c.zip.startsWith(q) ? 2 : name.includes(q) ? 1 : 0;
  };
  return cities
    .map((city) => ({ city, score: score(city) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.city.name.localeCompare(b.city.name) || a.city.id - b.city.id)
    .slice(0, limit)
    .map((m) => m.city);
}
