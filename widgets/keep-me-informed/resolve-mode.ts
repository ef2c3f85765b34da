import { matchRoute } from '../../core/routes/routes';
import type { KmiMode } from './schema';

export type KmiView =
  | { mode: 'subscribe' }
  | { mode: 'success' }
  | { mode: 'edit'; token: string }
  | { mode: 'unsubscribe'; token: string }
  | { mode: 'missing-token' };

/** Which keep-me-informed view to show: the configured mode, else the page route (spec §2). */
export function resolveKmiView(mode: KmiMode, configToken: string | undefined, pathname: string): KmiView {
  const route = matchRoute(pathname);
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
