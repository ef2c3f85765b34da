/**
 * One collator for every comparison: `localeCompare(b, 'nl', options)` builds a new one per call, which
 * made sorting a site's ~600 cities cost ~10 ms on a phone, in the search's first render.
 */
const byName = new Intl.Collator('nl', { sensitivity: 'base' });
const byZip = new Intl.Collator();

/** spec §9: location lists sort by name (then zip, so equal names keep a stable order). */
export function sortLocationsByName<T extends { name: string; zip?: string }>(locations: readonly T[]): T[] {
  return [...locations].sort((a, b) => byName.compare(a.name ?? '', b.name ?? '') || byZip.compare(a.zip ?? '', b.zip ?? ''));
}
