import { LOCALES } from '../../core/i18n/locale';
import { headHtml, pageHead, type HeadData } from '../../core/head';
import { buildRoute } from '../../core/routes';
import type { Locale } from '../../core/i18n/locale';
import { esc } from './html';
import { LANGUAGE_NAMES } from './locale-switch';
import type { PageContext, PageResult } from './page';

export interface NavLink {
  label: string;
  href: string;
  children?: NavLink[];
}

function navList(links: NavLink[], current: string): string {
  return links
    .map((l) => {
      const sub = l.children?.length ? `<ul>${navList(l.children, current)}</ul>` : '';
      return `<li><a href="${esc(l.href)}"${l.href === current ? ' aria-current="page"' : ''}>${esc(l.label)}</a>${sub}</li>`;
    })
    .join('');
}

export interface LayoutInput {
  ctx: PageContext;
  result: PageResult;
  nav: NavLink[];
  /** Path of this page in each locale (the language switcher); missing locales link to their home. */
  alternates: Partial<Record<Locale, string>>;
  /** False on pages that must stay free of the bundle (e.g. the empty test page). */
  withBundle?: boolean;
  /** True on pages of the localized tree: their alternates are the same page in each language. */
  localized?: boolean;
}

/** What the site says of itself where a page has no description of its own. */
const SITE_DESCRIPTION: Record<Locale, string> = {
  nl: 'Woningen, appartementen, nieuwbouwprojecten en vakantiewoningen te koop en te huur in België.',
  fr: 'Maisons, appartements, projets neufs et locations de vacances à vendre et à louer en Belgique.',
  en: 'Houses, apartments, new-build projects and holiday homes for sale and for rent in Belgium.',
  de: 'Häuser, Wohnungen, Neubauprojekte und Ferienwohnungen zum Kauf und zur Miete in Belgien.',
};

/** Canonical, hreflang, description and Open Graph tags of a page: the listing's own head data, else the page's. */
function pageHeadData({ ctx, result, alternates, localized }: LayoutInput): HeadData {
  if (result.headData) return result.headData;
  const self = ctx.url.pathname;
  const paths = Object.fromEntries(LOCALES.map((l) => [l, localized ? (alternates[l] ?? `/${l}`).split('?')[0] : self])) as Record<Locale, string>;
  const head = pageHead({
    locale: ctx.locale,
    title: result.title,
    description: result.description ?? SITE_DESCRIPTION[ctx.locale],
    paths,
    urls: { site: ctx.url.origin },
    siteName: ctx.siteName,
    noindex: result.noindex || result.status === 404 || !localized,
  });
  return localized ? head : { ...head, alternates: [] };
}

interface FrameText { privacy: string; terms: string; language: string; menu: string; skip: string; catalogue: string; outbox: string; home: string; notFoundTitle: string; notFound: string }

/** The demo site's own words around the blocks, in each site language (the 404 page too). */
export const FOOTER: Record<Locale, FrameText> = {
  nl: { privacy: 'Privacyverklaring', terms: 'Gebruiksvoorwaarden', language: 'Taal', menu: 'Hoofdmenu', skip: 'Naar de inhoud', catalogue: 'Blokkencatalogus', outbox: 'Demo-postvak', home: 'Naar de startpagina', notFoundTitle: 'Pagina niet gevonden', notFound: 'Op dit adres staat geen pagina.' },
  fr: { privacy: 'Déclaration de confidentialité', terms: "Conditions d'utilisation", language: 'Langue', menu: 'Menu principal', skip: 'Aller au contenu', catalogue: 'Catalogue des blocs', outbox: 'Boîte d’envoi de démo', home: 'Vers la page d’accueil', notFoundTitle: 'Page introuvable', notFound: 'Il n’y a pas de page à cette adresse.' },
  en: { privacy: 'Privacy statement', terms: 'Terms of use', language: 'Language', menu: 'Main menu', skip: 'Skip to content', catalogue: 'Block catalogue', outbox: 'Demo outbox', home: 'Go to the home page', notFoundTitle: 'Page not found', notFound: 'There is no page at this address.' },
  de: { privacy: 'Datenschutzerklärung', terms: 'Nutzungsbedingungen', language: 'Sprache', menu: 'Hauptmenü', skip: 'Zum Inhalt', catalogue: 'Blockkatalog', outbox: 'Demo-Postausgang', home: 'Zur Startseite', notFoundTitle: 'Seite nicht gefunden', notFound: 'Unter dieser Adresse gibt es keine Seite.' },
};

