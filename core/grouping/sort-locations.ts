import { foldName } from '../query/fold-name';

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * spec §9: location lists sort by name (then zip, so equal names keep a stable order), case and accents
 * ignored ("Écaussinnes" beside "Ecaussinnes"): the Dutch collation at base strength for Belgian place
 * names. Not Intl.Collator: its first construction loads ICU's collation data, ~20–50 ms of main thread in
 * a search's first render.
 */
export function sortLocationsByName<T extends { name: string; zip?: string }>(locations: readonly T[]): T[] {
  return locations
    .map((location) => ({ location, key: foldName(location.name ?? '') }))
    .sort((a, b) => byCodeUnit(a.key, b.key) || byCodeUnit(a.location.zip ?? '', b.location.zip ?? ''))
    .map(({ location }) => location);
}
