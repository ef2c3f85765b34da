import type { Locale } from '../../core/i18n/locale';
import type { CityOption, EstateFilterOptions, FilterOption, SubTypeOption } from '../../core/model';
import { subTypeById } from '../../core/enums';
import { TYPE_CODE_OF_HEAD_TYPE } from '../../core/model';
import { cityName, MUNICIPALITIES } from '../data/municipalities';
import { createLabels } from './labels';
import { COLLATOR } from '../db/search-row';
import { FACET_COUNT_COLUMNS } from '../db/facet-counts';
import { COLUMN_OF_FIELD } from './search-fields';
import { whereOf, type CompiledSearch, type Condition } from './search-query';

// Up to the dearest castles, hotels and golf courses (cellars rent from € 25 a month).
const SALE_STEPS = [1, 5, 10, 25, 50, 75, 100, 125, 150, 175, 200, 225, 250, 275, 300, 350, 400, 450, 500, 600, 700, 800, 900, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10_000, 15_000, 20_000, 30_000].map((k) => k * 1000);
const RENT_STEPS = [25, 50, 100, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 4000, 5000, 7500, 10_000, 15_000, 25_000, 50_000, 100_000];
const MUNICIPALITY_BY_ID = new Map(MUNICIPALITIES.map((m) => [m.id, m]));

/** The facet each option list shows, and the criteria it ignores (so picking one value keeps the others on offer). */
const FACETS = {
  headTypes: 'general.headType.id',
  subTypes: 'general.subType.id',
  transactions: 'general.transaction.id',
  locations: 'general.address.city.id',
  countries: 'general.address.country.id',
  prices: 'general.price.value',
  bedrooms: 'general.bedroomCount',
} as const;

type Facet = keyof typeof FACETS;

/** An index read in order, grouped by its leading columns. */
interface Read {
  /** None: through the criteria's own indexes, the matches sorted. */
  index?: string;
  columns: string[];
  /** The lists it counts; default those whose column it groups by, but the towns. */
  facets?: Exclude<Facet, 'prices'>[];
}
/** Where the filter columns are read: every facet but the municipality is grouped by one of the reads. */
interface Source {
  table: string;
  reads: Read[];
  /** The records a row stands for (SQL over alias s), and the columns of their lowest and highest price. */
  weight: string;
  lo: string;
  hi: string;
}

const TYPE_COLUMNS = ['head', 'sub', 'tx', 'rent'];
/**
 * The covering index of the filter columns led by type, sub-type, transaction, rent, top, country and
 * bedrooms (estate-schema.ts): grouped by those, every facet is counted while the index is read in
 * order, without sorting the matches.
 */
const RECORDS: Source = { table: 'estate_search', reads: [{ index: 'estate_search_cover', columns: [...TYPE_COLUMNS, 'top', 'country', 'bedrooms'] }], weight: '1', lo: 'price', hi: 'price' };
/**
 * The records counted by their low-cardinality columns (facet-counts.ts), in two reads: a few thousand
 * rows are cheaper to read twice than to hand over grouped by every facet column at once.
 */
