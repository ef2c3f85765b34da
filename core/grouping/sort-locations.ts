/** spec §9: location lists sort by name (then zip, so equal names keep a stable order). */
export function sortLocationsByName<T extends { name: string; zip?: string }>(locations: readonly T[]): T[] {
  return [...locations].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'nl', { sensitivity: 'base' }) || (a.zip ?? '').localeCompare(b.zip ?? ''));
}
