import type { ConfigIssue } from '../config/config-issue';
import { GEO_FIELD, MATCH_FIELDS, QUERY_CRITERIA, RANGE_FIELDS, TERM_FIELDS } from './search-fields';

/**
 * Checks a block's fixed `query` (DESIGN §5 search body query) before anything is sent: unknown
 * criteria and unknown field paths are rejected with the list of known ones, so `{ "city": "Gent" }`
 * is an error an editor can fix, not a query that silently filters nothing.
 */
export function validateNodeQuery(value: unknown, path = 'query'): ConfigIssue[] {
  if (!isRecord(value)) return [{ key: path, expected: 'an object { terms?, range?, match?, geoDistance? }', received: show(value) }];
  const issues: ConfigIssue[] = [];
  for (const [criterion, body] of Object.entries(value)) {
    const where = `${path}.${criterion}`;
    switch (criterion) {
      case 'terms':
        eachField(body, where, TERM_FIELDS, 'an object of field path → list of ids', issues, (v, at) => {
          if (!Array.isArray(v) || !v.every((x) => typeof x === 'number' || typeof x === 'string')) issues.push({ key: at, expected: 'a list of ids, e.g. [2]', received: show(v) });
        });
        break;
      case 'range':
        eachField(body, where, RANGE_FIELDS, 'an object of field path → { gte?, lte? }', issues, (v, at) => {
          if (!isRecord(v) || Object.keys(v).length === 0 || !Object.entries(v).every(([k, x]) => (k === 'gte' || k === 'lte') && isBound(x))) {
            issues.push({ key: at, expected: '{ "gte"?: number, "lte"?: number }', received: show(v) });
          }
        });
        break;
      case 'match':
        eachField(body, where, MATCH_FIELDS, 'an object of field path → value', issues, (v, at) => {
          if (!['string', 'number', 'boolean'].includes(typeof v)) issues.push({ key: at, expected: 'a single value (string, number or boolean)', received: show(v) });
        });
        break;
      case 'geoDistance':
        if (
          !isRecord(body) ||
          (body.field !== undefined && body.field !== GEO_FIELD) ||
          !(['distanceKm', 'lat', 'lon'] as const).every((k) => typeof body[k] === 'number' && Number.isFinite(body[k])) ||
          Object.keys(body).some((k) => !['field', 'distanceKm', 'lat', 'lon'].includes(k))
        ) {
          issues.push({ key: where, expected: `{ "distanceKm": number, "lat": number, "lon": number, "field"?: "${GEO_FIELD}" }`, received: show(body) });
        }
        break;
      default:
        issues.push({ key: where, expected: `one of the criteria ${QUERY_CRITERIA.join(', ')}`, received: `unknown key "${criterion}"` });
    }
  }
  return issues;
}

function eachField(body: unknown, where: string, known: readonly string[], shape: string, issues: ConfigIssue[], check: (value: unknown, at: string) => void): void {
  if (!isRecord(body)) {
    issues.push({ key: where, expected: shape, received: show(body) });
    return;
  }
  for (const [field, v] of Object.entries(body)) {
    if (!known.includes(field)) issues.push({ key: `${where}.${field}`, expected: `a field path, one of ${known.join(', ')}`, received: `unknown field "${field}"` });
    else check(v, `${where}.${field}`);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBound = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && Number.isFinite(Date.parse(v)));

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