const summary = (table: string): Source => ({
  table,
  reads: [{ index: `${table}_type`, columns: TYPE_COLUMNS }, { index: `${table}_place`, columns: ['country', 'bedrooms'] }],
  weight: 's.n',
  lo: 'lo',
  hi: 'hi',
});
const SUMMARY = summary('estate_facet_counts');
/** The same per price range, and the records of a range, read by price. */
const PRICED_SUMMARY = summary('estate_facet_price_counts');
const BY_PRICE: Source = { ...RECORDS, reads: [{ ...RECORDS.reads[0], index: 'estate_search_price' }] };
/** The few records a selective criterion that is no list's own picks out (an area, a collection), towns included. */
const NARROWED: Source = { ...RECORDS, reads: [{ columns: RECORDS.reads[0].columns }, { columns: ['country', 'city_id'], facets: ['locations'] }] };
/** The covering indexes led by type, and by country, municipality and bedrooms. */
const BY_TYPE = 'estate_search_cover';
const BY_PLACE = 'estate_search_cover_city';
/** Per facet: its column and the covering index whose leading columns group it. */
const GROUPING: Record<Exclude<Facet, 'prices'>, { column: string; index: string; columns: string[] }> = {
  headTypes: { column: 'head', index: BY_TYPE, columns: ['head'] },
  subTypes: { column: 'sub', index: BY_TYPE, columns: ['head', 'sub'] },
  transactions: { column: 'tx', index: BY_TYPE, columns: ['head', 'sub', 'tx'] },
  countries: { column: 'country', index: BY_PLACE, columns: ['country'] },
  locations: { column: 'city_id', index: BY_PLACE, columns: ['country', 'city_id'] },
  bedrooms: { column: 'bedrooms', index: BY_PLACE, columns: ['country', 'city_id', 'bedrooms'] },
};
const FACET_NAMES = Object.keys(FACETS) as Facet[];
const FACET_FIELDS = new Set<string>(Object.values(FACETS));
const GROUPED_FACETS = ['headTypes', 'subTypes', 'transactions', 'countries', 'locations', 'bedrooms'] as const;
const SUMMARY_COLUMNS = new Set<string>(FACET_COUNT_COLUMNS);

type Counts = Record<Exclude<Facet, 'prices'>, Map<unknown, number>>;
type Ranges = Map<number, { lo: number; hi: number }>;
type Row = Record<string, unknown>;
type All = (sql: string, params: unknown[]) => unknown[];

const add = (counts: Map<unknown, number>, key: unknown, n: number) => {
  if (key !== null && n > 0) counts.set(key, (counts.get(key) ?? 0) + n);
};
const widen = (ranges: Ranges, rent: number, lo: number | null, hi: number | null) => {
  if (lo === null || hi === null) return;
  const range = ranges.get(rent);
  if (!range) ranges.set(rent, { lo, hi });
  else ranges.set(rent, { lo: Math.min(range.lo, lo), hi: Math.max(range.hi, hi) });
};

/**
 * Every facet but the municipality from one ordered read of `source`: a row is kept when it fails at
 * most one facet's criteria (`m`, one bit per facet with criteria) and counts for every facet when it
 * fails none, for that facet alone when it fails only its own.
 */
function groupedRead(cachedAll: All, search: CompiledSearch, source: Source, counts: Counts, ranges: Ranges): void {
  const byFacet = new Map(FACET_NAMES.map((f) => [FACETS[f] as string, f]));
  const common = search.conditions.filter((c) => !byFacet.has(c.facet));
  const bits = FACET_NAMES.map((facet) => ({ facet, conditions: search.conditions.filter((c) => c.facet === FACETS[facet]) }))
    .filter((b) => b.conditions.length)
    .map((b, i) => ({ ...b, bit: 1 << i }));
  // NULL (a missing value) fails a criterion, as in WHERE.
  const miss = bits.length ? bits.map((b) => `CASE WHEN ${whereOf(b.conditions, 's').sql} THEN 0 ELSE ${b.bit} END`).join(' + ') : '0';
  const missParams = bits.flatMap((b) => whereOf(b.conditions, 's').params);
  const where = whereOf(common, 's');
  const bitOf = (facet: Facet) => bits.find((b) => b.facet === facet)?.bit;
  const prices = bitOf('prices');
  const priced = `m = 0${prices ? ` OR m = ${prices}` : ''}`;
  for (const { index, columns, facets = GROUPED_FACETS.filter((f) => f !== 'locations' && columns.includes(GROUPING[f].column)) } of source.reads) {
    const sums = facets.map((f) => (bitOf(f) ? `, sum(w * (m = ${bitOf(f)})) AS n_${f}` : '')).join('');
    const range = columns.includes('rent');
    // The inner read is a co-routine in index order (ORDER BY … LIMIT -1 keeps SQLite from flattening
    // it, which would evaluate m once per use), so the outer GROUP BY needs no sort.
    const rows = cachedAll(`SELECT ${columns.join(', ')}, sum(w * (m = 0)) AS n${sums}${range ? `, min(CASE WHEN ${priced} THEN lo END) AS lo, max(CASE WHEN ${priced} THEN hi END) AS hi` : ''}
      FROM (SELECT ${columns.map((c) => `s.${c} AS ${c}`).join(', ')}, ${source.weight} AS w, s.${source.lo} AS lo, s.${source.hi} AS hi, ${miss} AS m
        FROM ${source.table} s ${index ? `INDEXED BY ${index}` : ''} WHERE ${where.sql} ORDER BY ${columns.map((c) => `s.${c}`).join(', ')} LIMIT -1)
      WHERE m IN (0${bits.map((b) => `, ${b.bit}`).join('')}) GROUP BY ${columns.join(', ')}`, [...missParams, ...where.params]) as Row[];
    for (const row of rows) {
      for (const f of facets) add(counts[f], row[GROUPING[f].column], (row.n as number) + ((row[`n_${f}`] as number | undefined) ?? 0));
      if (range) widen(ranges, row.rent as number, row.lo as number | null, row.hi as number | null);
    }
  }
}

