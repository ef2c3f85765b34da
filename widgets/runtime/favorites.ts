import { createFavoritesStore, type FavoritesStore } from '../../core/favorites/favorites-store';
import type { LoaderSettings } from './block-contract';
import { pageRuntime } from './page-runtime';

/** The one favorites store of the page's site, shared by every toggle and favorites block; disposing the page stops its storage listener. */
export function pageFavorites(settings: LoaderSettings): FavoritesStore {
  const runtime = pageRuntime(settings);
  return runtime.shared('favorites', settings.siteId, () => {
    const store = createFavoritesStore({ siteId: settings.siteId });
    runtime.onDispose(store.destroy);
    return store;
  });
}
