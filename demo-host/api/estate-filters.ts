import type { Locale } from '../../core/i18n/locale';
import { isForRentId } from '../../core/status/listing-status';
import type { CityOption, EstateFilterOptions, FilterOption, SubTypeOption } from '../../core/model';
import { subTypeById } from '../../core/enums';
import { TYPE_CODE_OF_HEAD_TYPE } from '../../core/model';
import { cityName, MUNICIPALITIES } from '../data/municipalities';
import { createLabels } from './labels';
import type { CompiledSearch } from './search-query';
import { COLLATOR, type SearchIndex } from './search-index';

const SALE_STEPS = [10, 25, 50, 75, 100, 125, 150, 175, 200, 225, 250, 275, 300, 350, 400, 450, 500, 600, 700, 800, 900, 1000, 1250, 1500, 2000, 2500, 3000].map((k) => k * 1000);
const RENT_STEPS = [50, 100, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 4000, 5000, 7500];
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

/** Filter options computed from the records matching the body; each list ignores its own criterion. */
export function estateFilters(ix: SearchIndex, search: CompiledSearch, locale: Locale): EstateFilterOptions {
  const ignore = {} as Record<Facet, number>;
  for (const facet of Object.keys(FACETS) as Facet[]) {
    ignore[facet] = search.conditions.filter((c) => c.facet === FACETS[facet]).reduce((bits, c) => bits | c.bit, 0);
  }
  const { rows, count, masks } = contributingRows(ix, search, Object.values(ignore));
  const col = (field: string) => ix.columns.get(field)!;
  const [headType, subType, transaction, city, country, price, bedrooms] = [
    col(FACETS.headTypes), col(FACETS.subTypes), col(FACETS.transactions), col(FACETS.locations),
    col(FACETS.countries), col(FACETS.prices), col(FACETS.bedrooms),
  ];
  // Small-integer facets count into typed arrays: one pass over every row, no maps.
  const counts = {
    headTypes: new Int32Array(64), subTypes: new Int32Array(1024), transactions: new Int32Array(64),
    locations: new Int32Array(1024), countries: new Int32Array(256), bedrooms: new Int32Array(64),
  };
  const bump = (counter: Int32Array, key: number) => {
    if (key >= 0 && key < counter.length) counter[key]++;
  };
  let saleMin = Infinity, saleMax = -Infinity, rentMin = Infinity, rentMax = -Infinity;
  for (let i = 0; i < count; i++) {
    const row = rows[i];
    const m = masks[row];
    if (m === 0 || (m & ~ignore.headTypes) === 0) bump(counts.headTypes, headType[row]);
    if (m === 0 || (m & ~ignore.subTypes) === 0) bump(counts.subTypes, subType[row]);
    if (m === 0 || (m & ~ignore.transactions) === 0) bump(counts.transactions, transaction[row]);
    if (m === 0 || (m & ~ignore.locations) === 0) bump(counts.locations, city[row]);
    if (m === 0 || (m & ~ignore.countries) === 0) bump(counts.countries, country[row]);
    if (m === 0 || (m & ~ignore.bedrooms) === 0) bump(counts.bedrooms, bedrooms[row]);
    if ((m === 0 || (m & ~ignore.prices) === 0) && price[row] === price[row]) {
      const p = price[row];
      if (isForRentId('broker', transaction[row])) {
        if (p < rentMin) rentMin = p;
        if (p > rentMax) rentMax = p;
      } else {
        if (p < saleMin) saleMin = p;
        if (p > saleMax) saleMax = p;
      }
    }
  }
  const entries = (counter: Int32Array) => [...counter.entries()].filter(([, n]) => n > 0);

  const labels = createLabels(locale);
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  const countryCodes = [...ix.codes.get(FACETS.countries)!.entries()];
  const locations: CityOption[] = entries(counts.locations).map(([id]) => id)
    .map((id) => MUNICIPALITY_BY_ID.get(id))
    .filter((m) => m !== undefined)
    .map((m) => ({ id: m.id, zip: m.zip, name: cityName(m, locale), lat: m.lat, lon: m.lon }))
    .sort((a, b) => COLLATOR.compare(a.name, b.name) || a.id - b.id);
  return {
    headTypes: entries(counts.headTypes).map(([id, count]): FilterOption => ({ id, code: TYPE_CODE_OF_HEAD_TYPE[id], name: labels.headType(id), count })).sort(byId),
    locations,
    prices: [...priceSteps(SALE_STEPS, saleMin, saleMax), ...priceSteps(RENT_STEPS, rentMin, rentMax)].filter((v, i, all) => all.indexOf(v) === i).sort((a, b) => a - b),
    countries: countryCodes
      .filter(([, code]) => counts.countries[code] > 0)
      .map(([id, code]): FilterOption<string> => ({ id, code: id, name: labels.country(id), count: counts.countries[code] }))
      .sort((a, b) => COLLATOR.compare(a.name ?? a.id, b.name ?? b.id)),
    subTypes: entries(counts.subTypes)
      .map(([id, count]): SubTypeOption => ({ id, code: subTypeById(id)?.code, name: labels.subType(id), count, headTypeId: Math.floor(id / 100) }))
      .sort(byId),
    bedrooms: entries(counts.bedrooms).map(([n]) => n),
    transactions: entries(counts.transactions).map(([id, count]): FilterOption => ({ id, name: labels.transaction(id), count })).sort(byId),
  };
}

/**
 * Rows that can count in some option list: they fail no criterion, or only the criteria of one facet
 * (which that facet ignores). Criteria are applied one by one to the shrinking row list.
 */
function contributingRows(ix: SearchIndex, search: CompiledSearch, facetBits: number[]) {
  const masks = ix.scratch.masks;
  let rows = ix.allRows;
  let count = ix.size;
  if (!search.conditions.length) return { rows, count, masks: masks.fill(0) };
  const groupOf = (bits: number) => facetBits.find((g) => (g & bits) !== 0) ?? 0;
  const next = ix.scratch.rows;
  let first = true;
  for (const { bit, test } of search.conditions) {
    const group = groupOf(bit);
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const row = rows[i];
      let m = first ? 0 : masks[row];
      if (!test(row)) {
        // A failed criterion outside every facet, or a second facet failing, rules the row out.
        if (group === 0 || (m !== 0 && (m & group) === 0)) continue;
        m |= bit;
      }
      masks[row] = m;
      next[kept++] = row;
    }
    rows = next;
    count = kept;
    first = false;
  }
  return { rows, count, masks };
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
