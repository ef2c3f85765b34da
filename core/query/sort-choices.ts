/**
 * The search's one sort control: the sort type and order pairs a portal offers (newest first, price up
 * and down, city A–Z, type), as one list. A pair only a URL asks for (e.g. oldest first) joins the list
 * while it is chosen, so the control always names the order the results are in.
 */
import type { SortOrder } from '../model/search';
import { sortOrderOf } from './build-query';
import { FILTERS } from './filters';
import type { EstateFilterState, SortType } from './filter-state';

export interface SortChoice {
  /** `${sortType}-${order}`, e.g. 'price-ASC'. */
  value: string;
  sortType: SortType;
  order: SortOrder;
}

const choice = (sortType: SortType, order: SortOrder): SortChoice => ({ value: `${sortType}-${order}`, sortType, order });

export const SORT_CHOICES: readonly SortChoice[] = [choice('date', 'DESC'), choice('price', 'ASC'), choice('price', 'DESC'), choice('city', 'ASC'), choice('type', 'ASC')];

/** The choice the filter's sort is (the default when it names none). */
export function sortChoiceOf(filter: EstateFilterState): SortChoice {
  return choice(filter.sortType ?? FILTERS.sortType.default, sortOrderOf(filter));
}

/** The offered choices, plus the filter's own when it is none of them, in the list's order. */
export function sortChoices(filter: EstateFilterState): SortChoice[] {
  const current = sortChoiceOf(filter);
  return SORT_CHOICES.some((c) => c.value === current.value) ? [...SORT_CHOICES] : [...SORT_CHOICES, current];
}

/** The filter patch a chosen value makes: none for the default order (a clean URL), else both parameters. */
export function sortPatch(value: string): Pick<EstateFilterState, 'sortType' | 'sortOrder'> {
  const found = [...SORT_CHOICES].find((c) => c.value === value) ?? parseChoice(value);
  if (!found || found.value === SORT_CHOICES[0].value) return { sortType: undefined, sortOrder: undefined };
  return { sortType: found.sortType, sortOrder: found.order };
}

function parseChoice(value: string): SortChoice | undefined {
  const [type, order] = value.split('-');
  const types = FILTERS.sortType.choices as readonly string[];
  return types.includes(type) && (order === 'ASC' || order === 'DESC') ? choice(type as SortType, order) : undefined;
}
