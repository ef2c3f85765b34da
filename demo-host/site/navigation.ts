import { buildRoute } from '../../core/routes';
import type { Locale } from '../../widgets/runtime/block-contract';
import type { NavLink } from './layout';
import type { PageContext } from './page';

const FALLBACK_LABELS: Record<Locale, [string, string, string, string]> = {
  nl: ['Home', 'Aanbod', 'Favorieten', 'Hou me op de hoogte'],
  fr: ['Accueil', 'Offre', 'Favoris', 'Tenez-moi informé'],
  en: ['Home', 'Offer', 'Favorites', 'Keep me informed'],
  de: ['Startseite', 'Angebot', 'Favoriten', 'Auf dem Laufenden bleiben'],
};

/** Used when the reference service has no navigation: the core/routes pages every site has. */
export function fallbackNavigation(locale: Locale): NavLink[] {
  const names = ['home', 'search', 'favorites', 'keepMeInformed'] as const;
  return names.map((name, i) => ({ label: FALLBACK_LABELS[locale][i], href: buildRoute({ name, locale }) }));
}

interface NavItem {
  label?: unknown;
  title?: unknown;
  name?: unknown;
  url?: unknown;
  href?: unknown;
  path?: unknown;
}

function toLinks(body: unknown): NavLink[] {
  const items = Array.isArray(body) ? body : ((body as { items?: unknown } | null)?.items as unknown[] | undefined);
  if (!Array.isArray(items)) return [];
  return items
    .map((raw) => {
      const item = raw as NavItem;
      const label = item.label ?? item.title ?? item.name;
      const href = item.url ?? item.href ?? item.path;
      return typeof label === 'string' && typeof href === 'string' ? { label, href } : null;
    })
    .filter((l): l is NavLink => l !== null);
}

/** The main navigation from the reference service (GET /sites/{siteId}/navigation/main), else a built-in menu. */
export async function loadNavigation(ctx: PageContext): Promise<NavLink[]> {
  const body = await ctx.apiGet(`/sites/${encodeURIComponent(ctx.siteId)}/navigation/main`);
  const links = toLinks(body);
  return links.length ? links : fallbackNavigation(ctx.locale);
}
