import { useLayoutEffect, useMemo } from 'react';
import type { listingCalls } from '../../core/api/listing-calls';
import type { GroupOptions } from '../../core/model';
import type { EstateQuery } from '../../core/model/search';
import { useBlock } from './block-context';
import type { BlockPrepareContext } from './define-block';
import { getScopeStores, type ScopeApi, type ScopeStores } from './scopes';
import { firstLoadOf, listingNode } from './first-search';

/** Node keys every listing block accepts (spec §3: node holding query, collections and groupOptions). */
export interface ListingNodeConfig {
  scope: string;
  syncUrl?: boolean;
  query?: EstateQuery;
  collections?: string[];
  groupOptions?: GroupOptions;
  closedLast?: boolean;
}

/**
 * A listing block's prepare step (define-block): its element joins the scope and starts the scope's first
 * load at mount (the one firstLoadOf names, as the loader's early search does), so a first answer already
 * in (that early search) is rendered at once. useScope's own join and start are then no-ops for the same element.
 */
export function prepareScope({ block, config, settings, api, locale, element }: BlockPrepareContext<ListingNodeConfig, ScopeApi>): Promise<void> | void {
  const load = firstLoadOf(block, config);
  if (!load) return;
  return getScopeStores(config.scope, settings, api, { syncUrl: config.syncUrl, locale }).start(listingNode(config), load, element);
}

/**
 * The block's scope stores: its element is a member of the scope while mounted; with `load` (a listing
 * block: firstLoadOf), it starts the scope's first load with this block's node.
 */
export function useScope(config: ListingNodeConfig, load?: 'page' | 'full'): ScopeStores {
  const { settings, api, locale, element } = useBlock<readonly [typeof listingCalls]>();
  const scope = useMemo(
    () => getScopeStores(config.scope, settings, api, { syncUrl: config.syncUrl, locale }),
    [config.scope, settings, api, config.syncUrl, locale],
  );
  // A layout effect: the first load starts before the skeleton is painted, not a frame after it. The
  // member is the block's element, as in prepareScope, which may have joined and started already.
  useLayoutEffect(() => {
    const member = element;
    scope.join(member);
    if (load) void scope.start(listingNode(config), load, member);
    return () => scope.leave(member);
    // The node is read once: a block's configuration does not change while mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, load, element]);
  return scope;
}