/**
 * The municipalities with a record matching every criterion but the municipality's, one probe per
 * municipality that stops at its first match (the list shows no counts). Without another selective
 * criterion this reads a few index entries per town where a GROUP BY would read every record.
 */
function probeLocations(cachedAll: All, search: CompiledSearch, counts: Counts): void {
  const where = whereOf(search.conditions, 's', FACETS.locations);
  const rows = cachedAll(`SELECT p.city_id AS city_id FROM estate_places p WHERE EXISTS (SELECT 1 FROM estate_search s INDEXED BY ${BY_PLACE}
    WHERE s.country IS p.country AND s.city_id = p.city_id AND ${where.sql})`, where.params) as Row[];
  for (const row of rows) add(counts.locations, row.city_id, 1);
}

/**
 * Each facet its own GROUP BY over the records, through the criteria's indexes when one is selective,
 * else the covering index that groups it (the one ignoring a selective criterion reads that index).
 */
function groupByFacet(cachedAll: All, search: CompiledSearch, facets: Exclude<Facet, 'prices'>[], counts: Counts, ranges: Ranges): void {
  const access = (facet: Facet, index: string) => (search.conditions.some((c) => c.facet !== FACETS[facet] && c.selective) ? '' : `INDEXED BY ${index}`);
  for (const facet of facets) {
    const { column, index, columns } = GROUPING[facet];
    // Grouped by the index's columns up to the facet's own, then added up per value.
    const where = whereOf(search.conditions, 's', FACETS[facet]);
    const rows = cachedAll(`SELECT ${columns.join(', ')}, count(*) AS n FROM estate_search s ${access(facet, index)} WHERE ${where.sql} AND s.${column} IS NOT NULL GROUP BY ${columns.join(', ')}`, where.params) as Row[];
    for (const row of rows) add(counts[facet], row[column], row.n as number);
  }
  const typeColumns = TYPE_COLUMNS.join(', ');
  const where = whereOf(search.conditions, 's', FACETS.prices);
  const rows = cachedAll(`SELECT ${typeColumns}, min(s.price) AS lo, max(s.price) AS hi FROM estate_search s ${access('prices', BY_TYPE)}
    WHERE ${where.sql} AND s.price IS NOT NULL GROUP BY ${typeColumns}`, where.params) as Row[];
  for (const row of rows) widen(ranges, row.rent as number, row.lo as number | null, row.hi as number | null);
}

interface PriceBucket {
  pb: number;
  lo: number;
  hi: number;
}

