import type { Locale } from '../../../core/i18n/locale';
import { buildRoute } from '../../../core/routes/routes';
import { ROUTE_WORDS } from '../../../core/routes/words';
import { pathsFor, searchHead } from '../../../core/head';
import type { EstateNode } from '../../../core/model';
import { firstPageItems } from '../first-page';
import { blockDiv, esc, fallbackLinks } from '../html';
import { route, type Page, type PageContext } from '../page';
import { loadNavigation } from '../navigation';
import type { NavLink } from '../layout';

/**
 * Demo pages of the listing blocks (owner: the listing blocks engineer):
 *   /{locale}/{offer}            search + table + map in one scope, state in the URL (spec §2 parameters)
 *   /{locale}/{gallery}          two independent scopes (for sale / for rent) as galleries, a map and a plain [data-map]
 *   /{locale}/{offer}-bench      the table alone on a bare page (pages of 20; `?full=1`: full load of 500 rendered in slices), for scripts/bench-render.mjs and bench-compare.mjs
 * `?site=demo-hide-sold` switches the site (hidden statuses, spec §4).
 */

const TILES = { tileUrl: '/tiles/{z}/{x}/{y}.svg', tileAttribution: 'Demo tiles' };

const DESCRIPTION: Record<Locale, string> = {
  nl: 'Ons volledige aanbod: woningen, appartementen, projecten, grond en handelspanden te koop en te huur in België. Filter op type, gemeente, prijs en slaapkamers.',
  fr: 'Toute notre offre : maisons, appartements, projets, terrains et commerces à vendre et à louer en Belgique. Filtrez par type, commune, prix et chambres.',
  en: 'Our complete offer: houses, apartments, projects, land and commercial property for sale and for rent in Belgium. Filter by type, town, price and bedrooms.',
  de: 'Unser gesamtes Angebot: Häuser, Wohnungen, Projekte, Grundstücke und Gewerbeimmobilien zum Kauf und zur Miete in Belgien. Nach Art, Gemeinde, Preis und Schlafzimmern filtern.',
};

/** A listing block with its first page as plain links inside, for crawlers that run no script. */
async function listingBlock(ctx: PageContext, name: 'estate-table' | 'estate-gallery', node: Record<string, unknown> = {}) {
  const items = await firstPageItems(ctx, node as EstateNode);
  return blockDiv(name, node, {}, fallbackLinks(items.map((i) => ({ href: i.path, text: i.name }))));
}

const TEXT: Record<Locale, { search: string; gallery: string; sale: string; rent: string; office: string; menu: string; close: string; full: string }> = {
  nl: { search: 'Aanbod', gallery: 'Galerij', sale: 'Te koop', rent: 'Te huur', office: 'Ons kantoor', menu: 'Menu', close: 'Sluiten', full: 'Volledig aanbod' },
  fr: { search: 'Offre', gallery: 'Galerie', sale: 'À vendre', rent: 'À louer', office: 'Notre bureau', menu: 'Menu', close: 'Fermer', full: 'Offre complète' },
  en: { search: 'Offer', gallery: 'Gallery', sale: 'For sale', rent: 'For rent', office: 'Our office', menu: 'Menu', close: 'Close', full: 'Complete offer' },
  de: { search: 'Angebot', gallery: 'Galerie', sale: 'Zu verkaufen', rent: 'Zu vermieten', office: 'Unser Büro', menu: 'Menü', close: 'Schließen', full: 'Gesamtes Angebot' },
};

const OFFER = Object.fromEntries(Object.entries(ROUTE_WORDS).map(([l, words]) => [l, words.offer])) as Record<Locale, string>;
/** The gallery demo page's path word per locale. */
export const GALLERY: Record<Locale, string> = { nl: 'galerij', fr: 'galerie', en: 'gallery', de: 'galerie' };

const paths = (words: Record<Locale, string>, suffix = '') =>
  Object.fromEntries((Object.keys(words) as Locale[]).map((l) => [l, `/${l}/${words[l]}${suffix}`]));

