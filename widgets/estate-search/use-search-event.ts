import { useEffect, useRef } from 'react';
import { emitEvent } from '../../core/events/events';
import type { EstateFilterState } from '../../core/query/filter-state';

/**
 * 'estate-blocks:search' once per changed search, when its results are in: the criteria and the count.
 * The page's first search is no change and sends none.
 */
export function useSearchEvent(filter: EstateFilterState, total: number | null, element: Element): void {
  const key = JSON.stringify(filter);
  const last = useRef(key);
  useEffect(
    function announceSearch() {
      if (total === null || key === last.current) return;
      last.current = key;
      emitEvent(element, 'estate-blocks:search', { filter: JSON.parse(key) as EstateFilterState, total });
    },
    [key, total, element],
  );
}