/**
 * Every facet but the municipality under a price criterion, the others all over the summary's columns:
 * from estate_facet_price_counts the price ranges inside the bounds pass and the others fail; the
 * records of the ranges a bound cuts are read by price and tested one by one.
 */
function pricedRead(cachedAll: All, search: CompiledSearch, bounds: { gte?: number; lte?: number }, counts: Counts, ranges: Ranges): void {
  const { gte = -Infinity, lte = Infinity } = bounds;
  const buckets = cachedAll('SELECT pb, lo, hi FROM estate_price_buckets ORDER BY pb', []) as PriceBucket[];
  const inside = buckets.filter((b) => b.lo >= gte && b.hi <= lte);
  const cut = buckets.filter((b) => !inside.includes(b) && b.hi >= gte && b.lo <= lte);
  const others = search.conditions.filter((c) => c.facet !== FACETS.prices);
  // The ranges inside the bounds are consecutive.
  const passes: Condition = inside.length
    ? { facet: FACETS.prices, sql: (a) => `${a}.pb BETWEEN ? AND ?`, params: [inside[0].pb, inside[inside.length - 1].pb], selective: false }
    : { facet: FACETS.prices, sql: () => '0', params: [], selective: false };
  // A cut range fails here, so its rows count for the price list alone, whose lowest and highest price
  // the exact read below gives again.
  groupedRead(cachedAll, { ...search, conditions: [...others, passes] }, PRICED_SUMMARY, counts, ranges);
  if (!cut.length) return;
  const within: Condition = { facet: 'price range', sql: (a) => cut.map(() => `${a}.price BETWEEN ? AND ?`).join(' OR '), params: cut.flatMap((b) => [b.lo, b.hi]), selective: false };
  groupedRead(cachedAll, { ...search, conditions: [...search.conditions, within] }, BY_PRICE, counts, ranges);
}

export interface FacetOptions {
  /** false: each list its own GROUP BY over the records (no summary table, no probes); the reference the tests compare with. */
  summaries?: boolean;
}

/**
 * Value → count per facet, and the price range per kind of transaction (sale, rent), over every record
 * (units included) matching all criteria but the facet's own.
 *
 * When every criterion is over estate_facet_counts' columns, all but the municipalities come from one
 * ordered read of its rows; with a price criterion besides, from its price ranges and the records of
 * the ranges the bounds cut; else, without a selective criterion, from one ordered read of the covering
 * index (every record). With selective criteria that are no list's own (an area, a collection), from
 * two reads of the few records they pick out; with another selective criterion besides, each facet is
 * its own GROUP BY through the criteria's indexes. The municipalities come from probes unless a
 * criterion other than their own is selective.
 */
function facetCounts(cachedAll: All, search: CompiledSearch, { summaries = true }: FacetOptions): { counts: Counts; ranges: Ranges } {
  const counts = Object.fromEntries(Object.keys(GROUPING).map((f) => [f, new Map()])) as Counts;
  const ranges: Ranges = new Map();
  const all = Object.keys(GROUPING) as Exclude<Facet, 'prices'>[];
  if (!summaries) {
    groupByFacet(cachedAll, search, all, counts, ranges);
    return { counts, ranges };
  }
  if (!search.conditions.some((c) => c.selective && c.facet !== FACETS.locations)) {
    probeLocations(cachedAll, search, counts);
    const price = search.conditions.filter((c) => c.facet === FACETS.prices);
    const overSummary = search.conditions.every((c) => c.facet === FACETS.prices || SUMMARY_COLUMNS.has(COLUMN_OF_FIELD[c.facet]));
    if (overSummary && !price.length) groupedRead(cachedAll, search, SUMMARY, counts, ranges);
    else if (overSummary && price.length === 1 && price[0].bounds) pricedRead(cachedAll, search, price[0].bounds, counts, ranges);
    else if (!search.conditions.some((c) => c.selective)) groupedRead(cachedAll, search, RECORDS, counts, ranges);
    else groupByFacet(cachedAll, search, all.filter((f) => f !== 'locations'), counts, ranges);
    return { counts, ranges };
  }
  if (search.conditions.every((c) => !c.selective || !FACET_FIELDS.has(c.facet))) groupedRead(cachedAll, search, NARROWED, counts, ranges);
  else groupByFacet(cachedAll, search, all, counts, ranges);
  return { counts, ranges };
}

