import type { Locale } from '../../core/i18n/locale';
import type { CityOption, EstateFilterOptions, FilterOption, SubTypeOption } from '../../core/model';
import { subTypeById } from '../../core/enums';
import { TYPE_CODE_OF_HEAD_TYPE } from '../../core/model';
import { cityName, MUNICIPALITIES } from '../data/municipalities';
import { createLabels } from './labels';
import { COLLATOR } from '../db/search-row';
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

/** Filter options computed by SQL from the records matching the body; each list ignores its own criterion. */
export function estateFilters(cachedAll: (sql: string, params: unknown[]) => unknown[], search: CompiledSearch, locale: Locale): EstateFilterOptions {
  /** value → count over every record (units included) matching all criteria but the facet's own. */
  const counted = <K>(facet: Facet): [K, number][] => {
    const column = COLUMN_OF_FIELD[FACETS[facet]];
    const where = whereOf(search.conditions, 's', FACETS[facet]);
    const rows = cachedAll(`SELECT s.${column} AS k, count(*) AS n FROM estate_search s WHERE ${where.sql} AND s.${column} IS NOT NULL GROUP BY s.${column}`, where.params) as { k: K; n: number }[];
    return rows.map((r) => [r.k, r.n]);
  };
  const priceWhere = whereOf(search.conditions, 's', FACETS.prices);
  const ranges = cachedAll(`SELECT s.rent AS rent, min(s.price) AS lo, max(s.price) AS hi FROM estate_search s WHERE ${priceWhere.sql} AND s.price IS NOT NULL GROUP BY s.rent`, priceWhere.params) as { rent: number; lo: number; hi: number }[];
  const sale = ranges.find((r) => !r.rent);
  const rent = ranges.find((r) => r.rent);

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
