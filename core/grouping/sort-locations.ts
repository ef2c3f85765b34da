/**
 * A name as location lists compare it: case and accents ignored ("Écaussinnes" beside "Ecaussinnes"),
 * which is the Dutch collation at base strength for the names of Belgian places. Not Intl.Collator: its
 * first construction loads ICU's collation data, ~20–50 ms of main thread in a search's first render.
 */
const sortName = (name: string): string => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** spec §9: location lists sort by name (then zip, so equal names keep a stable order). */
export function sortLocationsByName<T extends { name: string; zip?: string }>(locations: readonly T[]): T[] {
  return locations
    .map((location) => ({ location, key: sortName(location.name ?? '') }))
    .sort((a, b) => byCodeUnit(a.key, b.key) || byCodeUnit(a.location.zip ?? '', b.location.zip ?? ''))
    .map(({ location }) => location);
}
