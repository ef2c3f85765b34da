/** The listing blocks' calls (search, table, gallery, map): the estate search, its filter options and the city search. */
import type { CityOption } from '../model';
import { emptyFilterOptions } from '../model/filter-options';
import type { ApiClient } from './client';
import { flagged, req, siteOf, type CallOptions } from './calls';
import { toErrorInfo } from './errors';
import { decodeCities, decodeEstateList, decodeEstateSearch, decodeFilterOptions } from './decode-estates';
import type { EstateFiltersResult, EstateSearchBody, EstateSearchResponse } from './types';

export function listingCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    /** Never throws: a failure answers `{ total: { value: 0 }, results: [], error }` (spec §8). */
    async searchEstates(body: EstateSearchBody, opts?: CallOptions): Promise<EstateSearchResponse> {
      try {
        return decodeEstateSearch(await client.post<unknown>(`${site(opts)}/estates`, body, flagged(opts)), client.report);
      } catch (error) {
        return { total: { value: 0 }, results: [], error: toErrorInfo(error) };
      }
    },
    /** The plain-list variant: main records only, `POST /sites/{siteId}/estates?format=list`. */
    searchEstateList: async (body: EstateSearchBody, opts?: CallOptions) =>
      decodeEstateList(await client.post<unknown>(`${site(opts)}/estates`, body, flagged(opts, { query: { format: 'list' } })), client.report),
    /** Never throws: a failure is logged by the client and answers empty options plus `error` (spec §8). */
    async getEstateFilters(body: EstateSearchBody, opts?: CallOptions): Promise<EstateFiltersResult> {
      try {
        const answer = decodeFilterOptions(await client.post<unknown>(`${site(opts)}/estate-filters`, body, flagged(opts)), client.report);
        return { ...emptyFilterOptions(), ...answer };
      } catch (error) {
        return { ...emptyFilterOptions(), error: toErrorInfo(error) };
      }
    },
    searchCities: async (q: string, limit?: number, opts?: CallOptions): Promise<CityOption[]> =>
      decodeCities(await client.get<unknown>(`${site(opts)}/search-city`, req(opts, { query: { q, limit } })), client.report),
  };
}

export type ListingCalls = ReturnType<typeof listingCalls>;
