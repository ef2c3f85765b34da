import { createContext, useContext, type ReactNode } from 'react';
import { useSiteSettings } from '../use-site-settings';

const NONE: readonly string[] = [];
const FeedImageOrigins = createContext<readonly string[]>(NONE);

/** Origins the site lets feed HTML load images from (site setting `feedImageOrigins`), for the SanitizedHtml inside. */
export function FeedImageOriginsFromSite({ children }: { children: ReactNode }) {
  const origins = useSiteSettings()?.feedImageOrigins;
  const list = Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : NONE;
  return <FeedImageOrigins.Provider value={list}>{children}</FeedImageOrigins.Provider>;
}

export function useFeedImageOrigins(): readonly string[] {
  return useContext(FeedImageOrigins);
}
