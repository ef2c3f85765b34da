import { useEffect } from 'react';
import { canonicalUrlFor } from '../../core/routes/routes';
import type { RouteMap } from '../../core/routes/route-map';

/** Replaces a missing or outdated slug in the address bar by the canonical URL of the route map (other query items and hash kept). */
export function useCanonicalUrl(canonicalPath: string | null, enabled: boolean, routes: RouteMap) {
  useEffect(
    function correctUrl() {
      if (!enabled || !canonicalPath) return;
      const next = canonicalUrlFor(location.pathname + location.search + location.hash, canonicalPath, routes);
      if (next !== null) history.replaceState(history.state, '', next);
    },
    [canonicalPath, enabled, routes],
  );
}
