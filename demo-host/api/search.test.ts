import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EstateSearchBody, EstateSearchResponse } from '../../core/api/types';
import type { Estate } from '../../core/model';
import { generateDataset } from '../data/dataset';
import { MUNICIPALITIES } from '../data/municipalities';
import { createRandom } from '../data/random';
import { randomSearchBody } from './testing/random-queries';
import { buildEstateSearchBody } from '../../core/query/build-query';
import { isClosedStatus } from '../../core/status/closed-rank';
import { serveApi, type ServedApi } from './testing/serve';

// Real HTTP round trips on a shared 2-core machine: allow for a slow moment.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const NOW = Date.UTC(2026, 10, 22, 10);
const data = generateDataset({ size: 1500, now: NOW });
const collator = new Intl.Collator('nl', { sensitivity: 'variant', numeric: true });
let api: ServedApi;

beforeAll(async () => {
  api = await serveApi({ dataset: data, now: () => NOW });
});
afterAll(() => api.close());

// ---- An independent brute-force reading of DESIGN §5 over the generated records --------------------

function value(e: Estate, field: string): unknown {
  const g = e.general;
  const table: Record<string, unknown> = {
    id: e.id,
    'general.id': e.id,
    'general.address.city.id': g.address?.city?.id,
    'general.headType.id': g.headType?.id,
    'general.transaction.id': g.transaction?.id,
    'general.subType.id': g.subType?.id,
    'status.id': e.status.id,
    'status.closed': isClosedStatus(e.status.id) ? 1 : 0,
    'general.bedroomCount': g.bedroomCount,
    'general.address.country.id': g.address?.country?.id,
    feed: e.feed ?? 'broker',
    'general.price.value': g.price?.value ?? g.price?.priceFrom,
    'general.publicationDate': g.publicationDate ? Date.parse(g.publicationDate) : null,
    'dimensions.areaBuild': e.dimensions?.areaBuild,
    'general.address.city.name': g.address?.city?.name,
    'general.project': Boolean(g.project || g.parentId),
  };
  const v = table[field];
  return v === undefined ? null : v;
}

function haversine(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(r(lat2 - lat1) / 2) ** 2 + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lon2 - lon1) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

function matches(e: Estate, q: EstateSearchBody['query']): boolean {
  for (const [field, values] of Object.entries(q.terms ?? {})) {
    if (!values.length) continue;
    if (field === 'children.collections' ? !(e.collections ?? []).some((c) => values.includes(c)) : !values.includes(value(e, field) as never)) return false;
  }
  for (const [field, { gte, lte }] of Object.entries(q.range ?? {})) {
    const v = value(e, field);
    if (typeof v !== 'number' || (gte !== undefined && v < gte) || (lte !== undefined && v > lte)) return false;
  }
  for (const [field, wanted] of Object.entries(q.match ?? {})) if (value(e, field) !== wanted) return false;
  if (q.geoDistance) {
    const p = shownAt(e);
    if (!p || haversine(q.geoDistance.lat, q.geoDistance.lon, p.lat, p.lon) > q.geoDistance.distanceKm) return false;
  }
  if (q.geoBoundingBox) {
    const p = shownAt(e);
    const { topLeft, bottomRight } = q.geoBoundingBox;
    if (!p || p.lat > topLeft.lat || p.lat < bottomRight.lat || p.lon < topLeft.lon || p.lon > bottomRight.lon) return false;
  }
  return true;
}

/** Where the service may place an estate: its address, or its municipality's centre when the address is hidden or unknown. */
function shownAt(e: Estate): { lat: number; lon: number } | null {
  const a = e.general.address;
  if (a?.visible !== false && a?.geoLocation) return a.geoLocation;
  const m = MUNICIPALITIES.find((x) => x.id === a?.city?.id);
  return m ? { lat: m.lat, lon: m.lon } : null;
}

const SOLD = new Set([5, 6]);

