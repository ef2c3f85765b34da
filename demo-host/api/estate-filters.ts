import type { Locale } from '../../core/i18n/locale';
import type { CityOption, EstateFilterOptions, FilterOption, SubTypeOption } from '../../core/model';
import { subTypeById } from '../../core/enums';
import { TYPE_CODE_OF_HEAD_TYPE } from '../../core/model';
import { cityName, MUNICIPALITIES } from '../data/municipalities';
import { createLabels } from './labels';
import { COLLATOR } from '../db/search-row';
import { FACET_COUNT_COLUMNS } from '../db/facet-counts';
import { COLUMN_OF_FIELD } from './search-fields';
import { whereOf, type CompiledSearch } from './search-query';

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

/** Where the two ordered reads find their columns, grouped by the leading columns of an index. */
interface Grouping {
  index: string;
  columns: string[];
}
interface Source {
  table: string;
  type: Grouping;
  place: Grouping;
  /** The records a row stands for, and their lowest and highest price. */
  weight: string;
  lo: string;
  hi: string;
}

/**
 * The two covering indexes of the filter columns (estate-schema.ts): grouped by their leading columns,
 * a facet is counted while the index is read in order, without sorting the matches.
 */
const BY_TYPE: Grouping = { index: 'estate_search_cover', columns: ['head', 'sub', 'tx', 'rent'] };
const BY_PLACE: Grouping = { index: 'estate_search_cover_city', columns: ['country', 'city_id', 'bedrooms'] };
const RECORDS: Source = { table: 'estate_search', type: BY_TYPE, place: BY_PLACE, weight: '1', lo: 'price', hi: 'price' };
/** The records counted by their low-cardinality columns (facet-counts.ts); no municipality, so no locations. */
const SUMMARY: Source = {
  table: 'estate_facet_counts',
  type: { index: 'estate_facet_counts_type', columns: ['head', 'sub', 'tx', 'rent'] },
  place: { index: 'estate_facet_counts_place', columns: ['country', 'bedrooms'] },
  weight: 'n',
  lo: 'lo',
  hi: 'hi',
};
/** Per facet: its column and the covering index whose leading columns group it. */
const GROUPING: Record<Exclude<Facet, 'prices'>, { column: string; by: Grouping }> = {
  headTypes: { column: 'head', by: BY_TYPE },
  subTypes: { column: 'sub', by: BY_TYPE },
  transactions: { column: 'tx', by: BY_TYPE },
  countries: { column: 'country', by: BY_PLACE },
  locations: { column: 'city_id', by: BY_PLACE },
  bedrooms: { column: 'bedrooms', by: BY_PLACE },
};
const FACET_NAMES = Object.keys(FACETS) as Facet[];
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
 * Counts and price ranges from two ordered reads of `source`: a row is kept when it fails at most one
 * facet's criteria (`m`, one bit per facet with criteria) and counts for every facet when it fails
 * none, for that facet alone when it fails only its own.
 */
function groupedReads(cachedAll: All, search: CompiledSearch, source: Source, counts: Counts, ranges: Ranges): void {
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
  const sums = (facets: Facet[]) => facets.map((f) => (bitOf(f) ? `, sum(w * (m = ${bitOf(f)})) AS n_${f}` : '')).join('');
  // The inner read is a co-routine in index order (ORDER BY … LIMIT -1 keeps SQLite from flattening
  // it, which would evaluate m once per use), so the outer GROUP BY needs no sort.
  const read = ({ index, columns }: Grouping, extra: string) => cachedAll(`SELECT ${columns.join(', ')}, sum(w * (m = 0)) AS n${extra}
    FROM (SELECT ${columns.map((c) => `s.${c} AS ${c}`).join(', ')}, ${source.weight} AS w, s.${source.lo} AS lo, s.${source.hi} AS hi, ${miss} AS m
      FROM ${source.table} s INDEXED BY ${index} WHERE ${where.sql} ORDER BY ${columns.map((c) => `s.${c}`).join(', ')} LIMIT -1)
    WHERE m IN (0${bits.map((b) => `, ${b.bit}`).join('')}) GROUP BY ${columns.join(', ')}`, [...missParams, ...where.params]) as Row[];
  const prices = bitOf('prices');
  const priced = `m = 0${prices ? ` OR m = ${prices}` : ''}`;
  const typeFacets: Exclude<Facet, 'prices'>[] = ['headTypes', 'subTypes', 'transactions'];
  const placeFacets = (['countries', 'locations', 'bedrooms'] as const).filter((f) => source.place.columns.includes(GROUPING[f].column));
  const typeRows = read(source.type, `${sums(typeFacets)}, min(CASE WHEN ${priced} THEN lo END) AS lo, max(CASE WHEN ${priced} THEN hi END) AS hi`);
  const placeRows = read(source.place, sums(placeFacets));
  const tally = (rows: Row[], facets: Exclude<Facet, 'prices'>[]) => {
    for (const row of rows) for (const f of facets) add(counts[f], row[GROUPING[f].column], (row.n as number) + ((row[`n_${f}`] as number | undefined) ?? 0));
  };
  tally(typeRows, typeFacets);
  tally(placeRows, placeFacets);
  for (const row of typeRows) widen(ranges, row.rent as number, row.lo as number | null, row.hi as number | null);
}

