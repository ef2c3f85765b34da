import type { Locale } from '../../../core/i18n/locale';
import { buildRoute, matchRoute } from '../../../core/routes/routes';
import { LOCALES } from '../../../core/i18n/locale';
import { estateHead, type HeadData } from '../../../core/head';
import type { EstateDetail } from '../../../core/api/types';
import type { Site } from '../../../core/model/site';
import { blockDiv, esc } from '../html';
import { headLabels } from '../head-labels';
import type { Page, PageContext } from '../page';

/**
 * Demo pages of the estate-detail block (owner: the detail block engineer):
 *   /{locale}/{offer}/{estateId}[/{slug}[/{entityId}]]   ids read from the URL by the block (spec §2); a missing or
 *                                                          outdated slug is corrected to the canonical URL by the block
 *   /{locale}/detail?estate={id}[&entity={id}]            the generic detail page (spec §2): ids given in the node config
 * `?site=demo-hide-sold` switches the site.
 */

/** The demo host's own map tiles, as on the listing pages: the detail's location map draws them. */
const DEMO_TILES = { tileUrl: '/tiles/{z}/{x}/{y}.svg', tileAttribution: 'Demo tiles' };

const TEXT: Record<Locale, { offer: string; detail: string; missing: string }> = {
  nl: { offer: 'Aanbod', detail: 'Detail', missing: 'Pand niet gevonden' },
  fr: { offer: 'Offre', detail: 'Détail', missing: 'Bien introuvable' },
  en: { offer: 'Offer', detail: 'Detail', missing: 'Property not found' },
  de: { offer: 'Angebot', detail: 'Detail', missing: 'Immobilie nicht gefunden' },
};

/**
 * The served head of a detail page (crawlers and share previews run no script): the record in
 * the page's locale and, for the hreflang links, in the others (the service localizes slug names).
 */
async function recordHead(ctx: PageContext, id: string): Promise<HeadData | null> {
  const path = `/sites/${encodeURIComponent(ctx.siteId)}/estates/v2/${encodeURIComponent(id)}`;
  const [answers, site] = await Promise.all([
    Promise.all(LOCALES.map((l) => ctx.apiGetIn<EstateDetail>(path, l))),
    ctx.apiGet<Site>(`/sites/${encodeURIComponent(ctx.siteId)}`),
  ]);
  const labels = headLabels();
  const translations = Object.fromEntries(LOCALES.flatMap((l, i) => (answers[i] ? [[l, answers[i]]] : [])));
  const detail = translations[ctx.locale];
  if (!detail || (detail.feed !== 'broker' && detail.feed !== 'notary')) return null;
  const urls = { site: ctx.url.origin, api: `${ctx.url.origin}/api` };
  return estateHead(detail, ctx.locale, urls, { siteName: ctx.siteName, settings: site?.settings, labels, translations, imageSize: { width: 800, height: 600 } });
}

const offerDetail: Page = {
  name: 'detail: estate, project or unit from the URL',
  match(pathname) {
    const route = matchRoute(pathname);
    if (route?.name === 'estate' || route?.name === 'estateWithSlug') return { id: route.estateId };
    if (route?.name === 'projectUnit') return { id: route.entityId };
    return null;
  },
  async render(params, ctx) {
    const head = /^\d+$/.test(params.id) ? await recordHead(ctx, params.id) : null;
    return {
      title: head?.title ?? TEXT[ctx.locale].missing,
      status: head === null ? 404 : 200,
      headData: head ?? undefined,
      body: `<p class="detail-breadcrumb"><a href="${buildRoute({ name: 'search', locale: ctx.locale })}">${esc(TEXT[ctx.locale].offer)}</a></p>
${blockDiv('estate-detail', { headingLevel: 1, ...DEMO_TILES })}`,
    };
  },
};

const genericDetail: Page = {
  name: 'detail: generic page with configured ids',
  match(pathname) {
    const route = matchRoute(pathname);
    return route?.name === 'detail' ? {} : null;
  },
  async render(_params, ctx) {
    const estate = Number(ctx.url.searchParams.get('estate'));
    const entity = Number(ctx.url.searchParams.get('entity'));
    const node: Record<string, unknown> = { headingLevel: 1, ...DEMO_TILES };
    if (Number.isSafeInteger(estate) && estate > 0) node.estateId = estate;
    if (node.estateId && Number.isSafeInteger(entity) && entity > 0) node.entityId = entity;
    return { title: TEXT[ctx.locale].detail, body: blockDiv('estate-detail', node) };
  },
};

export const pages: Page[] = [offerDetail, genericDetail];