/** The lowest price of the estates still available, null when none has one. */
function lowestAvailable(estates: Estate[]): number | null {
  const prices = estates.filter((u) => !SOLD.has(u.general.transaction!.id) && u.general.price?.value != null).map((u) => u.general.price!.value!);
  return prices.length ? Math.min(...prices) : null;
}

interface Result {
  e: Estate;
  /** The units the result stands for: its matching units, or all of them when only the project matched. */
  units: Estate[];
}

/** A result's value of a sort field; a project's price is the one it shows, the lowest available of its units (DESIGN §3). */
function sortValue(r: Result, field: string): unknown {
  return field === 'general.price.value' && r.e.general.project ? lowestAvailable(r.units) : value(r.e, field);
}

function compare(a: Result, b: Result, sort: EstateSearchBody['sort']): number {
  const clauses = sort.length ? sort : [{ field: 'general.publicationDate', order: 'DESC' as const }];
  for (const { field, order } of clauses) {
    const va = sortValue(a, field);
    const vb = sortValue(b, field);
    if (va === vb) continue;
    if (va === null) return 1;
    if (vb === null) return -1;
    const d = typeof va === 'string' ? collator.compare(va, vb as string) : (va as number) - (vb as number);
    if (d !== 0) return order === 'DESC' ? -d : d;
  }
  return a.e.id - b.e.id;
}

function bruteForce(body: EstateSearchBody): { total: number; ids: number[][] } {
  const hits: number[][] = [];
  const results = data.estates.filter((e) => !e.general.parentId).flatMap((e) => {
    const units = data.unitsByProject.get(e.id) ?? [];
    const matchingUnits = units.filter((u) => matches(u, body.query));
    if (!matches(e, body.query) && !matchingUnits.length) return [];
    return [{ e, units: matchingUnits.length ? matchingUnits : units }];
  });
  results.sort((a, b) => compare(a, b, body.sort));
  const { from = 0, size = 20 } = body.pagination ?? {};
  for (const r of results.slice(from, from + size)) hits.push([r.e.id, ...r.units.map((c) => c.id)]);
  return { total: results.length, ids: hits };
}

