import type { Navigation, NavigationItem } from '../../core/model/site';
import { buildRoute } from '../../core/routes';
import type { Locale } from '../../core/i18n/locale';
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

type Localized = string | Partial<Record<Locale, string>> | undefined;

function pick(value: Localized, locale: Locale): string | undefined {
  return typeof value === 'string' ? value : (value?.[locale] ?? value?.nl);
}

function toLinks(items: NavigationItem[] | undefined, locale: Locale): NavLink[] {
  if (!Array.isArray(items)) return [];
  return items
    .map((item) => {
      const label = pick(item.title as Localized, locale);
      const href = pick(item.url as Localized, locale);
      if (!label || !href) return null;
      const children = toLinks(item.children, locale);
      return children.length ? { label, href, children } : { label, href };
    })
    .filter((l): l is NavLink => l !== null);
}

/** The main navigation from the reference service (GET /sites/{siteId}/navigation/main), else a built-in menu. */
export async function loadNavigation(ctx: PageContext): Promise<NavLink[]> {
  const body = await ctx.apiGet<Navigation>(`/sites/${encodeURIComponent(ctx.siteId)}/navigation/main`);
  const links = toLinks(body?.items, ctx.locale);
  return links.length ? links : fallbackNavigation(ctx.locale);
}
