/** The calls every block's runtime makes (widgets/runtime/services): the site's settings and its translation overrides. */
import type { ApiClient } from './client';
import { req, seg, siteOf, type CallOptions } from './calls';
import { decodeSite } from './decode';
import type { TranslationsResponse } from './types';

export function siteCalls(client: ApiClient) {
  return {
    getSite: async (opts?: CallOptions) => decodeSite(await client.get<unknown>(siteOf(client)(opts), req(opts))),
    getTranslations: async (locale: string, opts?: CallOptions): Promise<TranslationsResponse> =>
      (await client.get<TranslationsResponse>(`/translations/${seg(locale)}`, req(opts))) ?? {},
  };
}

export type SiteCalls = ReturnType<typeof siteCalls>;
