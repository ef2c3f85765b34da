import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { ESTATE_INDEX_MAPPING } from './mapping';
import { toOpenSearchFacets, toOpenSearchQuery } from './to-opensearch-query';

const GOLDEN = join(__dirname, 'golden');
// UPDATE_GOLDEN=1 rewrites the expected requests after a deliberate change; review the diff.
const update = process.env.UPDATE_GOLDEN === '1';

interface Case {
  body: unknown;
  search?: unknown;
  facets?: unknown;
}

const cases = readdirSync(GOLDEN).filter((f) => f.endsWith('.json')).sort();

describe('toOpenSearchQuery: search bodies as OpenSearch _search requests (golden files)', () => {
  it('there are golden cases for every criterion kind, sort, projection, geo mode and units', () => {
    const text = cases.map((f) => readFileSync(join(GOLDEN, f), 'utf8')).join('\n');
    for (const needle of ['"terms"', '"range"', '"match"', '"geoDistance"', '"geoBoundingBox"', '"fields"', '"mode": "geo"', '"units": true', 'children.collections', 'general.address.city.name']) {
      expect(text, needle).toContain(needle);
    }
  });

  it.each(cases)('%s', (file) => {
    const path = join(GOLDEN, file);
    const golden = JSON.parse(readFileSync(path, 'utf8')) as Case;
    const actual = { body: golden.body, search: toOpenSearchQuery(golden.body), facets: toOpenSearchFacets(golden.body) };
    if (update || !existsSync(path) || golden.search === undefined) writeFileSync(path, `${JSON.stringify(actual, null, 2)}\n`);
    else expect(actual).toEqual(golden);
  });

  it('every field the requests name is in the index mapping', () => {
    const mapped = new Set<string>();
    const walk = (props: Record<string, { properties?: object }>, prefix: string) => {
      for (const [k, v] of Object.entries(props)) {
        mapped.add(prefix + k);
        if (v.properties) walk(v.properties as Record<string, { properties?: object }>, `${prefix}${k}.`);
      }
    };
    walk(ESTATE_INDEX_MAPPING.mappings.properties as Record<string, { properties?: object }>, '');
    const named = new Set<string>();
    const collect = (v: unknown, key?: string) => {
      if (Array.isArray(v)) return v.forEach((x) => collect(x));
      if (typeof v !== 'object' || v === null) return;
      for (const [k, x] of Object.entries(v)) {
        if (['terms', 'range', 'term', 'geo_distance', 'geo_bounding_box'].includes(key ?? '') && !['distance', 'field', 'size'].includes(k)) named.add(k);
        if (k === 'field' && typeof x === 'string') named.add(x);
        collect(x, k);
      }
    };
    for (const file of cases) {
      const { body } = JSON.parse(readFileSync(join(GOLDEN, file), 'utf8')) as Case;
      collect(toOpenSearchQuery(body));
      collect(toOpenSearchFacets(body));
      for (const s of toOpenSearchQuery(body).sort as Record<string, unknown>[]) named.add(Object.keys(s)[0]);
    }
    expect(named.size).toBeGreaterThan(10);
    for (const field of named) expect(mapped, field).toContain(field);
  });

  it('a bad body is refused as the reference service refuses it (400 naming the field)', () => {
    expect(() => toOpenSearchQuery({ query: { terms: { nope: [1] } }, sort: [] })).toThrow(HttpError);
    expect(() => toOpenSearchQuery({ query: {}, sort: [], pagination: { from: 0, size: 5000 } })).toThrow(/pagination.size/);
  });
});
