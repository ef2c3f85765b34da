import { useEffect } from 'react';

/** Replaces a missing or outdated slug in the address bar by the canonical path (query and hash kept). */
export function useCanonicalUrl(canonicalPath: string | null, enabled: boolean) {
  useEffect(
    function correctUrl() {
      if (!enabled || !canonicalPath) return;
      const current = decodeURI(location.pathname).replace(/\/$/, '');
      if (current === decodeURI(canonicalPath)) return;
      history.replaceState(history.state, '', canonicalPath + location.search + location.hash);
    },
    [canonicalPath, enabled],
  );
}
