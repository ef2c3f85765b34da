/**
 * A search's state ⇄ URL query parameters, one row per filter (its parameter names, parse, write). The
 * estate search (url-params.ts over filters.ts) and the holiday rental search read and write their URL
 * through these functions; invalid values are dropped, never thrown.
 */

/** The URL values of one row's parameters. */
export interface ParamReader {
  /** Every value of every parameter of the row, comma-separated or repeated, trimmed, in parameter order. */
  all(): string[];
  /** The value of the row's first parameter, trimmed ('' when absent). */
  one(): string;
}

export interface ParamRow<V> {
  /** URL parameter names: all are read, the first is written. */
  params: readonly string[];
  parse(read: ParamReader): V | undefined;
  /** Default: a list comma-separated, else the value as text. */
  write?(value: NonNullable<V>): string;
}

export type ParamRows<S> = { [K in keyof S]?: ParamRow<S[K]> };

export type ParamsInput = string | URLSearchParams | Record<string, string | string[] | undefined> | null | undefined;

const keysOf = <S>(rows: ParamRows<S>) => Object.keys(rows) as (keyof S & string)[];

/** Every row's value read from the query (absent keys for absent or invalid values). */
export function readParams<S>(rows: ParamRows<S>, input: ParamsInput): Partial<S> {
  const params = toParams(input);
  const state: Partial<S> = {};
  for (const key of keysOf(rows)) {
    const row = rows[key]!;
    const value = row.parse({
      all: () => row.params.flatMap((name) => params.getAll(name)).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean),
      one: () => (params.get(row.params[0]) ?? '').trim(),
    });
    if (value !== undefined) state[key] = value;
  }
  return state;
}

/** The query parameters of `state`, in the rows' order; empty values and empty lists are left out. */
export function writeParams<S>(rows: ParamRows<S>, state: Partial<S>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keysOf(rows)) {
    const value = state[key];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const row = rows[key]!;
    params.set(row.params[0], row.write ? row.write(value as NonNullable<S[typeof key]>) : Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** `existing` with the rows' parameters replaced by those of `state`; every other parameter is kept. */
export function mergeParams<S>(rows: ParamRows<S>, existing: ParamsInput, state: Partial<S>): URLSearchParams {
  const params = toParams(existing);
  for (const key of keysOf(rows)) for (const name of rows[key]!.params) params.delete(name);
  for (const [name, value] of writeParams(rows, state)) params.set(name, value);
  return params;
}

/** `path` (which may carry its own query) with the rows' parameters of `state`. */
export function pathWithParams<S>(rows: ParamRows<S>, path: string, state: Partial<S>): string {
  const [pathname = '', search = ''] = path.split('?', 2);
  const query = mergeParams(rows, search, state).toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function toParams(input: ParamsInput): URLSearchParams {
  if (!input) return new URLSearchParams();
  if (typeof input === 'string') return new URLSearchParams(input.startsWith('?') ? input.slice(1) : input);
  if (input instanceof URLSearchParams) return new URLSearchParams(input);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (typeof v === 'string') params.append(name, v);
    }
  }
  return params;
}
