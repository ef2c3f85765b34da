import type { LoaderFacts } from '../runtime/block-contract';

export const loaderFacts: LoaderFacts = {
  texts: 'base',
  // Positions come from the map's own call; the list (popups, a list beside the map) only when asked for.
  firstLoad: (node) => ((node as { loadList?: unknown }).loadList === true ? 'full' : undefined),
  /**
   * Shown as soon as it is near the viewport, else it waits for "Show the map". On a phone it waits unless
   * `buttonOnPhones` is false: the results come first, as on the big portals' phone pages, and a visitor
   * who never opens the map downloads none of it.
   */
  mapShownWhenVisible: (node, phone) => {
    const { loadWhenVisible, buttonOnPhones } = node as { loadWhenVisible?: unknown; buttonOnPhones?: unknown };
    return loadWhenVisible !== false && !(phone && buttonOnPhones !== false);
  },
};
