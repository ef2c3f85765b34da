/**
 * What every group of calls (core/api/*-calls.ts) shares: the per-call options, the site path and the
 * request options built from them, and the two answer rules (a missing list is empty; a call that must
 * answer fails on 204). The calls are grouped by area so that a block bundles only the calls it makes
 * (a listing page then carries no form, rental, detail or agenda calls).
 */
import type { ApiClient, RequestOptions } from './client';
import { CLIENT_HEADER, CLIENT_MARKER } from './client';
import { ApiError } from './errors';

/** Per-call options of every endpoint method. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's site id. */
  siteId?: string;
  /** Overrides the client's locale (Accept-Language). */
  locale?: string;
  timeoutMs?: number;
}

export type Id = string | number;

export const seg = (value: Id) => encodeURIComponent(String(value));

/** `site(opts)`: `/sites/{siteId}` with the per-call site id or the client's; a 'config' ApiError when neither is known. */
export const siteOf = (client: ApiClient) => (opts?: CallOptions): string => {
  const id = opts?.siteId ?? client.siteId;
  if (!id) {
    throw new ApiError('No site id: set data-site-id on the estate-blocks script tag (or pass siteId)', {
      status: 0, statusText: 'No site id', kind: 'config',
    });
  }
  return `/sites/${seg(id)}`;
};

export const req = (opts?: CallOptions, extra?: Partial<RequestOptions>): RequestOptions => ({
  signal: opts?.signal, siteId: opts?.siteId, locale: opts?.locale, timeoutMs: opts?.timeoutMs, ...extra,
});

/** The estate calls carry the client flag header (spec §7). */
export const flagged = (opts?: CallOptions, extra?: Partial<RequestOptions>) => req(opts, { headers: { [CLIENT_HEADER]: CLIENT_MARKER }, ...extra });

/** A list answer; none (204) is an empty list. */
export const orEmpty = async <T>(promise: Promise<T[] | null>): Promise<T[]> => (await promise) ?? [];

export async function must<T>(promise: Promise<T | null>, what: string): Promise<T> {
  const value = await promise;
  if (value === null) throw new ApiError(`${what}: empty response`, { status: 204, statusText: 'No Content' });
  return value;
}
