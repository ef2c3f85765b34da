import { useEffect, useState } from 'react';
import { useDetailApi } from './detail-api';

export interface SiteDisplay {
  /** The site's hiddenTabs setting (spec §2) merged with the block's own list. */
  hiddenTabs: string[];
  /** Status ids the site hides (spec §4): a project's units with one of them are left out. */
  hiddenStatus: number[];
}

/** What the site's settings hide on a detail page; null until known (a failed call hides nothing extra). */
export function useSiteDisplay(configuredTabs: string[]): SiteDisplay | null {
  const api = useDetailApi();
  const [site, setSite] = useState<SiteDisplay | null>(null);
  useEffect(
    function loadSiteSettings() {
      let active = true;
      api.getSite().then(
        (answer) => active && setSite({ hiddenTabs: answer?.settings?.hiddenTabs ?? [], hiddenStatus: answer?.settings?.hiddenStatus ?? [] }),
        () => active && setSite({ hiddenTabs: [], hiddenStatus: [] }),
      );
      return () => {
        active = false;
      };
    },
    [api],
  );
  return site === null ? null : { hiddenTabs: [...configuredTabs, ...site.hiddenTabs], hiddenStatus: site.hiddenStatus };
}
