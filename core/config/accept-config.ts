/**
 * The quick configuration check on a block's first render path. It answers only "certainly valid"
 * (the configuration with its defaults filled in, the very value validateConfig gives) or "not sure"
 * (undefined). It holds no messages: on "not sure" the block loads the full check
 * (config-schema.ts), which accepts the node after all or says what is wrong, so a valid node never
 * costs the bytes of the explanations.
 */
import type { ConfigSchema, FieldSpec } from './field-spec';
import { isSameOriginConfigUrl, type ConfigUrlKind } from '../security/plain-config-url';
import { GEO_FIELD, MATCH_FIELDS, RANGE_FIELDS, TERM_FIELDS } from '../query/search-fields';

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Whether `value` has the shape `spec` asks for. A URL-like key is checked by `isUrl` (the full check
 * passes the allow-lists; the quick one only same-origin paths, so another site's URL waits for the full check).
 */
export function matches(spec: FieldSpec, value: unknown, isUrl: (kind: ConfigUrlKind, value: string) => boolean): boolean {
  switch (spec.type) {
    case 'string':
      return (
        typeof value === 'string' &&
        (!spec.values || spec.values.includes(value)) &&
        (!spec.pattern || new RegExp(spec.pattern).test(value)) &&
        (!spec.url || spec.keywords?.includes(value) === true || isUrl(spec.url, value))
      );
    case 'number':
      return (
        isFiniteNumber(value) &&
        (!spec.integer || Number.isInteger(value)) &&
        (spec.min === undefined || value >= spec.min) &&
        (spec.max === undefined || value <= spec.max)
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'string[]':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && (!spec.values || spec.values.includes(v)));
    case 'number[]':
      return Array.isArray(value) && value.every(isFiniteNumber);
    case 'object':
    case 'search-query':
      return isPlainObject(value);
  }
}

/** Each field of `body` is a known one and its value passes `ok`. */
const fieldsPass = (body: unknown, known: readonly string[], ok: (v: unknown) => boolean) =>
  isPlainObject(body) && Object.entries(body).every(([field, v]) => known.includes(field) && ok(v));

const isBound = (v: unknown) => isFiniteNumber(v) || (typeof v === 'string' && Number.isFinite(Date.parse(v)));

/** A fixed query (DESIGN §5) that validateNodeQuery certainly accepts: known criteria and field paths, right value shapes. */
export function isKnownQuery(query: Record<string, unknown>): boolean {
  return Object.entries(query).every(([criterion, body]) => {
    switch (criterion) {
      case 'terms':
        return fieldsPass(body, TERM_FIELDS, (v) => Array.isArray(v) && v.every((x) => typeof x === 'number' || typeof x === 'string'));
      case 'range':
        return fieldsPass(body, RANGE_FIELDS, (v) => isPlainObject(v) && Object.keys(v).length > 0 && Object.entries(v).every(([k, x]) => (k === 'gte' || k === 'lte') && isBound(x)));
      case 'match':
        return fieldsPass(body, MATCH_FIELDS, (v) => ['string', 'number', 'boolean'].includes(typeof v));
      case 'geoDistance':
        return (
          isPlainObject(body) &&
          (body.field === undefined || body.field === GEO_FIELD) &&
          isFiniteNumber(body.distanceKm) &&
          isFiniteNumber(body.lat) &&
          isFiniteNumber(body.lon) &&
          Object.keys(body).every((k) => ['field', 'distanceKm', 'lat', 'lon'].includes(k))
        );
      default:
        return false;
    }
  });
}

/**
 * How a walk over a node reads URL-like keys and search queries, and what it does with a problem. The
 * quick check passes no allow-lists and no messages; the full check (config-schema.ts) passes both.
 */
export interface ConfigWalk {
  isUrl(kind: ConfigUrlKind, value: string): boolean;
  /** Whether a fixed query is accepted; a full check reports its own issues through `problem`. */
  query(query: Record<string, unknown>, key: string): boolean;
  problem(key: string, problem: { unknownKey: string; known: readonly string[] } | { spec: FieldSpec; missing: true } | { spec: FieldSpec; value: unknown }): void;
}

/**
 * The one walk of a node by its schema, shared by both checks: unknown keys, then each schema key in
 * order (missing, wrong shape, nested fields). Gives the node with its defaults filled in (as copies),
 * or undefined when `walk` was told of any problem.
 */
export function walkConfig(schema: ConfigSchema, value: unknown, walk: ConfigWalk, path = ''): Record<string, unknown> | undefined {
  if (!isPlainObject(value)) {
    walk.problem(path || '(node)', { spec: { type: 'object' }, value });
    return undefined;
  }
  let ok = true;
  const fail = (...problem: Parameters<ConfigWalk['problem']>) => {
    ok = false;
    walk.problem(...problem);
  };
  for (const key of Object.keys(value)) if (!Object.hasOwn(schema, key)) fail(path + key, { unknownKey: key, known: Object.keys(schema) });
  const out: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(schema)) {
    const v = value[key];
    if (v === undefined) {
      if (def.required) fail(path + key, { spec: def, missing: true });
      else if (def.default !== undefined) out[key] = structuredClone(def.default);
    } else if (!matches(def, v, walk.isUrl)) {
      fail(path + key, { spec: def, value: v });
    } else if (def.type === 'search-query' && !walk.query(v as Record<string, unknown>, path + key)) {
      ok = false;
    } else if (def.type === 'object' && def.fields) {
      const nested = walkConfig(def.fields, v, walk, `${path}${key}.`);
      if (nested) out[key] = nested;
      else ok = false;
    } else {
      out[key] = v;
    }
  }
  return ok ? out : undefined;
}

const QUICK: ConfigWalk = { isUrl: isSameOriginConfigUrl, query: isKnownQuery, problem() {} };

/** The configuration `value` gives by `schema`, defaults filled in, when it certainly passes validateConfig; else undefined. */
export const acceptConfig = (schema: ConfigSchema, value: unknown): Record<string, unknown> | undefined => walkConfig(schema, value, QUICK);
