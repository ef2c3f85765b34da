import { matchRoute } from '../../core/routes/routes';
import type { RouteMap } from '../../core/routes/route-map';
import type { KmiMode } from './schema';

export type KmiView =
  | { mode: 'subscribe' }
  | { mode: 'success' }
  | { mode: 'edit'; token: string }
  | { mode: 'unsubscribe'; token: string }
  | { mode: 'missing-token' };

/** Which keep-me-informed view to show: the configured mode, else the page's route in its route map (`url`: path and query string; `routes`: useBlock().routes). */
export function resolveKmiView(mode: KmiMode, configToken: string | undefined, url: string, routes?: RouteMap): KmiView {
  const route = matchRoute(url, routes);
  const routeToken = route && 'token' in route ? route.token : undefined;
  const token = configToken || routeToken;
  const chosen: KmiMode =
    mode !== 'auto'
      ? mode
      : route?.name === 'keepMeInformedSuccess'
        ? 'success'
        : route?.name === 'keepMeInformedEdit'
          ? 'edit'
          : route?.name === 'keepMeInformedUnsubscribe'
            ? 'unsubscribe'
            : 'subscribe';
  if (chosen === 'edit' || chosen === 'unsubscribe') return token ? { mode: chosen, token } : { mode: 'missing-token' };
  return { mode: chosen };
}
