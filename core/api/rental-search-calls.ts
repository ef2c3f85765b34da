/** The holiday rental list's calls (the rental-search block): the list and its filter model. The unit's calls are in rental-calls.ts. */
import type { RentalFilterModel } from '../model';
import type { ApiClient } from './client';
import { must, req, siteOf, type CallOptions } from './calls';
import { toErrorInfo } from './errors';
import { fail, list, object } from './decode';
import { decodeRentalUnit } from './decode-rentals';
import { conform, reportNotes, type Notes } from './conform';
import type { RentalSearchBody, RentalSearchResponse } from './types';

export function rentalSearchCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    /** Never throws: a failure answers `{ total: 0, results: [], error }` (spec §8). */
    async searchRentalUnits(body: RentalSearchBody, opts?: CallOptions): Promise<RentalSearchResponse> {
      try {
        return decodeRentalSearch(await client.post<unknown>(`${site(opts)}/rental-units`, body, req(opts)));
      } catch (error) {
        return { total: 0, results: [], error: toErrorInfo(error) };
      }
    },
    getRentalFilters: async (body: RentalSearchBody, opts?: CallOptions) =>
      must(client.post<RentalFilterModel>(`${site(opts)}/rental-units/filters`, body, req(opts)), 'rental filters'),
  };
}

export type RentalSearchCalls = ReturnType<typeof rentalSearchCalls>;

export function decodeRentalSearch(v: unknown): RentalSearchResponse {
  const what = 'rental search';
  const answer = object(what, v, '');
  const notes: Notes = { count: 0 };
  const total = conform(answer.total, 'n', 'total', notes);
  if (typeof total !== 'number' || !(total >= 0)) fail(what, 'total', 'a count', answer.total);
  const results = list(what, answer.results, 'results').map((u, i) => decodeRentalUnit(u, what, `results[${i}]`, notes));
  reportNotes(what, notes);
  return { total, results };
}
