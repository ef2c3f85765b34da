import { useStore } from 'zustand';
import { selectHasMore, selectRows } from '../../../core/stores/list-selectors';
import type { EstateListStore } from '../../../core/stores/estate-list-store';
import { mayAutoLoad } from '../../../core/query/paging';

/** What a listing block reads of its scope's list to draw the rows and the states around them. */
export function useListState(list: EstateListStore) {
  return {
    rows: useStore(list, selectRows),
    hasMore: useStore(list, selectHasMore),
    answered: useStore(list, (s) => s.estates.length > 0),
    isLoading: useStore(list, (s) => s.isLoading),
    isLoadingNextPage: useStore(list, (s) => s.isLoadingNextPage),
    error: useStore(list, (s) => s.error),
    /** The next page may load by itself as the list's end nears (after a few pages only the button loads). */
    autoLoad: useStore(list, (s) => mayAutoLoad(s.estates.length)),
  };
}
