import { badRequest } from './errors';

/**
 * A `fields` projection (docs/api.md, OpenSearch `_source.includes` semantics without wildcards):
 * dot paths into the record; a path keeps everything below it; a path through an array applies to
 * every element. Compiled once per search into a tree of wanted keys (`true` = keep the whole value).
 */
export type FieldTree = { [key: string]: FieldTree | true };

export const MAX_FIELDS = 100;
const PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
/** Names that would reach an object's prototype rather than a record's data. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** Validates `fields` of a search body; undefined when absent (whole records). 400 names the bad entry. */
export function compileFields(fields: unknown): FieldTree | undefined {
  if (fields === undefined || fields === null) return undefined;
  if (!Array.isArray(fields)) throw badRequest('fields', 'expected a list of field paths, e.g. ["id", "general.price.value"]');
  if (!fields.length) throw badRequest('fields', 'expected at least one field path (leave fields out for whole records)');
  if (fields.length > MAX_FIELDS) throw badRequest('fields', `at most ${MAX_FIELDS} field paths`);
  const tree: FieldTree = {};
  fields.forEach((path, i) => {
    if (typeof path !== 'string' || !PATH.test(path) || path.split('.').some((k) => FORBIDDEN.has(k))) throw badRequest(`fields[${i}]`, `expected a dot path of names, received ${JSON.stringify(path)}`);
    let node = tree;
    const keys = path.split('.');
    for (let depth = 0; depth < keys.length; depth++) {
      const key = keys[depth];
      const next = Object.hasOwn(node, key) ? node[key] : undefined;
      // A path already kept whole covers this longer one.
      if (next === true) break;
      // The last key keeps the whole value, even when longer paths below it were listed first.
      if (depth === keys.length - 1) node[key] = true;
      else node = next ?? (node[key] = {});
    }
  });
  return tree;
}

/** The parts of `value` the tree names; null and absent values are left out (the views read both as "none"). */
export function projectFields(value: unknown, tree: FieldTree): unknown {
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'object' && item !== null).map((item) => projectFields(item, tree));
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(tree)) {
    if (!Object.hasOwn(source, key)) continue;
    const v = source[key];
    const sub = tree[key];
    if (v === undefined || v === null) continue;
    if (sub === true) out[key] = v;
    // A path below a plain value (e.g. 'id.deeper') names nothing.
    else if (typeof v === 'object') out[key] = projectFields(v, sub);
  }
  return out;
}

/** A stable key of a tree (same fields in any order → same key), for caching projected records. */
export function fieldsKey(tree: FieldTree): string {
  const walk = (t: FieldTree): string =>
    Object.keys(t)
      .sort()
      .map((k) => (t[k] === true ? k : `${k}(${walk(t[k] as FieldTree)})`))
      .join(',');
  return walk(tree);
}
