/**
 * Store scopes (DESIGN §5 store scopes): blocks of one page with the same `scope` share one list store and
 * one filter; other scopes are independent. A scope that syncs with the URL reads its filter from the
 * spec §2 query parameters, writes one history entry per visitor change and follows back/forward.
 */
import type { listingCalls } from '../../core/api/listing-calls';
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
import { siteSettingsFor, type BlockApi } from './services';
import { pageRuntime } from './page-runtime';
import { withVisibleStatuses } from './first-search';
import { followSearch, pushSearch, type UrlState } from './url-sync';

/** What a scope calls: the api of a block that lists listingCalls (a listing block, keep-me-informed). */
export type ScopeApi = BlockApi<readonly [typeof listingCalls]>;

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
   * `member` (a block's element) is part of the scope until it leaves: its unmount (useScope's cleanup) or,
   * sooner, the loader's unmount request (PageRuntime.leave). Joining twice is joining once.
   */
  join(member: object): void;
  /**
   * `member` leaves. A load it started passes to another live member that asked for one, else it ends
   * (the next block to ask starts its own, with its own node); the last member leaving ends the scope:
   * its requests stop, the URL is no longer followed and the next block gets a new scope.
   */
  leave(member: object): void;
  /**
   * First load of the list with a block's node, once per scope; `member` joins the scope, and later
   * calls share that load while a live member that asked for it remains.
   */
  start(node: EstateNode | null, mode: 'page' | 'full', member?: object): Promise<void>;
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

/** What a block asked the scope to load first; `done` once begun. */
interface FirstLoad {
  owner: object | undefined;
  node: EstateNode | null;
  mode: 'page' | 'full';
  done?: Promise<void>;
}

function createScope(name: string, settings: LoaderSettings, api: ScopeApi, options: ScopeOptions, end: () => void): ScopeStores {
  const runtime = pageRuntime(settings);
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
  /** The live members, each with the unregistering of its page-leave hook. */
  const members = new Map<object, () => void>();
  /** The members that asked for a first load, in the order they asked. */
  const askers = new Set<object>();
  let load: FirstLoad | null = null;
  let started: Promise<void> | null = null;
  let positions: EstatePositionsStore | null = null;
  let positionsNode: EstateNode | null = null;
  let positionsStarted = false;
  let optionsShown = false;
  // The node the options were loaded for: a list block starting with that node later needs no second call.
  let optionsNode: string | undefined;
  let pending: Promise<void> | null = null;

  /**
   * What the members asked for is served once the site settings are known, in one explicit order
   * whatever the order they asked in: the first load (it decides the scope's node), then the filter
   * options, then the map's positions, both for that node.
   */
  function serve(): void {
    pending = null;
    if (load && !load.done) {
      const scoped = withVisibleStatuses(load.node, hidden);
      const state = list.getState();
      list.setState({ node: scoped, mode: load.mode });
      // Options loaded for another node (a search shown before this list block) are asked again for this one.
      if (optionsNode !== undefined && optionsNode !== JSON.stringify(scoped ?? null)) {
        optionsNode = JSON.stringify(scoped ?? null);
        void filter.getState().loadOptions();
      }
      load.done = load.mode === 'full' ? state.loadAll({ node: scoped }) : state.load({ node: scoped });
    }
    if (optionsShown && optionsNode === undefined) {
      // No list block has asked (one below the fold mounts later): the options are for the scope's node
      // with the hidden statuses left out, as that block's first load will be, not for everything.
      if (!load) list.setState({ node: withVisibleStatuses(list.getState().node ?? null, hidden) });
      optionsNode = JSON.stringify(list.getState().node ?? null);
      void filter.getState().loadOptions();
    }
    if (positions && !positionsStarted) {
      positionsStarted = true;
      // A map alone in its scope: its node is the scope's.
      if (!load) list.setState({ node: withVisibleStatuses(positionsNode, hidden) });
      positions.getState().start();
    }
  }
  const schedule = (): Promise<void> => (pending ??= ready.then(serve));

  const cancel = () => {
    list.getState().cancel();
    filter.getState().cancelOptions();
    positions?.getState().stop();
  };
  const stopFollowing = syncUrl ? followSearch(ESTATE_URL, () => filter.getState().filter, (next) => filter.getState().replace(next)) : () => {};
  let ended = false;
  /** The scope's end, once: by the page's dispose or by its last member leaving. */
  const endScope = () => {
    if (ended) return;
    ended = true;
    stopFollowing();
    cancel();
  };
  const unregister = runtime.onDispose(endScope);

  const join = (member: object) => {
    if (!members.has(member)) members.set(member, runtime.onLeave(member, () => leave(member)));
  };
  const leave = (member: object) => {
    const unhook = members.get(member);
    if (!unhook) return;
    members.delete(member);
    askers.delete(member);
    unhook();
    if (load && load.owner === member) {
      const [heir] = askers;
      if (heir) load.owner = heir;
      else {
        load = null;
        started = null;
        list.getState().cancel();
      }
    }
    if (!members.size) {
      unregister();
      endScope();
      end();
    }
  };

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
    cancel,
    join,
    leave,
    showOptions() {
      if (optionsShown) return;
      optionsShown = true;
      void schedule();
    },
    positions(node) {
      if (positions) return positions;
      const store = createEstatePositionsStore({ api, list });
      positions = store;
      positionsNode = node;
      searchTotal.follow(store);
      void schedule();
      return store;
    },
    start(node, mode, member) {
      if (member) {
        join(member);
        askers.add(member);
      }
      if (!started) {
        const asked: FirstLoad = (load = { owner: member, node, mode });
        started = schedule().then(() => asked.done);
      }
      return started;
    },
  };
}

/** The stores of `scope` on this page (created on first use). The first block of a scope decides its options. */
export function getScopeStores(scope: string, settings: LoaderSettings, api: ScopeApi, options: ScopeOptions = {}): ScopeStores {
  const runtime = pageRuntime(settings);
  const key = `${settings.siteId}\u0000${scope}`;
  return runtime.shared('scope', key, () => createScope(scope, settings, api, options, () => runtime.forget('scope', key)));
}