/**
 * The municipalities with a record matching every criterion but the municipality's, one probe per
 * municipality that stops at its first match (the list shows no counts). Without another selective
 * criterion this reads a few index entries per town where a GROUP BY would read every record.
 */
function probeLocations(cachedAll: All, search: CompiledSearch, counts: Counts): void {
  const where = whereOf(search.conditions, 's', FACETS.locations);
  const rows = cachedAll(`SELECT p.city_id AS city_id FROM estate_places p WHERE EXISTS (SELECT 1 FROM estate_search s INDEXED BY ${BY_PLACE.index}
    WHERE s.country IS p.country AND s.city_id = p.city_id AND ${where.sql})`, where.params) as Row[];
  for (const row of rows) add(counts.locations, row.city_id, 1);
}

export interface FacetOptions {
  /** false: only GROUP BY over the records (no summary table, no probes); the reference the tests compare with. */
  summaries?: boolean;
}

/**
 * Value → count per facet, and the price range per kind of transaction (sale, rent), over every record
 * (units included) matching all criteria but the facet's own.
 *
 * When every criterion is over estate_facet_counts' columns, all but the municipalities come from its
 * rows, and the municipalities from probes. Without a selective criterion every facet reads most of
 * the records, so all of them come from two ordered reads of the covering indexes. With a selective
 * criterion each facet is its own GROUP BY through the criteria's indexes (the one ignoring that
 * criterion reads the covering index), but municipalities come from probes when the only selective
 * criterion is the municipality's own.
 */
function facetCounts(cachedAll: All, search: CompiledSearch, { summaries = true }: FacetOptions): { counts: Counts; ranges: Ranges } {
  const counts = Object.fromEntries(Object.keys(GROUPING).map((f) => [f, new Map()])) as Counts;
  const ranges: Ranges = new Map();
  const probe = summaries && !search.conditions.some((c) => c.selective && c.facet !== FACETS.locations);
  if (summaries && search.conditions.every((c) => SUMMARY_COLUMNS.has(COLUMN_OF_FIELD[c.facet]))) {
    groupedReads(cachedAll, search, SUMMARY, counts, ranges);
    probeLocations(cachedAll, search, counts);
    return { counts, ranges };
  }
  if (!search.conditions.some((c) => c.selective)) {
    groupedReads(cachedAll, search, RECORDS, counts, ranges);
    return { counts, ranges };
  }
  const access = (facet: Facet, index: string) => (search.conditions.some((c) => c.facet !== FACETS[facet] && c.selective) ? '' : `INDEXED BY ${index}`);
  for (const [facet, { column, by }] of Object.entries(GROUPING) as [Exclude<Facet, 'prices'>, (typeof GROUPING)['headTypes']][]) {
    if (facet === 'locations' && probe) {
      probeLocations(cachedAll, search, counts);
      continue;
    }
    // Grouped by the index's columns up to the facet's own, then added up per value.
    const columns = by.columns.slice(0, by.columns.indexOf(column) + 1).join(', ');
    const where = whereOf(search.conditions, 's', FACETS[facet]);
    const rows = cachedAll(`SELECT ${columns}, count(*) AS n FROM estate_search s ${access(facet, by.index)} WHERE ${where.sql} AND s.${column} IS NOT NULL GROUP BY ${columns}`, where.params) as Row[];
    for (const row of rows) add(counts[facet], row[column], row.n as number);
  }
  const where = whereOf(search.conditions, 's', FACETS.prices);
  const rows = cachedAll(`SELECT ${BY_TYPE.columns.join(', ')}, min(s.price) AS lo, max(s.price) AS hi FROM estate_search s ${access('prices', BY_TYPE.index)}
    WHERE ${where.sql} AND s.price IS NOT NULL GROUP BY ${BY_TYPE.columns.join(', ')}`, where.params) as Row[];
  for (const row of rows) widen(ranges, row.rent as number, row.lo as number | null, row.hi as number | null);
  return { counts, ranges };
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
  const locations: CityOption[] = counted<number>('locations').map(([id]) => MUNICIPALITY_BY_ID.get(id))
    .filter((m) => m !== undefined)
    .map((m) => ({ id: m.id, zip: m.zip, name: cityName(m, locale), lat: m.lat, lon: m.lon }))
    .sort((a, b) => COLLATOR.compare(a.name, b.name) || a.id - b.id);
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
