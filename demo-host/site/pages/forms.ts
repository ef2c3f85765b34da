import type { Locale } from '../../../core/i18n/locale';
import { LOCALES } from '../../../core/i18n/locale';
import { matchRoute } from '../../../core/routes';
import { blockDiv } from '../html';
import type { Page } from '../page';

/**
 * Demo pages of the forms blocks (owner: the forms engineer), in the four locales:
 *   /{locale}/{favorites}                                   favorites (spec §2)
 *   /{locale}/{keep-me-informed}[?search parameters]         subscribe; criteria prefilled from spec §2 query parameters
 *   /{locale}/{keep-me-informed}/{success}                  subscribe success
 *   /{locale}/{keep-me-informed}/{token}                    edit the subscription
 *   /{locale}/{keep-me-informed}/{unsubscribe}/{token}      unsubscribe
 *   /{locale}/{contact}                                     general contact form
 * The keep-me-informed block reads its view and token from the route (mode 'auto').
 */
const TITLES: Record<Locale, { favorites: string; kmi: string; contact: string }> = {
  nl: { favorites: 'Mijn favorieten', kmi: 'Hou me op de hoogte', contact: 'Contact' },
  fr: { favorites: 'Mes favoris', kmi: 'Tenez-moi informé', contact: 'Contact' },
  en: { favorites: 'My favorites', kmi: 'Keep me informed', contact: 'Contact' },
  de: { favorites: 'Meine Favoriten', kmi: 'Auf dem Laufenden bleiben', contact: 'Kontakt' },
};

/** The contact page's path word per locale (not a spec §2 route; the site builder chooses it). */
export const CONTACT_WORDS: Record<Locale, string> = { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' };

const favoritesPage: Page = {
  name: 'forms: favorites',
  match(pathname) {
    return matchRoute(pathname)?.name === 'favorites' ? {} : null;
  },
  render(_params, ctx) {
    return { title: TITLES[ctx.locale].favorites, body: blockDiv('favorites', { headingLevel: 1 }) };
  },
};

const KMI_ROUTES = new Set(['keepMeInformed', 'keepMeInformedSuccess', 'keepMeInformedEdit', 'keepMeInformedUnsubscribe']);

const keepMeInformedPage: Page = {
  name: 'forms: keep-me-informed (subscribe, success, edit, unsubscribe)',
  match(pathname) {
    const route = matchRoute(pathname);
    return route && KMI_ROUTES.has(route.name) ? { view: route.name } : null;
  },
  render(params, ctx) {
    // Pages behind a token or after a submit are the visitor's own, not for search engines.
    const noindex = params.view !== 'keepMeInformed';
    const block = blockDiv('keep-me-informed', { headingLevel: 1 });
    // The success and unsubscribe views are a few lines, not a form: no reserved form height (README "Embed").
    const short = params.view === 'keepMeInformedSuccess' || params.view === 'keepMeInformedUnsubscribe';
    return { title: TITLES[ctx.locale].kmi, noindex, body: short ? `<div class="site-kmi-short">${block}</div>` : block };
  },
};

const contactPage: Page = {
  name: 'forms: contact',
  match(pathname) {
    const path = pathname.replace(/\/$/, '');
    return LOCALES.some((l) => path === `/${l}/${CONTACT_WORDS[l]}`) ? {} : null;
  },
  render(_params, ctx) {
    return { title: TITLES[ctx.locale].contact, body: blockDiv('contact-form', { headingLevel: 1 }) };
  },
};

export const pages: Page[] = [favoritesPage, keepMeInformedPage, contactPage];
