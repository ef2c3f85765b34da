/**
 * The result count of a scope's search as far as it is known: the list's once it has answered the
 * current search, else the map positions' answer to the same search (the list of a page loads only
 * when scrolled to; its untouched total of 0 is no answer), else unknown. What a search's title names.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EstateListState, EstateListStore } from './estate-list-store';
import { filterKeyOf, type EstatePositionsState, type EstatePositionsStore } from './estate-positions-store';

type ListPart = Pick<EstateListState, 'estates' | 'total' | 'isLoading' | 'error' | 'node' | 'filter'>;
type PositionsPart = Pick<EstatePositionsState, 'total' | 'isLoading' | 'error' | 'filterKey'>;

export function knownSearchTotal(list: ListPart, positions: PositionsPart | null): number | null {
  if (list.isLoading) return null;
  if (list.estates.length > 0 && !list.error) return list.total;
  if (positions && !positions.isLoading && !positions.error && positions.filterKey === filterKeyOf(list.node, list.filter)) return positions.total;
  return null;
}

export interface SearchTotal {
  store: StoreApi<{ total: number | null }>;
  /** Counts the positions' answers too, from now on (the map's store is made only when a map asks). */
  follow(positions: EstatePositionsStore): void;
}

export function createSearchTotal(list: EstateListStore): SearchTotal {
  let positions: EstatePositionsStore | null = null;
  const store = createStore<{ total: number | null }>()(() => ({ total: null }));
  const update = () => store.setState({ total: knownSearchTotal(list.getState(), positions?.getState() ?? null) });
  list.subscribe(update);
  return {
    store,
    follow(next) {
      positions = next;
      next.subscribe(update);
      update();
    },
  };
}
