import { useLayoutEffect, useMemo } from 'react';
import type { SiteApi } from '../../../core/api/endpoints';
import type { EstateNode, GroupOptions } from '../../../core/model';
import type { EstateQuery } from '../../../core/model/search';
import { useBlock } from '../../runtime/block-context';
import { getScopeStores, type ScopeStores } from '../../runtime/scopes';

/** Node keys every listing block accepts (spec §3: node holding query, collections and groupOptions). */
export interface ListingNodeConfig {
  scope: string;
  syncUrl?: boolean;
  query?: EstateQuery;
  collections?: string[];
  groupOptions?: GroupOptions;
}

export function nodeOf(config: ListingNodeConfig): EstateNode | null {
  const node: EstateNode = {};
  if (config.query) node.query = config.query;
  if (config.collections?.length) node.collections = config.collections;
  if (config.groupOptions) node.groupOptions = config.groupOptions;
  return Object.keys(node).length ? node : null;
}

/** The block's scope stores; with `load`, starts the scope's first load with this block's node. */
export function useScope(config: ListingNodeConfig, load?: 'page' | 'full'): ScopeStores {
  const { settings, api, locale } = useBlock();
  const scope = useMemo(
    () => getScopeStores(config.scope, settings, api as unknown as SiteApi, { syncUrl: config.syncUrl, locale }),
    [config.scope, settings, api, config.syncUrl, locale],
  );
  // A layout effect: the first load starts before the skeleton is painted, not a frame after it.
  useLayoutEffect(() => {
    const owner = {};
    if (load) void scope.start(nodeOf(config), load, owner);
    return () => scope.release(owner);
    // The node is read once: a block's configuration does not change while mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, load]);
  return scope;
}
