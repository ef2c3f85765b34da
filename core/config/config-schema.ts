/**
 * Block configuration schemas: each block declares the keys its `data-node` JSON may hold.
 * Validation is hand-written (no eval, no schema library) and reports, per problem, the key,
 * what was expected and what was received, so a content editor can fix the snippet.
 */
import { walkConfig } from './accept-config';
import { validateNodeQuery } from '../query/validate-node-query';
import { describeConfigUrl, isConfigUrl } from '../security/config-url';
import type { ConfigIssue } from './config-issue';
import type { ConfigSchema, FieldDefinition, FieldSpec } from './field-spec';
import type { NodeQuery } from '../model/search';

export type { ConfigSchema, FieldDefinition, FieldSpec };
export type { ConfigIssue };

/** The value type one field accepts (the TypeScript side of `matches`). */
type FieldValue<F, Nested extends 'node' | 'config'> = F extends { type: 'string'; values: readonly (infer V)[] }
  ? V
  : F extends { type: 'string' }
    ? string
    : F extends { type: 'number' }
      ? number
      : F extends { type: 'boolean' }
        ? boolean
        : F extends { type: 'string[]'; values: readonly (infer V)[] }
          ? V[]
          : F extends { type: 'string[]' }
            ? string[]
            : F extends { type: 'number[]' }
              ? number[]
              : F extends { type: 'search-query' }
                ? NodeQuery
                : F extends { type: 'object'; fields: infer S }
                  ? Nested extends 'node'
                    ? NodeOf<S>
                    : ConfigOf<S>
                  : F extends { type: 'object' }
                    ? Record<string, unknown>
                    : never;

type Simplify<T> = { [K in keyof T]: T[K] };
/** Keys always present: `required` ones, and with defaults filled in (validateConfig) those with a default. */
type RequiredKeys<S, WithDefaults extends boolean> = {
  [K in keyof S]: S[K] extends { required: true }
    ? K
    : WithDefaults extends true
      ? S[K] extends { default: infer D }
        ? undefined extends D
          ? never
          : K
        : never
      : never;
}[keyof S];

/**
 * What a `data-node` may hold by this schema: keys marked `required` must be there, every other key may.
 * Declare a schema `as const satisfies ConfigSchema` (or inline in defineBlock) so its values keep their literal types.
 */
export type NodeOf<S> = Simplify<
  { [K in RequiredKeys<S, false>]: FieldValue<S[K], 'node'> } & { [K in Exclude<keyof S, RequiredKeys<S, false>>]?: FieldValue<S[K], 'node'> }
>;

/** What validateConfig gives for this schema: a `data-node` with the defaults filled in (those keys are always there). */
export type ConfigOf<S> = Simplify<
  { [K in RequiredKeys<S, true>]: FieldValue<S[K], 'config'> } & { [K in Exclude<keyof S, RequiredKeys<S, true>>]?: FieldValue<S[K], 'config'> }
>;

export type ConfigResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; issues: ConfigIssue[] };

export function describeSpec(spec: FieldSpec): string {
  if (spec.type === 'string' && spec.url) {
    const words = spec.keywords?.map((w) => JSON.stringify(w)).join(' or ');
    return spec.patternHint ?? (words ? `${describeConfigUrl(spec.url)}, or ${words}` : describeConfigUrl(spec.url));
  }
  if (spec.type === 'string' && spec.pattern) return spec.patternHint ?? `a string matching /${spec.pattern}/`;
  if ('values' in spec && spec.values) {
    const list = spec.values.map((v) => JSON.stringify(v)).join(' | ');
    return spec.type === 'string[]' ? `an array of ${list}` : `one of ${list}`;
  }
  switch (spec.type) {
    case 'number': {
      const range = [spec.min !== undefined ? `≥ ${spec.min}` : '', spec.max !== undefined ? `≤ ${spec.max}` : '']
        .filter(Boolean)
        .join(' and ');
      return `${spec.integer ? 'an integer' : 'a number'}${range ? ` ${range}` : ''}`;
    }
    case 'string[]':
      return 'an array of strings';
    case 'number[]':
      return 'an array of numbers';
    case 'object':
      return 'an object';
    case 'search-query':
      return 'a search query { terms, range, match, geoDistance } over known field paths';
    default:
      return `a ${spec.type}`;
  }
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array (${truncate(JSON.stringify(value))})`;
  if (typeof value === 'object') return `an object (${truncate(JSON.stringify(value))})`;
  if (typeof value === 'string') return `the string ${truncate(JSON.stringify(value))}`;
  return `${typeof value} ${String(value)}`;
}

function truncate(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Checks `value` against `schema`: unknown keys, missing required keys and wrong types are issues. Defaults are filled in. */
export function validateConfig(schema: ConfigSchema, value: unknown, path = ''): ConfigResult {
  const issues: ConfigIssue[] = [];
  const out = walkConfig(
    schema,
    value,
    {
      isUrl: isConfigUrl,
      query(query, key) {
        const queryIssues = validateNodeQuery(query, key);
        issues.push(...queryIssues);
        return queryIssues.length === 0;
      },
      problem(key, problem) {
        if ('unknownKey' in problem) {
          issues.push({ key, expected: `one of the keys ${problem.known.join(', ') || '(none)'}`, received: `unknown key "${problem.unknownKey}"` });
        } else {
          issues.push({ key, expected: describeSpec(problem.spec), received: 'missing' in problem ? 'nothing (required)' : describeValue(problem.value) });
        }
      },
    },
    path,
  );
  return out && !issues.length ? { ok: true, value: out } : { ok: false, issues };
}

/** The level (1–4, default 2) of a block's own heading. */
export function headingLevelKey(description: string): { type: 'number'; integer: true; min: 1; max: 4; default: 2; description: string } {
  return { type: 'number', integer: true, min: 1, max: 4, default: 2, description };
}
