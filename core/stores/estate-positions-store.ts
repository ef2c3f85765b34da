/**
 * The map's positions of a scope's whole result set: one light search call
 * (`mode: 'geo'`, docs/api.md "Map positions") per node or filter change of the scope's list,
 * independent of how many pages the table has loaded. Stale answers are dropped (DESIGN §4).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { GEO_RESULT_LIMIT, type ApiErrorInfo } from '../api/types';
import type { SiteApi } from '../api/endpoints';
import type { Estate } from '../model';
import { buildPositionsSearchBody } from '../query/build-query';
import { writeFilterParams } from '../query/url-params';
import type { EstateFilterState } from '../query/filter-state';
import { isHiddenStatus } from '../status/hidden-status';
import type { EstateListStore } from './estate-list-store';
import { createLatestOnly, superseded } from './latest-only';

export interface EstatePositionsState {
  /** Main records with the map fields only; statuses the site hides left out. */
  estates: Estate[];
  /** The total of the search; more than `estates.length` only past the limit. */
  total: number;
  isLoading: boolean;
  error: ApiErrorInfo | null;
  /**
   * The filter without its map area, as text: it changes when the visitor changed the filter, not
   * when only the area moved with the map (the map then refits to the results, else it stays).
   */
  filterKey: string;
  /** Loads the positions for the list's current node and filter, and follows its changes from then on. */
  start(): void;
  /** Loads again (e.g. "Try again" after an error). */
  reload(): Promise<void>;
  stop(): void;
}

export interface EstatePositionsStoreOptions {
  api: Pick<SiteApi, 'searchEstates'>;
  list: EstateListStore;
  /** At most this many positions (default GEO_RESULT_LIMIT, the service's limit). */
  limit?: number;
}

export type EstatePositionsStore = StoreApi<EstatePositionsState>;

/** The filter without its map area, as the URL writes it. */
export function filterKeyOf(node: unknown, filter: EstateFilterState): string {
  const { area: _area, ...rest } = filter;
  return `${JSON.stringify(node ?? null)}?${writeFilterParams(rest).toString()}`;
}

const searchKeyOf = (node: unknown, filter: EstateFilterState) => `${filterKeyOf(node, filter)}&${filter.area ? JSON.stringify(filter.area) : ''}`;

export function createEstatePositionsStore({ api, list, limit = GEO_RESULT_LIMIT }: EstatePositionsStoreOptions): EstatePositionsStore {
  const latest = createLatestOnly();
  let unsubscribe: (() => void) | null = null;

  return createStore<EstatePositionsState>()((set, get) => {
    async function load() {
      const { node, filter, hiddenStatus } = list.getState();
      const body = buildPositionsSearchBody(node, filter, limit);
      set({ isLoading: true, filterKey: filterKeyOf(node, filter) });
      const answer = await latest.run((signal) => api.searchEstates(body, { signal }));
      if (answer === superseded) return;
      if (answer.error) {
        set({ isLoading: false, error: answer.error });
        return;
      }
      const settings = { hiddenStatus };
      const estates: Estate[] = [];
      for (const result of answer.results) {
        const estate = result.children?.[0];
        if (estate && !isHiddenStatus(estate.status?.id, settings)) estates.push(estate);
      }
      set({ isLoading: false, error: null, estates, total: answer.total.value });
    }

    return {
      estates: [],
      total: 0,
      isLoading: false,
      error: null,
      filterKey: '',
      start() {
        if (unsubscribe) return;
        let asked = searchKeyOf(list.getState().node, list.getState().filter);
        unsubscribe = list.subscribe((state, previous) => {
          const key = searchKeyOf(state.node, state.filter);
          // The list of the same search answered after failing: the fault has cleared, so a failed map follows.
          const recovered = get().error !== null && !get().isLoading && previous.isLoading && !state.isLoading && state.error === null;
          if (key === asked && !recovered) return;
          asked = key;
          void load();
        });
        void load();
      },
      reload: load,
      stop() {
        unsubscribe?.();
        unsubscribe = null;
        latest.abort();
        if (get().isLoading) set({ isLoading: false });
      },
    };
  });
}
