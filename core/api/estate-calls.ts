/** One estate's calls (detail, favorites): the estate, its group, contact info, similar estates, collections and pages. */
import type { Estate, EstateCollection, EstatePage } from '../model';
import type { ApiClient } from './client';
import { req, seg, siteOf, type CallOptions, type Id } from './calls';
import { decodeEstate, decodeEstateList, fail, list, object } from './decode';
import type { EstateContactInfo, EstateDetail, EstateGroup } from './types';

export function estateCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    getEstateGroup: async (id: Id, opts?: CallOptions) => client.get<EstateGroup>(`${site(opts)}/estates/group/${seg(id)}`, req(opts)),
    getEstate: async (id: Id, opts?: CallOptions): Promise<EstateDetail | null> =>
      decodeEstateDetail(await client.get<unknown>(`${site(opts)}/estates/v2/${seg(id)}`, req(opts))),
    getEstateContactInfo: async (id: Id, opts?: CallOptions) =>
      client.get<EstateContactInfo>(`${site(opts)}/estates/${seg(id)}/contact-info`, req(opts)),
    getSkarabeeEstate: async (id: Id, opts?: CallOptions) => client.get<Estate>(`${site(opts)}/estates/skarabee/${seg(id)}`, req(opts)),
    getSimilarEstates: async (id: Id, opts?: CallOptions) => decodeEstateList((await client.get<unknown>(`${site(opts)}/estates/${seg(id)}/similar`, req(opts))) ?? []),
    getEstateCollection: async (id: Id, opts?: CallOptions) =>
      client.get<EstateCollection>(`${site(opts)}/estate-collections/${seg(id)}`, req(opts)),
    getEstatePage: async (a: Id, b: Id, opts?: CallOptions) =>
      client.get<EstatePage>(`${site(opts)}/estate-pages/${seg(a)}/${seg(b)}`, req(opts)),
  };
}

export type EstateCalls = ReturnType<typeof estateCalls>;

/** null (204) stays null: the caller decides what no record means. */
export function decodeEstateDetail(v: unknown): EstateDetail | null {
  if (v === null) return null;
  const what = 'estate detail';
  const answer = object(what, v, '');
  if (answer.feed === 'notary') {
    const listing = object(what, answer.listing, 'listing');
    return { feed: 'notary', listing } as unknown as EstateDetail;
  }
  if (answer.feed !== undefined && answer.feed !== 'broker') fail(what, 'feed', '"broker" or "notary"', answer.feed);
  const estate = decodeEstate(answer.estate, what, 'estate');
  const parent = answer.parent === undefined || answer.parent === null ? null : decodeEstate(answer.parent, what, 'parent');
  const children = answer.children === undefined || answer.children === null ? [] : list(what, answer.children, 'children').map((c, i) => decodeEstate(c, what, `children[${i}]`));
  return { ...answer, feed: 'broker', estate, parent, children } as EstateDetail;
}
