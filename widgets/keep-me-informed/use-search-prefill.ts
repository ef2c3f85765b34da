import { useEffect } from 'react';
import type { FormValues } from '../../core/forms';
import type { LoaderSettings } from '../runtime/block-contract';
import { getScopeStores } from '../runtime/scopes';
import type { KmiApi } from './schema';
import { criteriaFromFilter } from './criteria';

/**
 * Follows the search of `scope` (its filter, read from the URL query parameters and changed by an
 * estate-search beside the block) and hands its criteria to `apply` on mount and on every change.
 */
export function useSearchPrefill(enabled: boolean, scope: string, settings: LoaderSettings, api: KmiApi, apply: (values: FormValues) => void) {
  useEffect(
    function followSearch() {
      if (!enabled) return;
      const stores = getScopeStores(scope, settings, api);
      const { filter } = stores;
      // A member of the scope while it follows it: the scope lasts as long as someone reads it.
      const member = {};
      stores.join(member);
      apply(criteriaFromFilter(filter.getState().filter));
      const stop = filter.subscribe((state, previous) => {
        if (state.filter !== previous.filter) apply(criteriaFromFilter(state.filter));
      });
      return () => {
        stop();
        stores.leave(member);
      };
    },
    // `apply` is recreated each render; following it would resubscribe every time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled, scope, settings, api],
  );
}
