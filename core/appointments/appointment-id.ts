import { resolveRouteMap, type RouteMap } from '../routes/route-map';
import { matchRoute } from '../routes/routes';

/**
 * Spec §2 / §5: the appointment identifier of the cancel page's URL, read through the site's route map
 * (`/nl/afspraak-annuleren/{id}`, or `?appointment={id}` in the query form). A path-form URL the map
 * does not know gives its last path segment, query string (and hash) dropped, taken without further
 * checks (a trailing slash is ignored so that `/en/cancel-appointment/abc/` still names `abc`); a
 * URL without the query item its template names gives '' (the block then says the appointment was not found).
 */
export function appointmentIdFromUrl(href: string, map: RouteMap = {}): string {
  const route = matchRoute(href, map);
  if (route?.name === 'cancelAppointment') return route.appointmentId;
  if (Object.values(resolveRouteMap(map).templates.cancelAppointment).some((t) => t.includes('?'))) return '';
  const path = href.replace(/[?#].*$/, '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const segments = path.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
