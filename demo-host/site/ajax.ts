import { matchAjaxRoute } from '../../core/routes/ajax';

export interface AjaxTarget {
  /** The method the route answers. */
  method: 'GET' | 'POST';
  /** The reference service path below /api. */
  path: string;
  /** The query to pass on, with the route's locale. */
  search: string;
}

/**
 * The CMS's localized ajax routes (spec §2: notifications, contact-form-handler, estate/{estateId},
 * search-city, send-to-a-friend, similar-estate/{estateId}) as the reference service calls they stand
 * for, in the language of their path. Null when `url` is not an ajax route.
 */
export function ajaxTarget(url: URL, siteId: string): AjaxTarget | null {
  const route = matchAjaxRoute(url.pathname);
  if (!route) return null;
  const site = `/sites/${encodeURIComponent(siteId)}`;
  const query = new URLSearchParams(url.search);
  query.delete('site');
  query.set('locale', route.locale);
  const search = `?${query}`;
  switch (route.name) {
    case 'searchCity':
      return { method: 'GET', path: `${site}/search-city`, search };
    case 'estate':
      return { method: 'GET', path: `${site}/estates/v2/${encodeURIComponent(route.estateId)}`, search };
    case 'similarEstate':
      return { method: 'GET', path: `${site}/estates/${encodeURIComponent(route.estateId)}/similar`, search };
    case 'notifications':
      return { method: 'POST', path: `${site}/notifications`, search };
    case 'contactFormHandler':
      return { method: 'POST', path: `${site}/contact`, search };
    case 'sendToAFriend':
      return { method: 'POST', path: `${site}/send-to-a-friend`, search };
  }
}
