/**
 * Store scopes (DESIGN §5 store scopes): blocks of one page with the same `scope` share one list store and
 * one filter; other scopes are independent. A scope that syncs with the URL reads its filter from the
 * spec §2 query parameters, writes one history entry per visitor change and follows back/forward.
 */
import type { SiteApi } from '../../core/api/endpoints';
import type { EstateNode } from '../../core/model';
import { parseFilterParams, resultsPageUrl, sameFilter } from '../../core/query/url-params';
import type { EstateFilterState } from '../../core/query/filter-state';
import { createEstateListStore, type EstateListStore } from '../../core/stores/estate-list-store';
import { createEstatePositionsStore, type EstatePositionsStore } from '../../core/stores/estate-positions-store';
import { createFilterStore, type FilterStore } from '../../core/stores/filter-store';
import { createSearchTotal } from '../../core/stores/search-total';
import type { StoreApi } from 'zustand/vanilla';
import type { LoaderSettings } from './block-contract';
import { DEFAULT_LOCALE, type Locale } from '../../core/i18n/locale';
import { listFields } from '../../core/query/list-fields';
import { siteSettingsFor } from './services';
import { pageRuntime } from './page-runtime';
import { withVisibleStatuses } from './first-search';
import { followSearch, pushSearch, type UrlState } from './url-sync';

export { withVisibleStatuses };

export interface ScopeOptions {
  /** Follow and write the URL query parameters (default true; a second scope on a page sets false). */
  syncUrl?: boolean;
  /** The language of the first block of the scope: list answers carry its texts (listFields). */
  locale?: Locale;
}

export interface ScopeStores {
  name: string;
  list: EstateListStore;
  /** The visitor's filter and the options of the estate-filters call; changes reload `list`. */
  filter: FilterStore;
  /** Resolves once the site settings (hiddenStatus) are known; loads wait for it. */
  ready: Promise<void>;
  /** The search's result count as far as the list or the map has answered it (null: not yet). */
  total: StoreApi<{ total: number | null }>;
  syncUrl: boolean;
  /** The visitor changed the filter: one history entry (when syncing), then a reload from the first item. */
  applyFilter(filter: EstateFilterState): void;
  /**
   * First load of the list with a block's node, once per scope; later calls return the same promise —
   * until `owner` (the block that started it) releases the scope: the next block then starts it anew
   * with its own node (a block replaced by one with another configuration, e.g. in the catalogue).
   */
  start(node: EstateNode | null, mode: 'page' | 'full', owner?: object): Promise<void>;
  /** The block `owner` leaves the page. */
  release(owner: object): void;
  /**
   * The map's positions of the whole result set, following the scope's filter. Created and started on
   * first use, after the site settings; `node` is used when no list block started the scope.
   */
  positions(node: EstateNode | null): EstatePositionsStore;
  /**
   * A block shows the filter options (the search form): they load once the site settings are known even
   * when no list block has started the scope yet (a table below the fold mounts only when scrolled to),
   * with the list's node once one has. A scope no block shows options for never asks for them.
   */
  showOptions(): void;
  /** Aborts the scope's requests under way: the visitor is leaving for another page, where they would only fail. */
  cancel(): void;
}

const ESTATE_URL: UrlState<EstateFilterState> = { read: parseFilterParams, same: sameFilter, href: resultsPageUrl };

function createScope(name: string, settings: LoaderSettings, api: SiteApi, options: ScopeOptions): ScopeStores {
  const syncUrl = options.syncUrl ?? true;
  const initial = syncUrl ? parseFilterParams(location.search) : {};
  const list = createEstateListStore({ api, filter: initial, fields: listFields(options.locale ?? settings.locale ?? DEFAULT_LOCALE) });
  const filter = createFilterStore({ api, list, initial });
  const searchTotal = createSearchTotal(list);
  let hidden: number[] = [];
  const ready = siteSettingsFor(settings, api).then((site) => {
    hidden = site.hiddenStatus ?? [];
    list.setState({ hiddenStatus: hidden });
  });
  let started: Promise<void> | null = null;
  let starter: object | undefined;
  let positions: EstatePositionsStore | null = null;
  let optionsShown = false;
  // The node the options were loaded for by showOptions: a list block starting with that node later needs no second call.
  let optionsNode: string | undefined;

  if (syncUrl) pageRuntime(settings).onDispose(followSearch(ESTATE_URL, () => filter.getState().filter, (next) => filter.getState().replace(next)));

  return {
    name,
    list,
    filter,
    ready,
    total: searchTotal.store,
    syncUrl,
    applyFilter(next) {
      if (sameFilter(next, filter.getState().filter)) return;
      if (syncUrl) pushSearch(ESTATE_URL, next);
      filter.getState().replace(next);
    },
    cancel() {
      list.getState().cancel();
      filter.getState().cancelOptions();
      positions?.getState().stop();
    },
    showOptions() {
      if (optionsShown) return;
      optionsShown = true;
      // One turn later, like positions: a list block mounting in the same turn starts the scope first.
      void ready.then(() => undefined).then(() => {
        // No list block has started yet (one below the fold mounts later): the options are for the scope's
        // node with the hidden statuses left out, as that block's first load will be, not for everything.
        if (!started) list.setState({ node: withVisibleStatuses(list.getState().node ?? null, hidden) });
        optionsNode = JSON.stringify(list.getState().node ?? null);
        void filter.getState().loadOptions();
      });
    },
    positions(node) {
      if (positions) return positions;
      const store = createEstatePositionsStore({ api, list });
      positions = store;
      searchTotal.follow(store);
      void ready
        // One turn later, so a list block that started the scope in the same turn has set its node first.
        .then(() => undefined)
        .then(() => {
          // A map alone in its scope: its node is the scope's.
          if (!started) list.setState({ node: withVisibleStatuses(node, hidden) });
          store.getState().start();
        });
      return store;
    },
    release(owner) {
      if (owner !== starter) return;
      starter = undefined;
      started = null;
      list.getState().cancel();
    },
    start(node, mode, owner) {
      // A block that replaces another (a CMS preview mounting the new configuration into a new element)
      // takes the scope over from one whose element has left the page: React unmounts that one only later.
      if (started && owner && owner !== starter && starter instanceof Element && !starter.isConnected) {
        list.getState().cancel();
        started = null;
      }
      if (!started) starter = owner;
      started ??= ready.then(() => {
        const scoped = withVisibleStatuses(node, hidden);
        const state = list.getState();
        list.setState({ node: scoped, mode });
        // Options only for a block that shows them (a table alone has none to show); they follow the
        // filter once loaded, and a node other than the one they were loaded for needs them again.
        if (optionsShown && optionsNode !== undefined && optionsNode !== JSON.stringify(scoped ?? null)) {
          optionsNode = JSON.stringify(scoped ?? null);
          void filter.getState().loadOptions();
        }
        return mode === 'full' ? state.loadAll({ node: scoped }) : state.load({ node: scoped });
      });
      return started;
    },
  };
}

/** The stores of `scope` on this page (created on first use). The first block of a scope decides its options. */
export function getScopeStores(scope: string, settings: LoaderSettings, api: SiteApi, options: ScopeOptions = {}): ScopeStores {
  const runtime = pageRuntime(settings);
  return runtime.shared('scope', `${settings.siteId}\u0000${scope}`, () => {
    const created = createScope(scope, settings, api, options);
    runtime.onDispose(() => created.cancel());
    return created;
  });
}