const TOWN_RANKS = new Map<Locale, Map<number, number>>();
/** Every municipality's place by name in the language (then id), collated once instead of per answer. */
function townRanks(locale: Locale): Map<number, number> {
  let ranks = TOWN_RANKS.get(locale);
  if (!ranks) {
    const sorted = MUNICIPALITIES.map((m) => ({ id: m.id, name: cityName(m, locale) })).sort((a, b) => COLLATOR.compare(a.name, b.name) || a.id - b.id);
    TOWN_RANKS.set(locale, (ranks = new Map(sorted.map((m, i) => [m.id, i]))));
  }
  return ranks;
}

/** Filter options computed by SQL from the records matching the body; each list ignores its own criterion. */
export function estateFilters(cachedAll: All, search: CompiledSearch, locale: Locale, options: FacetOptions = {}): EstateFilterOptions {
  const { counts, ranges } = facetCounts(cachedAll, search, options);
  const counted = <K>(facet: Exclude<Facet, 'prices'>): [K, number][] => [...counts[facet]] as [K, number][];
  const saleRange = ranges.get(0);
  const rentRange = ranges.get(1);
  const sale = saleRange && { lo: saleRange.lo, hi: saleRange.hi };
  const rent = rentRange && { lo: rentRange.lo, hi: rentRange.hi };

  const labels = createLabels(locale);
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  const rank = townRanks(locale);
  const locations: CityOption[] = counted<number>('locations').map(([id]) => MUNICIPALITY_BY_ID.get(id))
    .filter((m) => m !== undefined)
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
    .map((m) => ({ id: m.id, zip: m.zip, name: cityName(m, locale), lat: m.lat, lon: m.lon }));
  return {
    headTypes: counted<number>('headTypes').map(([id, count]): FilterOption => ({ id, code: TYPE_CODE_OF_HEAD_TYPE[id], name: labels.headType(id), count })).sort(byId),
    locations,
    prices: [...(sale ? priceSteps(SALE_STEPS, sale.lo, sale.hi) : []), ...(rent ? priceSteps(RENT_STEPS, rent.lo, rent.hi) : [])]
      .filter((v, i, all) => all.indexOf(v) === i).sort((a, b) => a - b),
    countries: counted<string>('countries')
      .map(([id, count]): FilterOption<string> => ({ id, code: id, name: labels.country(id), count }))
      .sort((a, b) => COLLATOR.compare(a.name ?? a.id, b.name ?? b.id)),
    subTypes: counted<number>('subTypes')
      .map(([id, count]): SubTypeOption => ({ id, code: subTypeById(id)?.code, name: labels.subType(id), count, headTypeId: Math.floor(id / 100) }))
      .sort(byId),
    bedrooms: counted<number>('bedrooms').map(([n]) => n).sort((a, b) => a - b),
    transactions: counted<number>('transactions').map(([id, count]): FilterOption => ({ id, name: labels.transaction(id), count })).sort(byId),
  };
}

/** The ladder steps that bracket [min, max]: from the last step at or below min to the first at or above max. */
export function priceSteps(ladder: number[], min: number, max: number): number[] {
  if (!(min <= max)) return [];
  let lo = 0;
  while (lo + 1 < ladder.length && ladder[lo + 1] <= min) lo++;
  let hi = ladder.length - 1;
  while (hi - 1 >= 0 && ladder[hi - 1] >= max) hi--;
  return ladder.slice(lo, Math.max(lo, hi) + 1);
}
