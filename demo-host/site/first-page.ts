import { estateName, type SearchHeadItem } from '../../core/head';
import type { EstateSearchResponse } from '../../core/api/types';
import type { EstateNode } from '../../core/model';
import { buildEstateSearchBody, parseFilterParams } from '../../core/query';
import { estateLink } from '../../core/routes/links';
import type { PageContext } from './page';

/** Results per page of the listing blocks (spec §2: pages of 20). */
const PAGE_SIZE = 20;

/**
 * The first page of a listing block as its visitor's URL asks for it, as names and detail paths: the
 * search page's ItemList and the plain links crawlers without scripts follow.
 */
export async function firstPageItems(ctx: PageContext, node: EstateNode & { syncUrl?: boolean } = {}): Promise<SearchHeadItem[]> {
  const filter = node.syncUrl === false ? {} : parseFilterParams(ctx.url.search);
  const body = buildEstateSearchBody({ node, filter, pagination: { from: 0, size: PAGE_SIZE } });
  const answer = await ctx.apiPost<EstateSearchResponse>(`/sites/${encodeURIComponent(ctx.siteId)}/estates`, body);
  const results = Array.isArray(answer?.results) ? answer.results : [];
  return results.flatMap((result) => {
    const estate = result?.children?.[0];
    return estate && typeof estate.id === 'number' ? [{ name: estateName(estate, ctx.locale), path: estateLink(estate, ctx.locale) }] : [];
  });
}
