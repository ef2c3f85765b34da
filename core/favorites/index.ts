export { createFavoritesStore, favoritesKey, type FavoritesOptions, type FavoritesState, type FavoritesStore } from './favorites-store';
export type { KeyValueStorage, StorageProblem } from './storage';
