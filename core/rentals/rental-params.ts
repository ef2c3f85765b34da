/**
 * The holiday rental search in the page URL: one parameter per filter, one value each (a region, a
 * type, a town, a number of people, a length of stay, arrival and departure). Read and written through
 * the same rows as the estate search (core/query/param-rows.ts); other parameters of the page are kept.
 */
import { pathWithParams, readParams, writeParams, type ParamReader, type ParamRows, type ParamsInput } from '../query/param-rows';
import { isIsoDate } from '../validation/rules';
import type { RentalFilter } from './rental-list-store';
import { normalizeRentalFilter } from './rental-list-store';
import { stayErrors } from './stay';

/** The filters a visitor sets and a link carries (the block's periodStart stays a configuration value). */
export type RentalUrlFilter = Pick<RentalFilter, 'locationIds' | 'subKindIds' | 'cityIds' | 'occupation' | 'periodType' | 'from' | 'to'>;

const oneId = (read: ParamReader) => {
  const first = read.all()[0] ?? '';
  return /^\d{1,9}$/.test(first) && Number(first) > 0 ? [Number(first)] : undefined;
};
const firstOnly = (ids: number[]) => String(ids[0]);
const day = (read: ParamReader) => (isIsoDate(read.one()) ? read.one() : undefined);

export const RENTAL_PARAMS: ParamRows<RentalUrlFilter> = {
  locationIds: { params: ['location'], parse: oneId, write: firstOnly },
  subKindIds: { params: ['kind'], parse: oneId, write: firstOnly },
  cityIds: { params: ['place'], parse: oneId, write: firstOnly },
  occupation: { params: ['people'], parse: (read) => (/^\d{1,2}$/.test(read.one()) && Number(read.one()) > 0 ? Number(read.one()) : undefined) },
  periodType: { params: ['stay'], parse: (read) => (/^[A-Z_]{1,20}$/.test(read.one()) ? read.one() : undefined) },
  from: { params: ['arrival'], parse: day },
  to: { params: ['departure'], parse: day },
};

const URL_KEYS = Object.keys(RENTAL_PARAMS) as (keyof RentalUrlFilter)[];

/** A stay needs both dates, arrival from `today`, departure after arrival: otherwise neither date searches. */
export function withValidStay(filter: RentalFilter, today: string): RentalFilter {
  const { from, to, ...rest } = filter;
  return from && to && !stayErrors(from, to, today) ? { ...rest, from, to } : rest;
}

/** The search of a page: the block's configured filter, each value the URL holds replacing the configured one. */
export function readRentalSearch(search: ParamsInput, configured: RentalFilter, today: string): RentalFilter {
  return normalizeRentalFilter(withValidStay({ ...configured, ...readParams(RENTAL_PARAMS, search) }, today));
}

/** The URL parameters of a search (configured values included: a shared link opens the same search). */
export function writeRentalParams(filter: RentalFilter): URLSearchParams {
  return writeParams(RENTAL_PARAMS, pickUrlFilter(filter));
}

export function sameRentalSearch(a: RentalFilter, b: RentalFilter): boolean {
  return writeRentalParams(a).toString() === writeRentalParams(b).toString() && a.periodStart === b.periodStart;
}

export function rentalSearchHref(pathAndSearch: string, filter: RentalFilter): string {
  return pathWithParams(RENTAL_PARAMS, pathAndSearch, pickUrlFilter(filter));
}

function pickUrlFilter(filter: RentalFilter): RentalUrlFilter {
  const out: Record<string, unknown> = {};
  for (const key of URL_KEYS) if (filter[key] !== undefined) out[key] = filter[key];
  return out as RentalUrlFilter;
}
