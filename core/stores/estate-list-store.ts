/**
 * Estate list store (spec §3 "Estate list state", §4 "Estate list loading"), zustand/vanilla.
 * Triggers: `loadAll` (full load, 500), `load` (page of 20 from 0), `loadMore` (from the loaded
 * count). A new load aborts the one in flight and responses of older requests are dropped by
 * sequence number, so a stale response never overwrites a newer one (DESIGN §4).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiErrorInfo, EstateResult, EstateSearchResponse } from '../api/types';
import type { SiteApi } from '../api/endpoints';
import type { EstateNode } from '../model';
import { buildEstateSearchBody } from '../query/build-query';
import { FULL_LOAD_SIZE, PAGE_SIZE } from '../query/constants';
import { normalizeFilter, type EstateFilterState } from '../query/filter-state';
import { createLatestOnly, superseded } from './latest-only';

/** One answered request: its results and the total the service reported. */
export interface EstateResultPage {
  results: EstateResult[];
  total: number;
}

export type LoadMode = 'page' | 'full';

export interface LoadOptions {
  /** Replaces the stored node. */
  node?: EstateNode | null;
  /** Replaces the stored filter. */
  filter?: EstateFilterState;
}

export interface EstateListState {
  node: EstateNode | null;
  filter: EstateFilterState;
  /** Result pages in load order (spec §3 "estates: array of result pages"). */
  estates: EstateResultPage[];
  total: number;
  isLoading: boolean;
  isLoadingNextPage: boolean;
  error: ApiErrorInfo | null;
  /** How the current list was loaded; a filter change reloads the same way. */
  mode: LoadMode;
  /** Status ids hidden by the site (settings.hiddenStatus); rows with them are left out by the selectors. */
  hiddenStatus: number[];
  /** Normal load: a page of 20 from 0. */
  load(options?: LoadOptions): Promise<void>;
  /** Full load: 500 from 0. */
  loadAll(options?: LoadOptions): Promise<void>;
  /** Next page from the number of loaded results; no-op while loading or when nothing is left. */
  loadMore(): Promise<void>;
  /** Stores the filter and reloads from the first item (spec §4) in the current mode. */
  setFilter(filter: EstateFilterState): Promise<void>;
  /** Aborts the request under way, keeping the rows it has (e.g. when the visitor leaves for another page). */
  cancel(): void;
}

export interface EstateListStoreOptions {
  api: Pick<SiteApi, 'searchEstates'>;
  node?: EstateNode | null;
  filter?: EstateFilterState;
  /** Site settings; hiddenStatus hides rows (spec §4). */
  settings?: { hiddenStatus?: number[] } | null;
  /** Default 20 (spec §9). */
  pageSize?: number;
  /** Default 500 (spec §9). */
  fullLoadSize?: number;
  /** Field projection of every search (core/query listFields); default whole records. */
  fields?: readonly string[];
}

export type EstateListStore = StoreApi<EstateListState>;

export function countLoaded(estates: readonly EstateResultPage[]): number {
  return estates.reduce((sum, page) => sum + page.results.length, 0);
}

export function createEstateListStore(options: EstateListStoreOptions): EstateListStore {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const fullLoadSize = options.fullLoadSize ?? FULL_LOAD_SIZE;
  const latest = createLatestOnly();

  /** Starts a request that replaces any in flight; resolves to null when a newer one superseded it. */
  async function request(get: () => EstateListState, from: number, size: number): Promise<EstateSearchResponse | null> {
    const { node, filter } = get();
    // The table lists a project's units under it, and one store feeds every list block of a scope.
    const body = { ...buildEstateSearchBody({ node, filter, pagination: { from, size }, fields: options.fields }), units: true };
    const answer = await latest.run((signal) =>
      options.api.searchEstates(body, { signal }).catch(
        (error): EstateSearchResponse => ({ total: { value: 0 }, results: [], error: { status: 0, statusText: '', kind: 'network', message: String(error) } }),
      ),
    );
    return answer === superseded ? null : answer;
  }

  return createStore<EstateListState>()((set, get) => {
    async function first(mode: LoadMode, loadOptions: LoadOptions = {}) {
      const patch: Partial<EstateListState> = { isLoading: true, isLoadingNextPage: false, mode };
      if (loadOptions.node !== undefined) patch.node = loadOptions.node;
      if (loadOptions.filter !== undefined) patch.filter = normalizeFilter(loadOptions.filter);
      set(patch);
      const answer = await request(get, 0, mode === 'full' ? fullLoadSize : pageSize);
      if (!answer) return;
      if (answer.error) {
        set({ isLoading: false, error: answer.error });
        return;
      }
      set({ isLoading: false, error: null, estates: [{ results: answer.results, total: answer.total.value }], total: answer.total.value });
    }

    return {
      node: options.node ?? null,
      filter: normalizeFilter(options.filter ?? {}),
      estates: [],
      total: 0,
      isLoading: false,
      isLoadingNextPage: false,
      error: null,
      mode: 'page',
      hiddenStatus: options.settings?.hiddenStatus ?? [],
      load: (loadOptions) => first('page', loadOptions),
      loadAll: (loadOptions) => first('full', loadOptions),
      setFilter: (filter) => first(get().mode, { filter }),
      cancel() {
        latest.abort();
        set({ isLoading: false, isLoadingNextPage: false });
      },
      async loadMore() {
        const state = get();
        const loaded = countLoaded(state.estates);
        if (state.isLoading || state.isLoadingNextPage || loaded >= state.total) return;
        set({ isLoadingNextPage: true });
        const answer = await request(get, loaded, state.mode === 'full' ? fullLoadSize : pageSize);
        if (!answer) return;
        if (answer.error) {
          set({ isLoadingNextPage: false, error: answer.error });
          return;
        }
        set({
          isLoadingNextPage: false,
          error: null,
          estates: [...get().estates, { results: answer.results, total: answer.total.value }],
          // An empty page ends paging even if the service over-reports its total (no endless scroll).
          total: answer.results.length === 0 ? loaded : answer.total.value,
        });
      },
    };
  });
}
