import { useMemo } from 'react';
import type { Estate } from '../../core/model';
import type { EstateRow } from '../../core/stores';
import type { ListGroup } from '../../core/grouping';
import { formatCurrency } from '../../core/format';
import type { ListingItem } from '../ui/estate-card/listing-item';
import type { TableEntry, TableGroup } from './table-view';

/** Store groups → table groups of listing items, cut after the first `shown` rows (sliced rendering). */
export function useTableGroups(
  groups: ListGroup<EstateRow>[],
  itemOf: (estate: Estate, project?: Estate) => ListingItem,
  shown: number,
  grouped: boolean,
): TableGroup[] {
  return useMemo(() => {
    let left = shown;
    const out: TableGroup[] = [];
    for (const group of groups) {
      if (left <= 0) break;
      const slice = group.items.slice(0, left);
      left -= slice.length;
      const label = !grouped ? '' : group.price ? `${formatCurrency(group.price.min)} – ${formatCurrency(group.price.max)}` : group.label;
      out.push({ key: group.key || 'none', label, items: slice.map((row) => entryOf(row, itemOf)) });
    }
    return out;
  }, [groups, itemOf, shown, grouped]);
}

const entries = new WeakMap<ListingItem, TableEntry>();
/** The row's item, with its units when the row is a project that has them (spec §1, §3 children). */
function entryOf(row: EstateRow, itemOf: (estate: Estate, project?: Estate) => ListingItem): TableEntry {
  const item = itemOf(row.estate);
  if (!row.children.length) return item;
  let entry = entries.get(item);
  if (!entry || entry.units?.length !== row.children.length) {
    entry = { ...item, units: row.children.map((unit) => itemOf(unit, row.estate)) };
    entries.set(item, entry);
  }
  return entry;
}
