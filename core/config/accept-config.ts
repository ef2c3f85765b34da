/**
 * The quick configuration check on a block's first render path. It answers only "certainly valid"
 * (the configuration with its defaults filled in, the very value validateConfig gives) or "not sure"
 * (undefined). It holds no messages: on "not sure" the block loads the full check
 * (config-schema.ts), which accepts the node after all or says what is wrong, so a valid node never
 * costs the bytes of the explanations.
 */
import type { ConfigSchema, FieldSpec } from './field-spec';
import type { ConfigUrlKind } from '../security/config-url';
import { GEO_FIELD, MATCH_FIELDS, RANGE_FIELDS, TERM_FIELDS } from '../query/search-fields';

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Whether `value` has the shape `spec` asks for. A URL-like key is checked by `isUrl` (the full check
 * passes the allow-lists; the quick one none, so such a value waits for the full check).
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

/** The configuration `value` gives by `schema`, defaults filled in, when it certainly passes validateConfig; else undefined. */
export function acceptConfig(schema: ConfigSchema, value: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(value) || Object.keys(value).some((key) => !Object.hasOwn(schema, key))) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(schema)) {
    const v = value[key];
    if (v === undefined) {
      if (def.required) return undefined;
      if (def.default !== undefined) out[key] = structuredClone(def.default);
      continue;
    }
    if (!matches(def, v, () => false)) return undefined;
    if (def.type === 'search-query' && !isKnownQuery(v as Record<string, unknown>)) return undefined;
    if (def.type === 'object' && def.fields) {
      const nested = acceptConfig(def.fields, v);
      if (!nested) return undefined;
      out[key] = nested;
    } else {
      out[key] = v;
    }
  }
  return out;
}
