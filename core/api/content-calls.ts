/** The site's content calls (spec §7): sites by host name, navigation, pages, entities, assets; no block makes them. */
import type { Entity, EntityItem, Navigation, Page, Site } from '../model';
import type { ApiClient } from './client';
import { orEmpty, req, seg, siteOf, type CallOptions, type Id } from './calls';
import { NotImplementedError } from './errors';

export function contentCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    getSiteByHostname: async (hostname: string, opts?: CallOptions) =>
      client.get<Site>(`/sites/by-hostname/${seg(hostname)}`, req(opts)),
    getNavigation: async (name: string, id?: Id, opts?: CallOptions) =>
      client.get<Navigation>(`${site(opts)}/navigation/${seg(name)}${id === undefined ? '' : `/${seg(id)}`}`, req(opts)),
    getPages: async (opts?: CallOptions) => orEmpty(client.get<Page[]>(`${site(opts)}/pages/`, req(opts))),
    /** `url` is a page path such as '/en/privacy-statement', sent as one encoded segment. */
    getPageByUrl: async (url: string, opts?: CallOptions) => client.get<Page>(`${site(opts)}/pages/by-url/${seg(url)}`, req(opts)),
    getPage: async (id: Id, opts?: CallOptions) => client.get<Page>(`${site(opts)}/pages/${seg(id)}`, req(opts)),
    getEntities: async (opts?: CallOptions) => orEmpty(client.get<Entity[]>(`${site(opts)}/entities`, req(opts))),
    getEntityItems: async (id: Id, opts?: CallOptions) =>
      orEmpty(client.get<EntityItem[]>(`${site(opts)}/entities/${seg(id)}/items`, req(opts))),
    getAsset: async (name: string, hash: string, version?: string, opts?: CallOptions) =>
      client.get<string>(`${site(opts)}/assets/${seg(name)}`, req(opts, { query: { hash, version } })),
    assetUrl: (name: string, hash: string, version?: string, opts?: CallOptions) =>
      client.url(`${site(opts)}/assets/${seg(name)}`, { hash, version }),

    // ---- not implemented (spec §7: policy log and privacy statement calls)
    logPolicy: (): Promise<never> => Promise.reject(new NotImplementedError()),
    getPrivacyStatement: (): Promise<never> => Promise.reject(new NotImplementedError()),
  };
}

export type ContentCalls = ReturnType<typeof contentCalls>;
