import { useMemo } from 'react';
import type { Estate } from '../../core/model';
import type { StatusCode } from '../../core/model/status';
import type { EstateRow } from '../../core/stores';
import { NO_GROUP_KEY, type ListGroup, type PriceBand } from '../../core/grouping/group-estates';
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
  /** The heading of a PRICE band ('€ 100.000 – € 200.000', '€ 500 – € 1.000 / maand'). */
  bandLabel: (band: PriceBand) => string,
  /** The heading of a STATUS group whose transaction has no name: t(`enum.Status.${code}`). */
  statusLabel: (status: StatusCode) => string,
): TableGroup[] {
  return useMemo(() => {
    let left = shown;
    const out: TableGroup[] = [];
    for (const group of groups) {
      if (left <= 0) break;
      const slice = group.items.slice(0, left);
      left -= slice.length;
      const label = !grouped ? '' : group.key === NO_GROUP_KEY ? noGroupLabel : group.price ? bandLabel(group.price) : group.status && !group.label ? statusLabel(group.status) : group.label;
      out.push({ key: group.key || 'none', label, items: slice.map((row) => rowItem(row, itemOf)) });
    }
    return out;
  }, [groups, itemOf, shown, grouped, noGroupLabel, bandLabel, statusLabel]);
}
