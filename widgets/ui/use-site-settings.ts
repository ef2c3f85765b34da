import { useEffect, useState } from 'react';
import type { SiteSettings } from '../../core/model';
import type { SiteApi } from '../runtime/services';
import { useBlock } from '../runtime/block-context';

// One GET /sites/{siteId} per API instance (page), however many blocks ask.
const asked = new WeakMap<object, Promise<SiteSettings>>();

/** The site's settings (hiddenStatus, hiddenTabs …); null until known. A failed call gives {} (nothing hidden). */
export function useSiteSettings(): SiteSettings | null {
  const api = useBlock().api as SiteApi;
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  useEffect(
    function loadSiteSettings() {
      let active = true;
      let pending = asked.get(api);
      if (!pending) {
        pending = api.getSite().then(
          (site) => site?.settings ?? {},
          () => ({}),
        );
        asked.set(api, pending);
      }
      void pending.then((value) => active && setSettings(value));
      return () => {
        active = false;
      };
    },
    [api],
  );
  return settings;
}
