/**
 * The first estates search of a listing block, exactly as its scope's list store will send it.
 * The loader (no framework code) builds it from the block's data-node and the URL as soon as it
 * knows the block mounts, and sends it beside the block's file; the block's api client then takes that
 * answer (LoaderSettings.early) because its own call has the same URL and the same body, byte for byte.
 */
import type { EstateNode } from '../../core/model/node';
import { STATUS } from '../../core/model/status';
import { SEARCH_FIELD } from '../../core/model/search';
import { buildEstateSearchBody, buildPositionsSearchBody } from '../../core/query/build-query';
import { GEO_RESULT_LIMIT } from '../../core/api/types';
import { FULL_LOAD_SIZE, PAGE_SIZE } from '../../core/query/constants';
import { parseFilterParams } from '../../core/query/url-params';
import { listFields } from '../../core/query/list-fields';
import type { Locale } from '../../core/i18n/locale';
import { LOADER_FACTS } from './loader-facts.generated';

const ALL_STATUSES: number[] = Object.values(STATUS);

/** The node with the statuses the site hides excluded by the query, so totals and pages stay right (spec §4). */
export function withVisibleStatuses(node: EstateNode | null, hiddenStatus: readonly number[]): EstateNode | null {
  if (!hiddenStatus.length) return node;
  const visible = ALL_STATUSES.filter((id) => !hiddenStatus.includes(id));
  const query = node?.query ?? {};
  return { ...node, query: { ...query, terms: { ...query.terms, [SEARCH_FIELD.status]: visible } } };
}

/** What block `block` loads first with this (raw) node, as its loader facts declare: a page of 20, the full load of 500, or nothing. */
export function firstLoadOf(block: string, node: object): 'page' | 'full' | undefined {
  return LOADER_FACTS[block]?.firstLoad?.(node);
}

/** The node a listing block starts its scope with and asks its map positions for. */
export function listingNode(config: { query?: unknown; collections?: unknown; groupOptions?: unknown; closedLast?: unknown }): EstateNode | null {
  const node: EstateNode = {};
  if (config.query) node.query = config.query as EstateNode['query'];
  if (Array.isArray(config.collections) && config.collections.length) node.collections = config.collections;
  if (config.groupOptions) node.groupOptions = config.groupOptions as EstateNode['groupOptions'];
  if (config.closedLast === false) node.closedLast = false;
  return Object.keys(node).length ? node : null;
}

/** The JSON body of the first search of a scope: node, URL filter (when the scope follows the URL), hidden statuses, list fields. */
export function firstSearchBody(node: EstateNode | null, mode: 'page' | 'full', search: string, locale: Locale, hiddenStatus: readonly number[] = []): string {
  return JSON.stringify({
    ...buildEstateSearchBody({
      node: withVisibleStatuses(node, hiddenStatus),
      filter: search ? parseFilterParams(search) : {},
      pagination: { from: 0, size: mode === 'full' ? FULL_LOAD_SIZE : PAGE_SIZE },
      fields: listFields(locale),
    }),
    // As core/stores/estate-list-store sends it (the table lists a project's units under it).
    units: true,
  });
}

/** Whether block `block` shows its map (and asks for its positions) as soon as it is near the viewport (its loader facts). */
export function mapShownWhenVisible(block: string, node: object, phone: boolean): boolean {
  return LOADER_FACTS[block]?.mapShownWhenVisible?.(node, phone) ?? false;
}

/** The JSON body of a map's first positions call, as core/stores/estate-positions-store sends it. */
export function firstPositionsBody(node: EstateNode | null, search: string): string {
  return JSON.stringify(buildPositionsSearchBody(node, search ? parseFilterParams(search) : {}, GEO_RESULT_LIMIT));
}
