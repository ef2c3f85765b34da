import type { Locale } from '../../../widgets/runtime/block-contract';
import { buildRoute, matchRoute } from '../../../core/routes/routes';
import { pickTranslated } from '../../../core/routes/slug';
import { blockDiv, esc } from '../html';
import type { Page, PageContext } from '../page';

/**
 * Demo pages of the estate-detail block (owner: the detail block engineer):
 *   /{locale}/{offer}/{estateId}[/{slug}[/{entityId}]]   ids read from the URL by the block (spec §2); a missing or
 *                                                          outdated slug is corrected to the canonical URL by the block
 *   /{locale}/detail?estate={id}[&entity={id}]            the generic detail page (spec §2): ids given in the node config
 * `?site=demo-hide-sold` switches the site.
 */

const TEXT: Record<Locale, { offer: string; detail: string; missing: string }> = {
  nl: { offer: 'Aanbod', detail: 'Detail', missing: 'Pand niet gevonden' },
  fr: { offer: 'Offre', detail: 'Détail', missing: 'Bien introuvable' },
  en: { offer: 'Offer', detail: 'Detail', missing: 'Property not found' },
  de: { offer: 'Angebot', detail: 'Detail', missing: 'Immobilie nicht gefunden' },
};

type DetailAnswer = { feed: 'broker'; estate: { general?: { title?: Record<string, string> } } } | { feed: 'notary'; listing: { title?: Record<string, string> } };

/** The record's title for <title>, or null when the service does not know the id. */
async function recordTitle(ctx: PageContext, id: string): Promise<string | null> {
  const answer = await ctx.apiGet<DetailAnswer>(`/sites/${encodeURIComponent(ctx.siteId)}/estates/v2/${encodeURIComponent(id)}`);
  if (!answer) return null;
  const title = answer.feed === 'notary' ? answer.listing?.title : answer.estate?.general?.title;
  return pickTranslated(title, ctx.locale) || TEXT[ctx.locale].offer;
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
    const title = /^\d+$/.test(params.id) ? await recordTitle(ctx, params.id) : null;
    return {
      title: title ?? TEXT[ctx.locale].missing,
      status: title === null ? 404 : 200,
      body: `<p class="detail-breadcrumb"><a href="${buildRoute({ name: 'search', locale: ctx.locale })}">${esc(TEXT[ctx.locale].offer)}</a></p>
${blockDiv('estate-detail', { headingLevel: 1 })}`,
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
    const node: Record<string, unknown> = { headingLevel: 1 };
    if (Number.isSafeInteger(estate) && estate > 0) node.estateId = estate;
    if (node.estateId && Number.isSafeInteger(entity) && entity > 0) node.entityId = entity;
    return { title: TEXT[ctx.locale].detail, body: blockDiv('estate-detail', node) };
  },
};

export const pages: Page[] = [offerDetail, genericDetail];
