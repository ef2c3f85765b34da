/**
 * Holiday rental list (spec §3 "Rental filter model", §7 POST rental-units and rental-units/filters,
 * §8 "failed rental list call → empty result with the error"): filters, paged results appended on
 * load-more (page size 20, spec §9), options for the filter controls.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiErrorInfo, RentalSearchBody, RentalSearchResponse } from '../api/types';
import { toErrorInfo } from '../api/errors';
import type { RentalFilterModel, RentalUnit } from '../model';
import { createLatestOnly, superseded } from '../stores/latest-only';

export type RentalFilter = Omit<RentalSearchBody, 'pagination'>;

export const RENTAL_PAGE_SIZE = 20;

export interface RentalListState {
  filter: RentalFilter;
  units: RentalUnit[];
  total: number;
  isLoading: boolean;
  isLoadingNextPage: boolean;
  error: ApiErrorInfo | null;
  options: RentalFilterModel | null;
  optionsError: ApiErrorInfo | null;
}

export interface RentalListApi {
  searchRentalUnits(body: RentalSearchBody, opts?: { signal?: AbortSignal }): Promise<RentalSearchResponse>;
  getRentalFilters(body: RentalSearchBody, opts?: { signal?: AbortSignal }): Promise<RentalFilterModel>;
}

export interface RentalListStore extends StoreApi<RentalListState> {
  /** Loads the first page with the current filter. */
  load(): Promise<void>;
  /** Appends the next page; no-op while loading or when all are loaded. */
  loadMore(): Promise<void>;
  /** Replaces the filter (empty values removed) and reloads from the first item. */
  setFilter(filter: RentalFilter): Promise<void>;
  loadOptions(): Promise<void>;
  dispose(): void;
}

/** Empty values are removed before sending, as for estates (spec §5). */
export function normalizeRentalFilter(filter: RentalFilter): RentalFilter {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'number' && !(Number.isFinite(value) && value > 0)) continue;
    out[key] = value;
  }
  return out as RentalFilter;
}

export function createRentalListStore(api: RentalListApi, initial: RentalFilter = {}, pageSize = RENTAL_PAGE_SIZE): RentalListStore {
  const store = createStore<RentalListState>(() => ({
    filter: normalizeRentalFilter(initial),
    units: [],
    total: 0,
    // Its block asks for the first page as it mounts: until the answer, the list is loading, not empty
    // (an empty one showed "no results" for a frame, then the cards pushed the footer down: CLS 0.16).
    isLoading: true,
    isLoadingNextPage: false,
    error: null,
    options: null,
    optionsError: null,
  }));
  const list = createLatestOnly();
  const options = createLatestOnly();

  async function page(from: number) {
    const body: RentalSearchBody = { ...store.getState().filter, pagination: { from, size: pageSize } };
    return list.run((signal) => api.searchRentalUnits(body, { signal }).catch((error) => ({ total: 0, results: [], error: toErrorInfo(error) })));
  }

  async function load() {
    store.setState({ isLoading: true, isLoadingNextPage: false });
    const answer = await page(0);
    if (answer === superseded) return;
    if (answer.error) store.setState({ isLoading: false, error: answer.error });
    else store.setState({ isLoading: false, error: null, units: answer.results, total: answer.total });
  }

  async function loadMore() {
    const { isLoading, isLoadingNextPage, units, total } = store.getState();
    if (isLoading || isLoadingNextPage || units.length >= total) return;
    store.setState({ isLoadingNextPage: true });
    const answer = await page(units.length);
    if (answer === superseded) return;
    if (answer.error) store.setState({ isLoadingNextPage: false, error: answer.error });
    else
      store.setState({
        isLoadingNextPage: false,
        error: null,
        units: [...store.getState().units, ...answer.results],
        // An empty page ends paging even when the total is over-reported.
        total: answer.results.length === 0 ? units.length : answer.total,
      });
  }

  async function loadOptions() {
    try {
      const answer = await options.run((signal) => api.getRentalFilters({}, { signal }));
      if (answer !== superseded) store.setState({ options: answer, optionsError: null });
    } catch (error) {
      store.setState({ optionsError: toErrorInfo(error) });
    }
  }

  return Object.assign(store, {
    load,
    loadMore,
    loadOptions,
    setFilter(filter: RentalFilter) {
      store.setState({ filter: normalizeRentalFilter(filter) });
      return load();
    },
    dispose() {
      list.abort();
      options.abort();
    },
  });
}
