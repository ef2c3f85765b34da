import type { EstateSearchBody } from '../../../core/api/types';
import type { SortClause } from '../../../core/model/search';
import { MUNICIPALITIES } from '../../data/municipalities';
import type { Random } from '../../data/random';

const SORTS: SortClause['field'][] = ['general.price.value', 'general.address.city.name', 'general.publicationDate', 'general.subType.id', 'general.headType.id', 'general.transaction.id', 'general.bedroomCount', 'status.closed'];
const SUB_TYPE_SAMPLE = [101, 102, 103, 112, 113, 201, 203, 206, 207, 301, 302, 401, 402, 501, 506, 601];

/** A random but realistic search body of the kind the estate-search block sends (DESIGN §5). */
export function randomSearchBody(rng: Random, nowMs: number, options: { maxSize?: number; page?: { from: number; size: number } } = {}): EstateSearchBody {
  const terms: Record<string, (number | string)[]> = {};
  const range: Record<string, { gte?: number; lte?: number }> = {};
  const match: Record<string, boolean | number | string> = {};
  const body: EstateSearchBody = { query: {}, sort: [] };
  if (rng.chance(0.5)) terms['general.headType.id'] = pickSome(rng, [1, 2, 3, 4, 5, 6], 2);
  if (rng.chance(0.4)) terms['general.transaction.id'] = pickSome(rng, [1, 2, 3, 4, 5, 6, 7, 8, 10], 3);
  if (rng.chance(0.15)) terms['general.subType.id'] = pickSome(rng, SUB_TYPE_SAMPLE, 3);
  if (rng.chance(0.3)) terms['general.address.city.id'] = pickSome(rng, MUNICIPALITIES.map((m) => m.id), 4);
  if (rng.chance(0.1)) terms['general.address.country.id'] = pickSome(rng, ['BE', 'FR', 'NL', 'ES'], 2);
  if (rng.chance(0.1)) terms['children.collections'] = pickSome(rng, ['c-1', 'c-2', 'c-3', 'c-4', 'c-5', 'c-6', 'c-7', 'c-8', 'c-99'], 2);
  if (rng.chance(0.08)) terms['status.id'] = pickSome(rng, [1, 2, 3, 4, 5, 6], 2);
  if (rng.chance(0.05)) terms.feed = [rng.pick(['broker', 'notary'])];
  if (rng.chance(0.4)) {
    const lo = rng.chance(0.7) ? rng.int(0, 40) * 10_000 : undefined;
    const hi = rng.chance(0.7) ? rng.int(10, 120) * 10_000 : undefined;
    if (lo !== undefined || hi !== undefined) range['general.price.value'] = { ...(lo !== undefined ? { gte: lo } : {}), ...(hi !== undefined ? { lte: hi } : {}) };
  }
  if (rng.chance(0.3)) range['general.bedroomCount'] = { gte: rng.int(0, 6) };
  if (rng.chance(0.1)) range['general.publicationDate'] = { gte: nowMs - rng.int(10, 400) * 86_400_000 };
  if (rng.chance(0.05)) range['dimensions.areaBuild'] = { gte: rng.int(50, 150), lte: rng.int(150, 400) };
  if (rng.chance(0.2)) match['general.project'] = rng.chance(0.5);
  if (rng.chance(0.25)) {
    const m = rng.pick(MUNICIPALITIES.filter((x) => x.country === 'BE'));
    body.query.geoDistance = { field: 'general.address.geoLocation', distanceKm: rng.pick([1, 2, 5, 10, 25, 50]), lat: m.lat + (rng.next() - 0.5) * 0.1, lon: m.lon + (rng.next() - 0.5) * 0.1 };
  }
  if (Object.keys(terms).length) body.query.terms = terms;
  if (Object.keys(range).length) body.query.range = range;
  if (Object.keys(match).length) body.query.match = match;
  const sortCount = rng.weighted([[0, 1], [1, 6], [2, 3], [3, 1]]);
  for (let i = 0; i < sortCount; i++) body.sort.push({ field: rng.pick(SORTS), order: rng.chance(0.5) ? 'ASC' : 'DESC' });
  const size = rng.weighted([[20, 8], [500, 1], [rng.int(1, 50), 2]]);
  const from = rng.weighted([[0, 6], [rng.int(1, 10) * 20, 3], [rng.int(0, 3000), 1]]);
  body.pagination = options.page ?? { from, size: Math.min(size, options.maxSize ?? 1000) };
  return body;
}

function pickSome<T>(rng: Random, items: readonly T[], max: number): T[] {
  const out: T[] = [];
  const n = rng.int(1, max);
  for (let i = 0; i < n; i++) {
    const v = rng.pick(items);
    if (!out.includes(v)) out.push(v);
  }
  return out;
}
