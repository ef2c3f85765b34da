import { dutchBaseOrder, plainOrder } from './collators';

/** spec §9: location lists sort by name (then zip, so equal names keep a stable order). */
export function sortLocationsByName<T extends { name: string; zip?: string }>(locations: readonly T[]): T[] {
  const byName = dutchBaseOrder();
  const byZip = plainOrder();
  return [...locations].sort((a, b) => byName.compare(a.name ?? '', b.name ?? '') || byZip.compare(a.zip ?? '', b.zip ?? ''));
}
