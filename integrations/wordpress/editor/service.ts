/** The site content service as the editor sidebar asks it (filter options, city search), in English. */
import { cityQueries } from '../../../core/query/city-names';
import { config } from './config';

export interface Named {
  id: number | string;
  name: string;
  headTypeId?: number;
}
export interface City {
  id: number;
  zip: string;
  name: string;
}
export interface FilterOptions {
  transactions: Named[];
  headTypes: Named[];
  subTypes: Named[];
  bedrooms: number[];
  locations: City[];
}

const base = () => `${config().api.replace(/\/$/, '')}/sites/${encodeURIComponent(config().siteId)}`;

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${base()}${path}`, { ...init, headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} from ${base()}${path}`);
  return response.json() as Promise<T>;
}

let filters: Promise<FilterOptions> | undefined;
/** The filter options of the whole offer (one request per editor session; retried after a failure). */
export function filterOptions(): Promise<FilterOptions> {
  filters ??= json<FilterOptions>('/estate-filters', { method: 'POST', body: '{"query":{}}' }).catch((error: unknown) => {
    filters = undefined;
    throw error;
  });
  return filters;
}

/** Cities whose name in any language starts with (or holds) `typed`: one search per name the place is known by. */
export async function searchCities(typed: string): Promise<City[]> {
  const found = await Promise.all(cityQueries(typed, 3).map((q) => json<City[]>(`/search-city?q=${encodeURIComponent(q)}&limit=10`).catch(() => [])));
  const byId = new Map<number, City>();
  for (const c of found.flat()) byId.set(c.id, c);
  return [...byId.values()];
}

export const cityLabel = (c: City) => `${c.zip} ${c.name}`;
