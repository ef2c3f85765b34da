import { useSyncExternalStore } from 'react';
import type { FavoritesState, FavoritesStore } from '../../../core/favorites/favorites-store';
import { useOptionalBlock } from '../../runtime/block-context';
import { pageFavorites } from '../../runtime/favorites';

/** The page's shared favorites store (of the block's site, held by the page runtime), or `store`, and its current state. */
export function useFavorites(store?: FavoritesStore): { store: FavoritesStore; state: FavoritesState } {
  const block = useOptionalBlock();
  const favorites = store ?? pageFavorites(block!.settings);
  const state = useSyncExternalStore(favorites.subscribe, favorites.getState, favorites.getState);
  return { store: favorites, state };
}
