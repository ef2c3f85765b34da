import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createRentalListStore, type RentalFilter, type RentalListApi } from '../../core/rentals/rental-list-store';

/** One rental list store per block: loads the first page and the filter options on mount. */
export function useRentalList(api: RentalListApi, initialFilter: RentalFilter) {
  // The initial filter is read once; later changes come from the visitor through setFilter.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => createRentalListStore(api, initialFilter), [api]);
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
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { state, store };
}