async function search(body: EstateSearchBody): Promise<EstateSearchResponse> {
  const response = await fetch(`${api.baseUrl}/sites/demo/estates`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as EstateSearchResponse;
}

describe('DESIGN §5 estate search against a brute-force filter over the generated data', () => {
  const rng = createRandom(777);
  const bodies = Array.from({ length: 250 }, () => randomSearchBody(rng, NOW, { maxSize: 60 }));

  it('the random queries cover every criterion kind and sort field', () => {
    const text = JSON.stringify(bodies);
    for (const needle of ['terms', 'range', 'match', 'geoDistance', 'children.collections', 'general.address.city.name', 'general.price.value', '"DESC"', '"ASC"']) {
      expect(text).toContain(needle);
    }
    expect(bodies.filter((b) => bruteForce(b).total > 0).length).toBeGreaterThan(100);
  });

  it.each(bodies.map((body, i) => [i, body] as const))('random query #%i: total, order, pagination and children match', async (_i, body) => {
    const expected = bruteForce(body);
    const actual = await search({ ...body, units: true });
    expect(actual.total.value).toBe(expected.total);
    expect(actual.results.map((r) => r.children.map((c) => c.id))).toEqual(expected.ids);
  });
});

describe('DESIGN §5 search rules', () => {
  it('terms are "any of": two cities give the union of each city alone', async () => {
    const [a, b] = [data.estates[5].general.address!.city!.id, data.estates[700].general.address!.city!.id];
    const one = async (ids: number[]) => (await search({ query: { terms: { 'general.address.city.id': ids } }, sort: [], pagination: { from: 0, size: 1 } })).total.value;
    expect(await one([a, b])).toBe((await one([a])) + (a === b ? 0 : await one([b])));
  });

  it('range gte/lte bounds are inclusive', async () => {
    const price = data.estates.find((e) => !e.general.parentId && e.general.price?.value)!.general.price!.value!;
    const body: EstateSearchBody = { query: { range: { 'general.price.value': { gte: price, lte: price } } }, sort: [], pagination: { from: 0, size: 100 } };
    const res = await search(body);
    expect(res.total.value).toBeGreaterThan(0);
    for (const r of res.results) expect(r.children[0].general.price?.value ?? r.children[0].general.price?.priceFrom).toBe(price);
  });

  it('geoDistance keeps only records within the great-circle distance', async () => {
    const body: EstateSearchBody = { query: { geoDistance: { field: 'general.address.geoLocation', distanceKm: 5, lat: 51.0543, lon: 3.7174 } }, sort: [], pagination: { from: 0, size: 500 } };
    const res = await search(body);
    expect(res.total.value).toBeGreaterThan(0);
    for (const r of res.results) {
      const p = shownAt(data.estateById.get(r.children[0].id)!)!;
      expect(haversine(51.0543, 3.7174, p.lat, p.lon)).toBeLessThanOrEqual(5);
    }
  });

  it('geoBoundingBox (OpenSearch geo_bounding_box) keeps the records inside the box, edges included', async () => {
    const box = { topLeft: { lat: 51.3, lon: 3.5 }, bottomRight: { lat: 50.9, lon: 4.5 } };
    const body: EstateSearchBody = { query: { geoBoundingBox: { field: 'general.address.geoLocation', ...box } }, sort: [], pagination: { from: 0, size: 1000 } };
    const expected = bruteForce(body);
    const res = await search({ ...body, units: true });
    expect(res.total.value).toBeGreaterThan(0);
    expect(res.total.value).toBeLessThan(bruteForce({ query: {}, sort: [] }).total);
    expect(res.total.value).toBe(expected.total);
    expect(res.results.map((r) => r.children.map((c) => c.id))).toEqual(expected.ids);
  });

  it('a hidden address is found by an area around its municipality, never by a box around the house itself', async () => {
    const hidden = data.estates.find((e) => !e.general.parentId && e.general.address?.visible === false && e.general.address.geoLocation && shownAt(e)!.lat !== e.general.address.geoLocation.lat)!;
    expect(hidden, 'the dataset has a hidden address').toBeDefined();
    const around = (p: { lat: number; lon: number }, d: number) => ({ topLeft: { lat: p.lat + d, lon: p.lon - d }, bottomRight: { lat: p.lat - d, lon: p.lon + d } });
    const ids = async (box: ReturnType<typeof around>) =>
      (await search({ query: { geoBoundingBox: box }, sort: [], pagination: { from: 0, size: 1000 } })).results.map((r) => r.children[0].id);
    const exact = hidden.general.address!.geoLocation!;
    const centre = shownAt(hidden)!;
    // A box of ±0.0005° (≈ 50 m) around the house, if it does not also hold the municipality's centre.
    if (Math.abs(exact.lat - centre.lat) > 0.0005 || Math.abs(exact.lon - centre.lon) > 0.0005) expect(await ids(around(exact, 0.0005))).not.toContain(hidden.id);
    expect(await ids(around(centre, 0.0005))).toContain(hidden.id);
  });

  it('a project result carries its units as children, main record first, when the body asks for units', async () => {
    const res = await search({ query: { match: { 'general.project': true } }, sort: [{ field: 'id', order: 'ASC' }], pagination: { from: 0, size: 5 }, units: true });
    expect(res.results.length).toBeGreaterThan(0);
    for (const r of res.results) {
      const [main, ...units] = r.children;
      expect(main.general.project).toBe(true);
      expect(units.length).toBeGreaterThan(0);
      for (const u of units) expect(u.general.parentId).toBe(main.id);
    }
  });

  it('without units, a project result is the project alone with the count and lowest available price of its matching units', async () => {
    const rng = createRandom(31337);
    let projects = 0;
    for (let i = 0; i < 60; i++) {
      const body = { ...randomSearchBody(rng, NOW, { maxSize: 60 }), query: {} as EstateSearchBody['query'] };
      const random = randomSearchBody(rng, NOW);
      // Criteria that units can match on their own: price and bedrooms.
      body.query = { terms: { 'general.headType.id': [6, 2] }, ...(random.query.range ? { range: random.query.range } : {}) };
      const expected = bruteForce(body);
      const res = await search(body);
      expect(res.total.value).toBe(expected.total);
      res.results.forEach((r, j) => {
        expect(r.children.map((c) => c.id)).toEqual([expected.ids[j][0]]);
        const units = expected.ids[j].slice(1).map((id) => data.estateById.get(id)!);
        if (!r.children[0].general.project) return expect(r.units).toBeUndefined();
        projects++;
        const priceFrom = lowestAvailable(units);
        expect(r.units).toEqual({ count: units.length, priceFrom });
        expect(r.children[0].general.price?.priceFrom ?? null).toBe(priceFrom);
      });
    }
    expect(projects, 'the queries found projects').toBeGreaterThan(20);
  });

  it('sorting by price agrees with the price shown: under a price filter a project sorts by its lowest matching unit, within the filter', async () => {
    const filter = { gte: 200_000, lte: 300_000 };
    for (const order of ['ASC', 'DESC'] as const) {
      const res = await search({ query: { range: { 'general.price.value': filter } }, sort: [{ field: 'general.price.value', order }], pagination: { from: 0, size: 1000 } });
      expect(res.total.value).toBeLessThanOrEqual(1000);
      const shown = res.results.map((r) => r.children[0].general.price?.value ?? r.children[0].general.price?.priceFrom ?? null);
      const priced = shown.filter((p): p is number => p !== null);
      expect(shown.slice(priced.length).every((p) => p === null), 'no price last').toBe(true);
      expect(priced).toEqual([...priced].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
      for (const p of priced) {
        expect(p).toBeGreaterThanOrEqual(filter.gte);
        expect(p).toBeLessThanOrEqual(filter.lte);
      }
      // The case that matters: a project whose cheapest unit overall (a parking place) lies below the filter.
      const cheapOverall = res.results.filter((r) => r.children[0].general.project && (data.estateById.get(r.children[0].id)!.general.price?.priceFrom ?? Infinity) < filter.gte);
      expect(cheapOverall.length, 'the filter finds projects whose cheapest unit lies below it').toBeGreaterThan(0);
    }
  });

  it('units other than true or false is a 400 naming the field', async () => {
    const res = await fetch(`${api.baseUrl}/sites/demo/estates`, { method: 'POST', body: JSON.stringify({ query: {}, sort: [], units: 'all' }) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('units');
  });

  it('match general.project false leaves out projects and their units', async () => {
    const res = await search({ query: { match: { 'general.project': false } }, sort: [], pagination: { from: 0, size: 1000 } });
    for (const r of res.results) {
      expect(r.children).toHaveLength(1);
      expect(r.children[0].general.project).toBe(false);
    }
  });

  it('sort arrays: nulls last in both directions, ties broken by the next key', async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      const res = await search({ query: {}, sort: [{ field: 'general.bedroomCount', order }, { field: 'id', order: 'ASC' }], pagination: { from: 0, size: 1000 } });
      const counts = res.results.map((r) => r.children[0].general.bedroomCount ?? null);
      const firstNull = counts.indexOf(null);
      if (firstNull >= 0) expect(counts.slice(firstNull).every((c) => c === null)).toBe(true);
    }
  });

  it('the default search (query builder, nothing chosen) ranks available estates first: no closed one before an available one', async () => {
    const body = buildEstateSearchBody({ pagination: { from: 0, size: 100 } });
    const all = await search({ ...body, pagination: { from: 0, size: 1000 } });
    const closed = all.results.map((r) => isClosedStatus(r.children[0].status.id));
    expect(closed.filter(Boolean).length, 'the dataset has closed estates').toBeGreaterThan(0);
    expect(closed.indexOf(true)).toBe(closed.filter((c) => !c).length);
    const first = await search(buildEstateSearchBody({ pagination: { from: 0, size: 20 } }));
    expect(first.results.map((r) => r.children[0].id)).toEqual(all.results.slice(0, 20).map((r) => r.children[0].id));
    expect(first.results.some((r) => isClosedStatus(r.children[0].status.id))).toBe(false);
    // Within each part, newest first.
    const dates = all.results.map((r) => Date.parse(r.children[0].general.publicationDate ?? ''));
    const split = closed.indexOf(true);
    for (const part of [dates.slice(0, split), dates.slice(split)]) expect(part).toEqual([...part].sort((a, b) => b - a));
  });

  it('pagination: consecutive pages tile the whole ordered result', async () => {
    const sort: EstateSearchBody['sort'] = [{ field: 'general.price.value', order: 'DESC' }];
    const all = await search({ query: { terms: { 'general.headType.id': [2] } }, sort, pagination: { from: 0, size: 90 } });
    const pages = await Promise.all([0, 30, 60].map((from) => search({ query: { terms: { 'general.headType.id': [2] } }, sort, pagination: { from, size: 30 } })));
    expect(pages.flatMap((p) => p.results.map((r) => r.children[0].id))).toEqual(all.results.map((r) => r.children[0].id));
    expect(new Set(pages.map((p) => p.total.value))).toEqual(new Set([all.total.value]));
  });

  it('mode geo: the positions of the whole result set in one call, main records only, the same total and order', async () => {
    const body: EstateSearchBody = { query: { terms: { 'general.headType.id': [1, 2] } }, sort: [{ field: 'general.price.value', order: 'ASC' }] };
    const expected = bruteForce({ ...body, pagination: { from: 0, size: 100_000 } });
    expect(expected.total, 'more results than the largest list page').toBeGreaterThan(20);
    const geo = await search({ ...body, mode: 'geo' });
    expect(geo.total.value).toBe(expected.total);
    expect(geo.results.map((r) => r.children.map((c) => c.id))).toEqual(expected.ids.map((children) => [children[0]]));
  });

  it('mode geo records carry only the map fields; a hidden address sits at its municipality, without its street', async () => {
    const geo = await search({ query: {}, sort: [], mode: 'geo' });
    expect(geo.total.value).toBe(bruteForce({ query: {}, sort: [] }).total);
    expect(geo.results).toHaveLength(geo.total.value);
    const allowed = new Set(['id', 'feed', 'status', 'notary', 'general']);
    const allowedGeneral = new Set(['project', 'parentId', 'title', 'headType', 'subType', 'transaction', 'price', 'address']);
    let hidden = 0;
    for (const { children } of geo.results) {
      const record = children[0];
      for (const key of Object.keys(record)) expect(allowed, key).toContain(key);
      for (const key of Object.keys(record.general)) expect(allowedGeneral, key).toContain(key);
      const source = data.estateById.get(record.id)!;
      expect(record.general.address?.geoLocation ?? null).toEqual(shownAt(source));
      if (source.general.address?.visible === false) {
        hidden++;
        expect(record.general.address).not.toHaveProperty('street_address');
        expect(record.general.address).not.toHaveProperty('street');
      }
    }
    expect(hidden, 'the dataset has hidden addresses').toBeGreaterThan(0);
  });

  it('mode geo allows up to 10,000 positions a call; lists stay at 1,000; an unknown mode is a 400 naming the field', async () => {
    const post = (body: unknown) => fetch(`${api.baseUrl}/sites/demo/estates`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ query: {}, sort: [], mode: 'geo', pagination: { from: 0, size: 10_000 } })).status).toBe(200);
    const tooMany = await post({ query: {}, sort: [], mode: 'geo', pagination: { from: 0, size: 10_001 } });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain('pagination.size');
    expect((await post({ query: {}, sort: [], pagination: { from: 0, size: 5000 } })).status).toBe(400);
    const odd = await post({ query: {}, sort: [], mode: 'tiles' });
    expect(odd.status).toBe(400);
    expect(await odd.text()).toContain('mode');
    const badBox = await post({ query: { geoBoundingBox: { topLeft: { lat: 50, lon: 3 }, bottomRight: { lat: 51, lon: 4 } } }, sort: [] });
    expect(badBox.status).toBe(400);
    expect(await badBox.text()).toContain('query.geoBoundingBox.bottomRight.lat');
  });

  it('the plain-list variant (?format=list) answers the main records of the same page', async () => {
    const body: EstateSearchBody = { query: { terms: { 'general.headType.id': [6] } }, sort: [], pagination: { from: 0, size: 10 } };
    const list = (await (await fetch(`${api.baseUrl}/sites/demo/estates?format=list`, { method: 'POST', body: JSON.stringify(body) })).json()) as Estate[];
    expect(list.map((e) => e.id)).toEqual(bruteForce(body).ids.map((c) => c[0]));
  });
});

