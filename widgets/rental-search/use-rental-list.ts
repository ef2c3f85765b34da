import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createRentalListStore, normalizeRentalFilter, type RentalFilter, type RentalListApi } from '../../core/rentals/rental-list-store';
import { readRentalSearch, rentalSearchHref, sameRentalSearch, withValidStay } from '../../core/rentals/rental-params';
import { brusselsDay } from '../../core/rentals/stay';
import { followSearch, pushSearch, type UrlState } from '../runtime/url-sync';

/**
 * One rental list store per block: loads the first page and the filter options on mount. With `syncUrl`
 * the search is in the page URL (the configured filter where the URL says nothing): a visitor's change is
 * one history entry, back/forward and a shared link restore it.
 */
export function useRentalList(api: RentalListApi, configured: RentalFilter, syncUrl = true) {
  // The configuration is read once; later changes come from the visitor or the URL.
  /* eslint-disable react-hooks/exhaustive-deps */
  const today = useMemo(() => brusselsDay(Date.now()), []);
  const url = useMemo<UrlState<RentalFilter> | null>(
    () => (syncUrl ? { read: (search) => readRentalSearch(search, configured, today), same: sameRentalSearch, href: rentalSearchHref } : null),
    [],
  );
  const store = useMemo(() => createRentalListStore(api, url ? url.read(location.search) : withValidStay(configured, today)), [api]);
  /* eslint-enable react-hooks/exhaustive-deps */
  useEffect(
    function loadFirstPage() {
      void store.load();
      void store.loadOptions();
      return function abortCalls() {
        store.dispose();
      };
    },
    [store],
  );
  useEffect(
    function followBackForward() {
      return url ? followSearch(url, () => store.getState().filter, (next) => void store.setFilter(next)) : undefined;
    },
    [store, url],
  );
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const change = (next: RentalFilter) => {
    const filter = normalizeRentalFilter(next);
    if (sameRentalSearch(filter, store.getState().filter)) return;
    if (url) pushSearch(url, filter);
    void store.setFilter(filter);
  };
  return { state, store, today, change };
}
