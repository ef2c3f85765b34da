/**
 * The holiday rental unit's calls (the rental-unit block): the unit, its periods, its photos, a
 * reservation request. The rental list's calls are in rental-search-calls.ts; decodeRentalUnit, which
 * both decode with, in decode.ts.
 */
import type { RentalPeriod, RentalUnit } from '../model';
import type { ApiClient } from './client';
import { must, orEmpty, req, seg, siteOf, type CallOptions, type Id } from './calls';
import { decodeRentalUnit } from './decode-rentals';
import { decodeDated } from './decode';
import type { Report } from './conform';
import type { CreatedResponse, ReservationRequest } from './types';

export function rentalCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    getRentalUnit: async (id: Id, opts?: CallOptions): Promise<RentalUnit | null> => {
      const answer = await client.get<unknown>(`${site(opts)}/rental-units/${seg(id)}`, req(opts));
      return answer === null ? null : decodeRentalUnit(answer, client.report);
    },
    getRentalUnitPeriods: async (id: Id, opts?: CallOptions) =>
      decodeRentalPeriods(await orEmpty(client.get<unknown[]>(`${site(opts)}/rental-units/${seg(id)}/periods`, req(opts))), client.report),
    /** Raw photo response (text); use rentalUnitPhotoUrl for an <img src>. */
    getRentalUnitPhoto: async (a: Id, b: Id, opts?: CallOptions) =>
      client.get<string>(`${site(opts)}/rental-units/photo/${seg(a)}/${seg(b)}`, req(opts)),
    rentalUnitPhotoUrl: (a: Id, b: Id, opts?: CallOptions) => client.url(`${site(opts)}/rental-units/photo/${seg(a)}/${seg(b)}`),
    requestReservation: async (body: ReservationRequest, opts?: CallOptions) =>
      must(client.post<CreatedResponse>(`${site(opts)}/rental-units/reservation`, body, req(opts)), 'reservation'),
  };
}

export type RentalCalls = ReturnType<typeof rentalCalls>;

/** A unit's periods: each with its dates (one without is left out), its price a number, its availability true or false. */
export const decodeRentalPeriods = (v: unknown, report: Report): RentalPeriod[] =>
  decodeDated<RentalPeriod>('rental periods', v, { id: 'n', periodType: 's', start: 's', end: 's', price: 'n', available: 'b' }, report);