export function footerLinks(locale: Locale): { privacy: string; terms: string } {
  return { privacy: buildRoute({ name: 'privacyStatement', locale }), terms: buildRoute({ name: 'termsOfUse', locale }) };
}

export function bundleSrc(ctx: PageContext): string {
  return ctx.build === 'react' ? '/dist/react/estate-blocks.js' : '/dist/estate-blocks.js';
}

/** Every block's CSS in one file, linked up front as README advises: empty blocks hold their height, so nothing jumps. */
export function bundleCss(ctx: PageContext): string {
  return ctx.build === 'react' ? '/dist/react/estate-blocks.css' : '/dist/estate-blocks.css';
}

/** The embed snippet's script tag (README "Embed"). */
function bundleScript(ctx: PageContext, debug?: boolean): string {
  return `<script type="module" src="${bundleSrc(ctx)}" data-site-id="${esc(ctx.siteId)}" data-api="/api" data-locale="${ctx.locale}"${debug ? ' data-debug' : ''}></script>`;
}

/** A page with the embed snippet and its blocks only (PageResult.bare): what the anchor's page of the benchmark holds. */
export function renderBare({ ctx, result }: Pick<LayoutInput, 'ctx' | 'result'>): string {
  return `<!doctype html>
<html lang="${ctx.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(result.title)}</title>
<meta name="robots" content="noindex">
<link rel="stylesheet" href="${bundleCss(ctx)}">
${bundleScript(ctx, result.debug)}
</head>
<body>
<main>
${result.body}
</main>
</body>
</html>`;
}

/** Host-page themes of the demo (demo-host/site/assets/theme-*.css), chosen on any page by ?theme=. */
export const DEMO_THEMES: readonly string[] = ['harbour'];

function themeLink(ctx: PageContext): string {
  const theme = ctx.url.searchParams.get('theme');
  return theme && DEMO_THEMES.includes(theme) ? `<link rel="stylesheet" href="/site-assets/theme-${theme}.css">\n` : '';
}

export function renderLayout(input: LayoutInput): string {
  const { ctx, result, nav, alternates, withBundle = true } = input;
  const head = pageHeadData(input);
  const { locale } = ctx;
  const f = FOOTER[locale];
  const links = footerLinks(locale);
  const current = ctx.url.pathname;
  const navItems = navList(nav, current);
  const switcher = LOCALES.map((l) => {
    const href = alternates[l] ?? `/${l}`;
    return `<li><a href="${esc(href)}" hreflang="${l}" lang="${l}"${l === locale ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[l]}</a></li>`;
  }).join('');
  const script = withBundle ? bundleScript(ctx, result.debug) : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(head.title)} · ${esc(ctx.siteName)}</title>
${headHtml(head)}
${withBundle ? `<link rel="stylesheet" href="${bundleCss(ctx)}">\n` : ''}<link rel="stylesheet" href="/site-assets/site.css">
${themeLink(ctx)}${result.head ?? ''}
${script}
</head>
<body>
<a class="site-skip" href="#main">${esc(f.skip)}</a>
<header class="site-header">
  <a class="site-brand" href="/${locale}">${esc(ctx.siteName)}</a>
  <nav class="site-nav" aria-label="${esc(f.menu)}"><ul>${navItems}</ul></nav>
  <nav class="site-languages" aria-label="${esc(f.language)}"><ul>${switcher}</ul></nav>
</header>
<main id="main" class="site-main">
${result.body}
</main>
<footer class="site-footer">
  <ul>
    <li><a href="${links.privacy}">${esc(f.privacy)}</a></li>
    <li><a href="${links.terms}">${esc(f.terms)}</a></li>
    <li><a href="/blocks">${esc(f.catalogue)}</a></li>
    ${ctx.demo ? `<li><a href="/outbox">${esc(f.outbox)}</a></li>` : ''}
  </ul>
  <p>estate-blocks ${esc(__VERSION__)} · ${ctx.build === 'react' ? 'React' : 'Preact'} build</p>
</footer>
</body>
</html>`;
}

/** The 404 page in the page's language. */
export function notFoundPage(locale: Locale): { status: number; title: string; body: string } {
  const f = FOOTER[locale];
  return { status: 404, title: f.notFoundTitle, body: `<h1>${esc(f.notFoundTitle)}</h1><p>${esc(f.notFound)}</p><p><a href="/${locale}">${esc(f.home)}</a></p>` };
}
