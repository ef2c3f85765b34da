import { useEffect, useState } from 'react';
import type { SiteSettings } from '../../core/model';
import { useBlock } from '../runtime/block-context';
import { siteSettingsFor } from '../runtime/services';

/** The site's settings (hiddenStatus, hiddenTabs …); null until known. One GET per page (runtime/services). */
export function useSiteSettings(): SiteSettings | null {
  const { settings, api } = useBlock();
  const [site, setSite] = useState<SiteSettings | null>(null);
  useEffect(
    function loadSiteSettings() {
      let active = true;
      void siteSettingsFor(settings, api).then((value) => active && setSite(value));
      return () => {
        active = false;
      };
    },
    [settings, api],
  );
  return site;
}
