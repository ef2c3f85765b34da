/**
 * The sort the query builder puts first when a node groups its list (spec §7 "Sort starts with the
 * grouping sort"), so that members of one group arrive together.
 */
import type { SortClause } from '../model/search';
import type { GroupBy } from '../model';

export const GROUP_SORT_FIELD: Readonly<Record<GroupBy, string>> = {
  TYPE: 'general.headType.id',
  SUBTYPE: 'general.subType.id',
  STATUS: 'general.transaction.id',
  CITY: 'general.address.city.name',
  PRICE: 'general.price.value',
};

export function groupingSort(groupBy: GroupBy | undefined | null): SortClause[] {
  const field = groupBy ? GROUP_SORT_FIELD[groupBy] : undefined;
  return field ? [{ field, order: 'ASC' }] : [];
}
