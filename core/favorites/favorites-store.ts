import { createStore, type StoreApi } from 'zustand/vanilla';
import { isQuotaError, parseIds, probeStorage, type KeyValueStorage, type StorageProblem } from './storage';

export interface FavoritesState {
  /** Estate ids, most recently added first. */
  ids: string[];
  /** null while favorites are kept in the browser; else why they last only for this page view. */
  problem: StorageProblem | null;
}

export interface FavoritesStore extends StoreApi<FavoritesState> {
  has(id: string | number): boolean;
  add(id: string | number): void;
  remove(id: string | number): void;
  toggle(id: string | number): void;
  clear(): void;
  /** Stops listening to other tabs. */
  destroy(): void;
}

export interface FavoritesOptions {
  siteId: string;
  /** Default: window.localStorage, guarded. */
  storage?: () => KeyValueStorage | null | undefined;
  /** Where `storage` events arrive; default window. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** Default 200. */
  max?: number;
}

/** localStorage key of a site's favorites. */
export const favoritesKey = (siteId: string) => `estate-blocks:favorites:${siteId || 'default'}`;

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);

export function createFavoritesStore(options: FavoritesOptions): FavoritesStore {
  const key = favoritesKey(options.siteId);
  const max = options.max ?? 200;
  let storage = probeStorage(options.storage ?? browserStorage);
  const read = () => (storage ? parseIds(storage.getItem(key), max) : []);
  const store = createStore<FavoritesState>(() => ({ ids: read(), problem: storage ? null : 'unavailable' }));

  function write(ids: string[]) {
    store.setState({ ids });
    if (!storage) return;
    try {
      storage.setItem(key, JSON.stringify(ids));
    } catch (error) {
      // Keep working from memory for the rest of the visit and tell the visitor why.
      storage = null;
      store.setState({ problem: isQuotaError(error) ? 'quota' : 'unavailable' });
    }
  }

  const norm = (id: string | number) => String(id);
  const has = (id: string | number) => store.getState().ids.includes(norm(id));
  const add = (id: string | number) => {
    if (!has(id)) write([norm(id), ...store.getState().ids].slice(0, max));
  };
  const remove = (id: string | number) => {
    if (has(id)) write(store.getState().ids.filter((x) => x !== norm(id)));
  };

  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  const onStorage = (event: Event) => {
    const changed = (event as StorageEvent).key;
    if (storage && (changed === key || changed === null)) store.setState({ ids: read() });
  };
  events?.addEventListener('storage', onStorage);

  return Object.assign(store, {
    has,
    add,
    remove,
    toggle: (id: string | number) => (has(id) ? remove(id) : add(id)),
    clear: () => write([]),
    destroy: () => events?.removeEventListener('storage', onStorage),
  });
}
