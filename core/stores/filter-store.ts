/**
 * Estate filter store (spec §3 "Estate filter state", §4 "Filter state"), zustand/vanilla.
 * Options: loading → success (options stored, error cleared) or failure (error stored, previous
 * options kept). Setting cities, types or countries (any list) to [] removes that criterion.
 * Any change of sort, price range or filters reloads the linked list store from the first item.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiErrorInfo } from '../api/types';
import type { SiteApi } from '../api/endpoints';
import { sortLocationsByName } from '../grouping/sort-locations';
import { emptyFilterOptions, type EstateFilterOptions } from '../model/filter-options';
import type { EstateNode } from '../model/node';
import { buildEstateSearchBody } from '../query/build-query';
import { sameFilter } from '../query/url-params';
import { normalizeFilter, type EstateFilterState } from '../query/filter-state';
import type { EstateListStore } from './estate-list-store';
import { createLatestOnly, superseded } from './latest-only';

export interface FilterStoreState {
  /** The visitor's filter, canonical (spec §3 filter query fields). */
  filter: EstateFilterState;
  options: EstateFilterOptions;
  isLoading: boolean;
  error: ApiErrorInfo | null;
  /** Loads the options for the node (list store's node, else the one given at creation). */
  loadOptions(): Promise<void>;
  /** Aborts the options call under way (e.g. when the visitor leaves for another page). */
  cancelOptions(): void;
  /** Replaces the whole filter (a visitor's change, or the URL on back/forward); unset keys and [] are removed. */
  replace(filter: EstateFilterState): void;
}

export interface FilterStoreOptions {
  api: Pick<SiteApi, 'getEstateFilters'>;
  /** The list store to reload on every change (same scope). */
  list?: EstateListStore;
  /** Node for the options call when there is no list store. */
  node?: EstateNode | null;
  /** Initial filter, e.g. parseFilterParams(location.search). */
  initial?: EstateFilterState;
}

export type FilterStore = StoreApi<FilterStoreState>;

export function createFilterStore(options: FilterStoreOptions): FilterStore {
  const latest = createLatestOnly();
  // Once a block has asked for options, they follow the filter (spec §7: the estate-filters call gets the search's body).
  let optionsFollowFilter = false;
  const initial = normalizeFilter(options.initial ?? {});
  if (options.list && options.initial) options.list.setState({ filter: initial });

  return createStore<FilterStoreState>()((set, get) => {
    function commit(next: EstateFilterState) {
      const filter = normalizeFilter(next);
      if (sameFilter(filter, get().filter)) return;
      set({ filter });
      void options.list?.getState().setFilter(filter);
      if (optionsFollowFilter) void get().loadOptions();
    }

    return {
      filter: initial,
      options: emptyFilterOptions(),
      isLoading: false,
      error: null,
      async loadOptions() {
        optionsFollowFilter = true;
        set({ isLoading: true });
        const node = options.list?.getState().node ?? options.node ?? null;
        const body = buildEstateSearchBody({ node, filter: get().filter });
        const answer = await latest.run((signal) =>
          options.api.getEstateFilters(body, { signal }).catch((error: unknown) => ({
            ...emptyFilterOptions(),
            error: { status: 0, statusText: '', kind: 'network' as const, message: String(error) },
          })),
        );
        if (answer === superseded) return;
        const { error, ...received } = answer;
        if (error) {
          set({ isLoading: false, error });
          return;
        }
        set({ isLoading: false, error: null, options: { ...received, locations: sortLocationsByName(received.locations ?? []) } });
      },
      cancelOptions() {
        latest.abort();
        set({ isLoading: false });
      },
      replace: (filter) => commit(filter),
    };
  });
}
