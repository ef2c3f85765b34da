/**
 * Validating decoders at the API boundary: an answer of the wrong shape becomes a BadAnswerError
 * (shown by the block as its error state with retry), never an exception inside rendering. An answer
 * that is not the right kind of object, or a record without its id, is a bad answer; inside a record,
 * every value the views read is made its type or dropped (conform.ts: numeric text → number, a number →
 * text, a null nested object or list → absent), handed to the client's report (one warning per kind of answer and page).
 *
 * Here: the shared checks and the site answer every block reads. The decoders of one area's answers sit
 * beside its calls (estate records, search, filters, cities: decode-estates.ts; estate detail:
 * estate-calls.ts; rental units: decode-rentals.ts; agreements: form-calls.ts), so that a page bundles
 * only the shapes of its calls.
 */
import type { Site } from '../model';
import { BadAnswerError } from './errors';
import { conform, type Notes, type Report, type Shape } from './conform';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isId = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v !== '');

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return v === '' ? 'an empty string' : `text "${v.slice(0, 40)}"`;
  return typeof v === 'object' ? 'an object' : `${typeof v} ${String(v)}`;
}

export function fail(what: string, path: string, expected: string, received: unknown): never {
  throw new BadAnswerError(what, `${path || 'answer'}: expected ${expected}, received ${describe(received)}`);
}

export function object(what: string, v: unknown, path: string): Json {
  return isObject(v) ? v : fail(what, path, 'an object', v);
}

export function list(what: string, v: unknown, path: string): unknown[] {
  return Array.isArray(v) ? v : fail(what, path, 'a list', v);
}

export function decodeSite(v: unknown): Site | null {
  if (v === null) return null;
  const site = object('site', v, '');
  return { ...site, settings: isObject(site.settings) ? site.settings : {} } as Site;
}

/** A list of dated items (free slots, rental periods): null or not a list is none, each item made its shape, one without both dates left out. */
export function decodeDated<T>(what: string, v: unknown, shape: { readonly [key: string]: Shape }, report: Report): T[] {
  if (v === null || v === undefined) return [];
  const notes: Notes = { count: 0 };
  const items = (conform(v, [shape], '', notes) ?? []) as unknown[];
  const kept = items.filter((x): x is Json => isObject(x) && typeof x.start === 'string' && typeof x.end === 'string');
  notes.count += items.length - kept.length;
  report(what, notes);
  return kept as T[];
}

/** An answer that is one object (a created record, a subscription): null stays null, every named value made its kind or dropped. */
export function decodeRecord<T>(what: string, v: unknown, shape: { readonly [key: string]: Shape }, report: Report): T {
  if (v === null) return null as T;
  const notes: Notes = { count: 0 };
  const out = conform(object(what, v, ''), shape, '', notes);
  report(what, notes);
  return out as T;
}
