import type { EstateFilterState } from './filter-state';

/** One filter value the visitor set, as a removable chip: its text and the filter without it. */
export interface ActiveFilter {
  /** Stable across renders: the filter key and, for lists, the value. */
  key: string;
  label: string;
  without: EstateFilterState;
}

/** The words and names a chip needs; a name the options do not know yet gives no chip rather than an id. */
export interface ActiveFilterNames {
  transaction(ids: number[]): string | undefined;
  type(id: number): string | undefined;
  subType(id: number): string | undefined;
  city(id: number): string | undefined;
  country(code: string): string | undefined;
  priceMin(amount: number): string;
  priceMax(amount: number): string;
  /** At least `count` bedrooms; 'large' is 6 and more, a number from `bedrooms=N` exactly N. */
  bedrooms(value: { atLeast: number } | { exactly: number } | 'large'): string;
  geoRange(km: number): string;
  area: string;
}

/**
 * The filters a search has, one chip per value (spec §2 parameters), in the form's order. Sorting is not
 * a filter and has no chip. Removing a chip removes that value only; a type takes its sub-types with it,
 * as the type select does.
 */
export function activeFilters(filter: EstateFilterState, names: ActiveFilterNames): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const add = (key: string, label: string | undefined, without: Partial<EstateFilterState>) => {
    if (label) chips.push({ key, label, without: { ...filter, ...without } });
  };
  const each = <T extends number | string>(name: 'type' | 'subType' | 'city' | 'country', values: readonly T[] | undefined, label: (v: T) => string | undefined, extra: (rest: T[]) => Partial<EstateFilterState> = () => ({})) => {
    for (const value of values ?? []) {
      const rest = (values ?? []).filter((v) => v !== value);
      add(`${name}:${value}`, label(value), { [name]: rest.length ? rest : undefined, ...extra(rest) });
    }
  };
  if (filter.transaction?.length) add('transaction', names.transaction(filter.transaction), { transaction: undefined });
  each('type', filter.type, names.type, (rest) => (rest.length ? {} : { subType: undefined }));
  each('subType', filter.subType, names.subType);
  each('city', filter.city, names.city, () => ({ geoRange: undefined }));
  if (filter.geoRange) add('geoRange', names.geoRange(filter.geoRange.distanceKm), { geoRange: undefined });
  each('country', filter.country, names.country);
  if (filter.priceMin !== undefined) add('priceMin', names.priceMin(filter.priceMin), { priceMin: undefined });
  if (filter.priceMax !== undefined) add('priceMax', names.priceMax(filter.priceMax), { priceMax: undefined });
  if (filter.bedMin !== undefined) add('bedrooms', names.bedrooms({ atLeast: filter.bedMin }), { bedMin: undefined, bedrooms: undefined });
  else if (filter.bedrooms === 'large') add('bedrooms', names.bedrooms('large'), { bedrooms: undefined });
  else if (typeof filter.bedrooms === 'number') add('bedrooms', names.bedrooms({ exactly: filter.bedrooms }), { bedrooms: undefined });
  if (filter.area) add('area', names.area, { area: undefined });
  return chips;
}