describe('DESIGN §5 / spec §3 estate filter options against brute force (each list ignores its own criterion)', () => {
  const rng = createRandom(4711);
  const bodies = Array.from({ length: 40 }, () => randomSearchBody(rng, NOW));
  const withoutField = (q: EstateSearchBody['query'], field: string): EstateSearchBody['query'] => {
    const strip = <T extends object | undefined>(m: T) => (m ? Object.fromEntries(Object.entries(m).filter(([k]) => k !== field)) : m);
    return { ...q, terms: strip(q.terms), range: strip(q.range), match: strip(q.match) } as EstateSearchBody['query'];
  };
  const countBy = (q: EstateSearchBody['query'], field: string, key: (e: Estate) => unknown) => {
    const counts = new Map<unknown, number>();
    for (const e of data.estates) {
      if (!matches(e, withoutField(q, field))) continue;
      const k = key(e);
      if (k !== null && k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    return counts;
  };
  const asMap = (list: { id: unknown; count?: number }[]) => new Map(list.map((o) => [o.id, o.count]));

  it.each(bodies.map((body, i) => [i, body] as const))('random query #%i: facet counts match', async (_i, body) => {
    const res = await fetch(`${api.baseUrl}/sites/demo/estate-filters`, { method: 'POST', body: JSON.stringify(body) });
    const options = await res.json();
    const q = body.query;
    expect(asMap(options.headTypes)).toEqual(countBy(q, 'general.headType.id', (e) => e.general.headType?.id));
    expect(asMap(options.subTypes)).toEqual(countBy(q, 'general.subType.id', (e) => e.general.subType?.id));
    expect(asMap(options.transactions)).toEqual(countBy(q, 'general.transaction.id', (e) => e.general.transaction?.id));
    expect(asMap(options.countries)).toEqual(countBy(q, 'general.address.country.id', (e) => e.general.address?.country?.id));
    expect(new Set(options.locations.map((l: { id: number }) => l.id))).toEqual(new Set(countBy(q, 'general.address.city.id', (e) => e.general.address?.city?.id).keys()));
    expect(options.bedrooms).toEqual([...countBy(q, 'general.bedroomCount', (e) => e.general.bedroomCount).keys()].sort((a, b) => (a as number) - (b as number)));
    const prices = [...countBy(q, 'general.price.value', (e) => value(e, 'general.price.value')).keys()] as number[];
    // Price steps bracket every matching price, ascending.
    if (prices.length) {
      expect(options.prices).toEqual([...options.prices].sort((a: number, b: number) => a - b));
      expect(options.prices[0]).toBeLessThanOrEqual(Math.min(...prices));
      expect(options.prices[options.prices.length - 1]).toBeGreaterThanOrEqual(Math.max(...prices));
    } else expect(options.prices).toEqual([]);
  });
});
