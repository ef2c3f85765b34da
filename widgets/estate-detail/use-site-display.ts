import { useEffect, useState } from 'react';
import { useDetailApi } from './detail-api';

/** The site's hiddenTabs setting (spec §2) merged with the block's own list. */
export function useHiddenTabs(configured: string[]): string[] | null {
  const api = useDetailApi();
  const [siteHidden, setSiteHidden] = useState<string[] | null>(null);
  useEffect(
    function loadSiteSettings() {
      let active = true;
      api.getSite().then(
        (site) => active && setSiteHidden(site?.settings?.hiddenTabs ?? []),
        () => active && setSiteHidden([]),
      );
      return () => {
        active = false;
      };
    },
    [api],
  );
  return siteHidden === null ? null : [...configured, ...siteHidden];
}
