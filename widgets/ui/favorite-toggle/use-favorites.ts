import { useSyncExternalStore } from 'react';
import { getFavoritesStore, type FavoritesState, type FavoritesStore } from '../../../core/favorites/favorites-store';

/** The page's shared favorites store of `siteId` and its current state. */
export function useFavorites(siteId: string, store?: FavoritesStore): { store: FavoritesStore; state: FavoritesState } {
  const favorites = store ?? getFavoritesStore(siteId);
  const state = useSyncExternalStore(favorites.subscribe, favorites.getState, favorites.getState);
  return { store: favorites, state };
}
