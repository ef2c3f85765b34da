/** The holiday rental list's calls (the rental-search block): the list and its filter model. The unit's calls are in rental-calls.ts. */
import type { RentalFilterModel } from '../model';
import type { ApiClient } from './client';
import { must, req, siteOf, type CallOptions } from './calls';
import { toErrorInfo } from './errors';
import { fail, isObject, list, object, type Json } from './decode';
import { conformRentalUnit } from './decode-rentals';
import { conform, type Notes, type Report, type Shape } from './conform';
import type { RentalSearchBody, RentalSearchResponse } from './types';

export function rentalSearchCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    /** Never throws: a failure answers `{ total: 0, results: [], error }` (spec §8). */
    async searchRentalUnits(body: RentalSearchBody, opts?: CallOptions): Promise<RentalSearchResponse> {
      try {
        return decodeRentalSearch(await client.post<unknown>(`${site(opts)}/rental-units`, body, req(opts)), client.report);
      } catch (error) {
        return { total: 0, results: [], error: toErrorInfo(error) };
      }
    },
    getRentalFilters: async (body: RentalSearchBody, opts?: CallOptions) =>
      decodeRentalFilters(await must(client.post<unknown>(`${site(opts)}/rental-units/filters`, body, req(opts)), 'rental filters'), client.report),
  };
}

export type RentalSearchCalls = ReturnType<typeof rentalSearchCalls>;

export function decodeRentalSearch(v: unknown, report: Report): RentalSearchResponse {
  const what = 'rental search';
  const answer = object(what, v, '');
  const notes: Notes = { count: 0 };
  const total = conform(answer.total, 'n', 'total', notes);
  if (typeof total !== 'number' || !(total >= 0)) fail(what, 'total', 'a count', answer.total);
  const results = list(what, answer.results, 'results').map((u, i) => conformRentalUnit(u, what, `results[${i}]`, notes));
  report(what, notes);
  return { total, results };
}

const OPTION = { id: 'n', name: 't' } as const;
const RENTAL_FILTERS: { readonly [key: string]: Shape } = {
  locations: [OPTION],
  subKinds: [OPTION],
  maxOccupations: ['n'],
  cities: [{ id: 'n', name: 's', zip: 's' }],
  periodTypes: [{ id: 's', name: 't' }],
  periodStartDates: ['s'],
  periodDates: [{ start: 's', end: 's' }],
};

/** Every list of the filter model (a missing one is empty); an option without its id or name is left out. */
export function decodeRentalFilters(v: unknown, report: Report): RentalFilterModel {
  const what = 'rental filters';
  const notes: Notes = { count: 0 };
  const answer = conform(object(what, v, ''), RENTAL_FILTERS, '', notes) as Json;
  const items = (key: string, keep: (item: Json) => boolean = () => true) =>
    Array.isArray(answer[key]) ? (answer[key] as unknown[]).filter((x) => !isObject(x) || keep(x)) : [];
  const named = (item: Json) => item.id !== undefined && item.id !== null && item.name !== undefined && item.name !== null;
  const dated = (item: Json) => typeof item.start === 'string' && typeof item.end === 'string';
  report(what, notes);
  return {
    locations: items('locations', named),
    subKinds: items('subKinds', named),
    maxOccupations: items('maxOccupations'),
    cities: items('cities', named),
    periodTypes: items('periodTypes', named),
    periodStartDates: items('periodStartDates'),
    periodDates: items('periodDates', dated),
  } as RentalFilterModel;
}
