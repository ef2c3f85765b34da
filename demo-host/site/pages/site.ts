import type { Locale } from '../../../core/i18n/locale';
import { blockDiv, esc, sanitizeCmsHtml } from '../html';
import { footerLinks, notFoundPage } from '../layout';
import { buildRoute, matchRoute, type RouteName } from '../../../core/routes';
import type { Page, PageContext, PageResult } from '../page';

interface CmsPage {
  title?: unknown;
  content?: unknown;
  body?: unknown;
  html?: unknown;
}

const HOME_TEXT: Record<Locale, { title: string; intro: string; offer: string }> = {
  nl: { title: 'Welkom', intro: 'Vind uw nieuwe woning, project of vakantieverblijf in België.', offer: 'Bekijk ons aanbod' },
  fr: { title: 'Bienvenue', intro: 'Trouvez votre nouveau logement, projet ou location de vacances en Belgique.', offer: 'Voir notre offre' },
  en: { title: 'Welcome', intro: 'Find your new home, project or holiday rental in Belgium.', offer: 'See our offer' },
  de: { title: 'Willkommen', intro: 'Finden Sie Ihr neues Zuhause, Projekt oder Ferienobjekt in Belgien.', offer: 'Unser Angebot ansehen' },
};

/** A page of the reference service (GET /sites/{siteId}/pages/by-url/{url}); its HTML comes from our own seed data. */
async function cmsPage(ctx: PageContext, url: string): Promise<{ title: string; html: string } | null> {
  const page = await ctx.apiGet<CmsPage>(`/sites/${encodeURIComponent(ctx.siteId)}/pages/by-url/${encodeURIComponent(url)}`);
  if (!page || typeof page !== 'object') return null;
  const title = typeof page.title === 'string' ? page.title : '';
  const html = sanitizeCmsHtml([page.content, page.body, page.html].find((v): v is string => typeof v === 'string') ?? '');
  return title || html ? { title, html } : null;
}

function notFound(ctx: PageContext): PageResult {
  return notFoundPage(ctx.locale);
}

/** Matches the core/routes route `name` (any locale). */
function routeMatcher(name: RouteName): Page['match'] {
  return (pathname) => {
    const route = matchRoute(pathname);
    return route && route.name === name && pathname !== '/' ? { locale: route.locale } : null;
  };
}

const home: Page = {
  name: 'home',
  match: routeMatcher('home'),
  async render(_params, ctx) {
    const text = HOME_TEXT[ctx.locale];
    const cms = await cmsPage(ctx, `/${ctx.locale}`);
    return {
      title: cms?.title || text.title,
      body: `<h1>${esc(cms?.title || text.title)}</h1>
${cms?.html ? `<div class="site-content">${cms.html}</div>` : `<p>${esc(text.intro)}</p>`}
${blockDiv('estate-search', { scope: 'home', resultsPage: 'auto' })}
<p><a class="site-button" href="${buildRoute({ name: 'search', locale: ctx.locale })}">${esc(text.offer)}</a></p>`,
    };
  },
};

function legalPage(name: 'privacy' | 'terms'): Page {
  return {
    name,
    match: routeMatcher(name === 'privacy' ? 'privacyStatement' : 'termsOfUse'),
    async render(_params, ctx) {
      const cms = await cmsPage(ctx, footerLinks(ctx.locale)[name]);
      if (!cms) return notFound(ctx);
      return { title: cms.title, body: `<h1>${esc(cms.title)}</h1><div class="site-content">${cms.html}</div>` };
    },
  };
}

export const pages: Page[] = [home, legalPage('privacy'), legalPage('terms')];

export { notFound };
