import { useMemo } from 'react';
import { useSiteSettings } from '../ui/use-site-settings';

export interface SiteDisplay {
  /** The site's hiddenTabs setting (spec §2) merged with the block's own list. */
  hiddenTabs: string[];
  /** Status ids the site hides (spec §4): a project's units with one of them are left out. */
  hiddenStatus: number[];
}

/** What the site's settings hide on a detail page; null until known (a failed call hides nothing extra). */
export function useSiteDisplay(configuredTabs: string[]): SiteDisplay | null {
  const site = useSiteSettings();
  // Memoized: the detail model is rebuilt only when what it hides changes.
  return useMemo(
    () => (site === null ? null : { hiddenTabs: [...configuredTabs, ...(site.hiddenTabs ?? [])], hiddenStatus: site.hiddenStatus ?? [] }),
    [site, configuredTabs],
  );
}