/**
 * The mobile navigation enhancement (spec §2): host markup that `<eb-mobile-nav>` (block "host") enhances,
 * holding the header's own links and labels (the site's navigation), so phones and desktops see the same menu.
 */
async function mobileNav(ctx: PageContext): Promise<string> {
  const t = TEXT[ctx.locale];
  const flat = (links: NavLink[]): NavLink[] => links.flatMap((l) => [l, ...flat(l.children ?? [])]);
  const items = flat(await loadNavigation(ctx))
    .map((l) => `<li><a href="${esc(l.href)}"${l.href === ctx.url.pathname ? ' aria-current="page"' : ''}>${esc(l.label)}</a></li>`)
    .join('\n      ');
  return `<eb-mobile-nav class="listing-mobile-nav">
  <button type="button" data-nav-toggle>${esc(t.menu)}</button>
  <div data-nav-panel>
    <button type="button" data-nav-close>${esc(t.close)}</button>
    <ul>
      ${items}
    </ul>
  </div>
</eb-mobile-nav>
${blockDiv('host')}`;
}

const searchPage: Page = {
  name: 'listing: search',
  match: route(paths(OFFER)),
  async render(_params, ctx) {
    const t = TEXT[ctx.locale];
    const items = await firstPageItems(ctx);
    const urls = { site: ctx.url.origin, api: `${ctx.url.origin}/api` };
    const headData = searchHead({ locale: ctx.locale, title: t.search, description: DESCRIPTION[ctx.locale], paths: pathsFor((l) => buildRoute({ name: 'search', locale: l })), urls, items, siteName: ctx.siteName });
    return {
      title: t.search,
      headData,
      body: `${await mobileNav(ctx)}
<h1>${esc(t.search)}</h1>
<div class="listing-layout">
  ${blockDiv('estate-search', { alertPage: 'auto' })}
  ${blockDiv('estate-map', { ...TILES })}
  ${blockDiv('estate-table', { photo: 'column' }, {}, fallbackLinks(items.map((i) => ({ href: i.path, text: i.name }))))}
</div>`,
    };
  },
};

const galleryPage: Page = {
  name: 'listing: gallery (two scopes)',
  match: route(paths(GALLERY)),
  async render(_params, ctx) {
    const t = TEXT[ctx.locale];
    const sale = { scope: 'sale', syncUrl: false, query: { terms: { 'general.transaction.id': [1] } } };
    const rent = { scope: 'rent', syncUrl: false, query: { terms: { 'general.transaction.id': [2] } } };
    const [saleGallery, rentGallery] = await Promise.all([listingBlock(ctx, 'estate-gallery', sale), listingBlock(ctx, 'estate-gallery', rent)]);
    return {
      title: t.gallery,
      description: DESCRIPTION[ctx.locale],
      body: `${await mobileNav(ctx)}
<h1>${esc(t.gallery)}</h1>
<section aria-labelledby="sale-heading" data-scope="sale">
  <h2 id="sale-heading">${esc(t.sale)}</h2>
  ${blockDiv('estate-map', { ...sale, ...TILES })}
  ${saleGallery}
</section>
<section aria-labelledby="rent-heading" data-scope="rent">
  <h2 id="rent-heading">${esc(t.rent)}</h2>
  ${rentGallery}
</section>
<section aria-labelledby="office-heading">
  <h2 id="office-heading">${esc(t.office)}</h2>
  <div class="listing-office-map" data-map data-lat="50.8467" data-lng="4.3525" data-label="${esc(t.office)}" data-tile-url="${TILES.tileUrl}"></div>
</section>`,
    };
  },
};

const benchPage: Page = {
  name: 'listing: table alone (render benchmark)',
  match: route(paths(OFFER, '-bench')),
  render(_params, ctx) {
    const t = TEXT[ctx.locale];
    const full = ctx.url.searchParams.get('full') === '1';
    return {
      title: t.full,
      noindex: true,
      bare: true,
      body: `<h1>${esc(t.full)}</h1>
${blockDiv('estate-table', { fullLoad: full, syncUrl: false, scope: 'bench' })}`,
    };
  },
};

export const pages: Page[] = [benchPage, galleryPage, searchPage];
