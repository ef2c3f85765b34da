import type { Locale } from '../../widgets/runtime/block-contract';
import type { NavLink } from './layout';
import type { PageContext } from './page';

const FALLBACK: Record<Locale, NavLink[]> = {
  nl: [
    { label: 'Home', href: '/nl' },
    { label: 'Aanbod', href: '/nl/aanbod' },
    { label: 'Vakantie', href: '/nl/vakantie' },
    { label: 'Favorieten', href: '/nl/favorieten' },
    { label: 'Hou me op de hoogte', href: '/nl/hou-me-op-de-hoogte' },
    { label: 'Contact', href: '/nl/contact' },
  ],
  fr: [
    { label: 'Accueil', href: '/fr' },
    { label: 'Offre', href: '/fr/offre' },
    { label: 'Vacances', href: '/fr/vacances' },
    { label: 'Favoris', href: '/fr/favoris' },
    { label: 'Tenez-moi au courant', href: '/fr/tenez-moi-au-courant' },
    { label: 'Contact', href: '/fr/contact' },
  ],
  en: [
    { label: 'Home', href: '/en' },
    { label: 'Offer', href: '/en/offer' },
    { label: 'Holiday', href: '/en/holiday' },
    { label: 'Favorites', href: '/en/favorites' },
    { label: 'Keep me informed', href: '/en/keep-me-informed' },
    { label: 'Contact', href: '/en/contact' },
  ],
  de: [
    { label: 'Startseite', href: '/de' },
    { label: 'Angebot', href: '/de/angebot' },
    { label: 'Ferien', href: '/de/feiertage' },
    { label: 'Favoriten', href: '/de/favoriten' },
    { label: 'Auf dem Laufenden bleiben', href: '/de/auf-dem-laufenden-bleiben' },
    { label: 'Kontakt', href: '/de/kontakt' },
  ],
};

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
  return links.length ? links : FALLBACK[ctx.locale];
}
