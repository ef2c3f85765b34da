/** Estate filter options (spec §3 "Estate filter state": options returned, search-option data). */

/** A city or location with its position; name in the request locale. */
export interface CityOption {
  id: number;
  zip: string;
  name: string;
  lat: number;
  lon: number;
}

export interface FilterOption<Id = number> {
  id: Id;
  name?: string;
  /** spec §3 enumeration code, e.g. 'HOUSE' for a head type, 'VILLA' for a sub-type. */
  code?: string;
  /** Matching estates for the current query. */
  count?: number;
}

export interface SubTypeOption extends FilterOption {
  headTypeId: number;
}

export interface EstateFilterOptions {
  headTypes: FilterOption[];
  /** Sorted by name (spec §9). */
  locations: CityOption[];
  /** Price steps for the min/max selects, ascending. */
  prices: number[];
  /** Ids are 2-letter country codes. */
  countries: FilterOption<string>[];
  subTypes?: SubTypeOption[];
  /** Bedroom counts available, ascending. */
  bedrooms?: number[];
  /** Broker transaction ids. */
  transactions?: FilterOption[];
}

/** Fresh empty options (what a failed filter call yields, spec §8). */
export function emptyFilterOptions(): EstateFilterOptions {
  return { headTypes: [], locations: [], prices: [], countries: [], subTypes: [], bedrooms: [], transactions: [] };
}
