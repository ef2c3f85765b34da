import { useMemo } from 'react';
import type { Estate } from '../../core/model';
import type { EstateRow } from '../../core/stores';
import { NO_GROUP_KEY, type ListGroup } from '../../core/grouping/group-estates';
import { formatCurrency } from '../../core/format/units';
import type { ListingItem } from '../../core/view-models/listing-item';
import { rowItem } from '../ui/estate-card/use-listing-items';
import type { TableGroup } from './table-view';

/** Store groups → table groups of listing items, cut after the first `shown` rows (sliced rendering). */
export function useTableGroups(
  groups: ListGroup<EstateRow>[],
  itemOf: (estate: Estate, project?: Estate) => ListingItem,
  shown: number,
  grouped: boolean,
  /** The heading of the estates without a group key (spec §9 'Projecten'): t('group.projects'). */
  noGroupLabel: string,
): TableGroup[] {
  return useMemo(() => {
    let left = shown;
    const out: TableGroup[] = [];
    for (const group of groups) {
      if (left <= 0) break;
      const slice = group.items.slice(0, left);
      left -= slice.length;
      const label = !grouped ? '' : group.key === NO_GROUP_KEY ? noGroupLabel : group.price ? `${formatCurrency(group.price.min)} – ${formatCurrency(group.price.max)}` : group.label;
      out.push({ key: group.key || 'none', label, items: slice.map((row) => rowItem(row, itemOf)) });
    }
    return out;
  }, [groups, itemOf, shown, grouped, noGroupLabel]);
}
