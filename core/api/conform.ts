/**
 * Leaf types of an answer, made what the views expect: a number that arrives as numeric text becomes a
 * number, a number or boolean where text belongs becomes text, 'true'/'false' and 0/1 where a boolean
 * belongs become booleans; anything else of the wrong kind is dropped (absent), so no view calls a
 * string method on a number or reads a property of a string. `null` leaves stay null ("not entered");
 * a null nested object, list or text per language is dropped. Keys the shape does not name pass through as they came.
 */

/** n: number, s: text, u: a URL (text only, never made from a number), b: boolean, t: a text per language (or one text), [shape]: a list, {…}: an object. */
export type Shape = 'n' | 's' | 'u' | 'b' | 't' | readonly [Shape] | { readonly [key: string]: Shape };

/** What a decoder changed in one answer: counted, and the first change named for the log. */
export interface Notes {
  count: number;
  first?: string;
}

const EXPECTED = { n: 'a number', s: 'text', u: 'a URL', b: 'true or false', t: 'a text per language' } as const;
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

function note(notes: Notes, path: string, expected: string, v: unknown): void {
  notes.count += 1;
  notes.first ??= `${path}: expected ${expected}, received ${Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : `${typeof v} ${String(v).slice(0, 40)}`}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function leaf(v: unknown, shape: 'n' | 's' | 'u' | 'b' | 't', path: string, notes: Notes): unknown {
  if (shape === 'n') {
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && NUMERIC.test(v)) return (notes.count++, Number(v));
  } else if (shape === 's') {
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return (notes.count++, String(v));
  } else if (shape === 'b') {
    if (typeof v === 'boolean') return v;
    if (v === 'true' || v === 1) return (notes.count++, true);
    if (v === 'false' || v === 0) return (notes.count++, false);
  } else if (shape === 'u') {
    if (typeof v === 'string') return v;
  } else {
    if (typeof v === 'string') return v;
    if (isRecord(v)) return conformObject(v, {}, path, notes, 's');
  }
  return note(notes, path, EXPECTED[shape], v);
}

function conformObject(v: Record<string, unknown>, shape: { readonly [key: string]: Shape }, path: string, notes: Notes, every?: Shape): Record<string, unknown> {
  const out: Record<string, unknown> = { ...v };
  for (const key of every ? Object.keys(v) : Object.keys(shape)) {
    if (!(key in v) || v[key] === undefined) continue;
    const value = conform(v[key], every ?? shape[key], path ? `${path}.${key}` : key, notes);
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}

/** `v` made of the shape's kinds; undefined when it cannot be (the caller drops it). */
export function conform(v: unknown, shape: Shape, path: string, notes: Notes): unknown {
  if (typeof shape === 'string' && shape !== 't') return v === null ? null : leaf(v, shape, path, notes);
  if (v === null) return undefined;
  if (shape === 't') return leaf(v, shape, path, notes);
  if (Array.isArray(shape)) {
    if (!Array.isArray(v)) return note(notes, path, 'a list', v);
    const items: unknown[] = [];
    v.forEach((item, i) => {
      const value = item === null ? undefined : conform(item, shape[0], `${path}[${i}]`, notes);
      if (value !== undefined) items.push(value);
    });
    return items;
  }
  if (!isRecord(v)) return note(notes, path, 'an object', v);
  return conformObject(v, shape as { readonly [key: string]: Shape }, path, notes);
}

/** Where a decoder hands what it changed in one answer (ApiClient.report): `what` names the kind of answer. */
export type Report = (what: string, notes: Notes) => void;

/**
 * One `[estate-blocks]` warning per kind of answer when a decoder had to change something. `warned` (the
 * kinds already reported) belongs to whoever owns the page: the page runtime passes one set to every block's
 * client, so a page warns once per kind, and a disposed page's set goes with it.
 */
export function warnOnce(warned: Set<string> = new Set()): Report {
  return (what, notes) => {
    if (notes.count === 0 || warned.has(what)) return;
    warned.add(what);
    console.warn(`[estate-blocks] ${what} answer: ${notes.count} value(s) of the wrong type coerced or dropped${notes.first ? ` (first dropped: ${notes.first})` : ''}`);
  };
}
