/** Controllable fakes of the site API for store tests: every call waits until the test answers it. */
import type { CallOptions } from '../../core/api/endpoints';
import type { EstateFiltersResult, EstateSearchBody, EstateSearchResponse } from '../../core/api/types';
import type { Estate } from '../../core/model';

export interface PendingCall<T> {
  body: EstateSearchBody;
  signal?: AbortSignal;
  answer(value: T): Promise<void>;
}

export function createFakeApi() {
  const searches: PendingCall<EstateSearchResponse>[] = [];
  const filters: PendingCall<EstateFiltersResult>[] = [];
  const pending = <T>(list: PendingCall<T>[]) => (body: EstateSearchBody, opts?: CallOptions) =>
    new Promise<T>((resolve) => {
      list.push({
        body,
        signal: opts?.signal,
        answer: async (value) => {
          resolve(value);
          await new Promise((r) => setTimeout(r, 0));
        },
      });
    });
  return {
    api: { searchEstates: pending(searches), getEstateFilters: pending(filters) },
    searches,
    filters,
  };
}

export function estate(id: number, extra: Partial<Estate> = {}, general: Partial<Estate['general']> = {}): Estate {
  return { id, status: { id: 1 }, general: { id, ...general }, ...extra };
}

/** A response with `count` single-record results numbered from `start`. */
export function page(start: number, count: number, total: number): EstateSearchResponse {
  return { total: { value: total }, results: Array.from({ length: count }, (_, i) => ({ children: [estate(start + i)] })) };
}

export const failure = (status = 500): EstateSearchResponse => ({
  total: { value: 0 },
  results: [],
  error: { status, statusText: 'Internal Server Error', message: `${status}`, kind: 'http' },
});
