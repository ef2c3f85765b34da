/**
 * Validating decoders at the API boundary: an answer of the wrong shape becomes a BadAnswerError
 * (shown by the block as its error state with retry), never an exception inside rendering. They check
 * what the views rely on and normalise what they tolerate: an optional nested object or list that is
 * null is dropped (absent), so a null never reaches a property access.
 *
 * Here: the shared checks and the decoders of answers several blocks' calls read (site, estate search,
 * filters, cities, rental unit). The decoders of one area's answers sit beside its calls (estate detail:
 * estate-calls.ts; rental search: rental-search-calls.ts; agreements: form-calls.ts), so that a page
 * bundles only the decoders of its calls.
 */
import type { CityOption, Estate, RentalUnit, Site } from '../model';
import type { EstateFiltersResult, EstateSearchResponse } from './types';
import { BadAnswerError } from './errors';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isId = (v: unknown) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v !== '');

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return v === '' ? 'an empty string' : `text "${v.slice(0, 40)}"`;
  return typeof v === 'object' ? 'an object' : `${typeof v} ${String(v)}`;
}

export function fail(what: string, path: string, expected: string, received: unknown): never {
  throw new BadAnswerError(what, `${path || 'answer'}: expected ${expected}, received ${describe(received)}`);
}

export function object(what: string, v: unknown, path: string): Json {
  return isObject(v) ? v : fail(what, path, 'an object', v);
}

export function list(what: string, v: unknown, path: string): unknown[] {
  return Array.isArray(v) ? v : fail(what, path, 'a list', v);
}

/** Optional nested objects/lists: null → absent; anything but the right kind → bad answer. */
export function optional(what: string, record: Json, path: string, objects: readonly string[], lists: readonly string[]): Json {
  const out: Json = { ...record };
  for (const key of objects) {
    if (out[key] === null) delete out[key];
    else if (out[key] !== undefined && !isObject(out[key]) && typeof out[key] !== 'string') fail(what, `${path}.${key}`, 'an object', out[key]);
  }
  for (const key of lists) {
    if (out[key] === null) delete out[key];
    else if (out[key] !== undefined) out[key] = list(what, out[key], `${path}.${key}`).map((item, i) => (isObject(item) || typeof item === 'string' ? item : fail(what, `${path}.${key}[${i}]`, 'an object', item)));
  }
  return out;
}

const ESTATE_OBJECTS = ['ki', 'salesRep', 'dimensions', 'energy', 'technical', 'layout', 'notary'] as const;
const ESTATE_LISTS = ['pictures', 'videos', 'facilities', 'buildTechnicals', 'environments', 'files', 'rentalOptions', 'extraFields', 'collections'] as const;
const GENERAL_OBJECTS = ['title', 'description', 'shortDescription', 'headType', 'subType', 'transaction', 'address', 'price', 'sticker'] as const;

export function decodeEstate(v: unknown, what = 'estate', path = 'estate'): Estate {
  const estate = optional(what, object(what, v, path), path, ESTATE_OBJECTS, ESTATE_LISTS);
  if (!isId(estate.id)) fail(what, `${path}.id`, 'an id', estate.id);
  const general = optional(what, object(what, estate.general, `${path}.general`), `${path}.general`, GENERAL_OBJECTS, []);
  const status = estate.status === undefined || estate.status === null ? { id: 0 } : object(what, estate.status, `${path}.status`);
  return { ...estate, general, status } as unknown as Estate;
}

export function decodeEstateSearch(v: unknown): EstateSearchResponse {
  const what = 'estate search';
  const answer = object(what, v, '');
  const total = object(what, answer.total, 'total');
  if (typeof total.value !== 'number' || !(total.value >= 0)) fail(what, 'total.value', 'a count', total.value);
  const results = list(what, answer.results, 'results').map((r, i) => {
    const result = object(what, r, `results[${i}]`);
    const children = list(what, result.children, `results[${i}].children`);
    if (children.length === 0) fail(what, `results[${i}].children`, 'the main record first', children);
    return { ...result, children: children.map((c, j) => decodeEstate(c, what, `results[${i}].children[${j}]`)) };
  });
  return { total: { value: total.value }, results } as EstateSearchResponse;
}

export function decodeEstateList(v: unknown): Estate[] {
  return list('estate list', v, '').map((e, i) => decodeEstate(e, 'estate list', `[${i}]`));
}

export function decodeFilterOptions(v: unknown): Partial<EstateFiltersResult> {
  const what = 'estate filters';
  const answer = object(what, v, '');
  const out: Json = { ...answer };
  for (const key of ['headTypes', 'locations', 'prices', 'countries', 'subTypes', 'bedrooms', 'transactions']) {
    if (answer[key] === null || answer[key] === undefined) {
      delete out[key];
      continue;
    }
    const items = list(what, answer[key], key);
    out[key] = key === 'prices' || key === 'bedrooms'
      ? items.filter((n): n is number => typeof n === 'number' && Number.isFinite(n))
      : items.map((item, i) => {
          const option = object(what, item, `${key}[${i}]`);
          if (!isId(option.id)) fail(what, `${key}[${i}].id`, 'an id', option.id);
          return key === 'locations' ? decodeCity(option, what, `${key}[${i}]`) : option;
        });
  }
  return out as Partial<EstateFiltersResult>;
}

function decodeCity(v: unknown, what: string, path: string): CityOption {
  const city = object(what, v, path);
  if (!isId(city.id)) fail(what, `${path}.id`, 'an id', city.id);
  // A missing name or zip sorts and shows as empty text; it never reaches localeCompare as null.
  return { ...city, name: typeof city.name === 'string' ? city.name : '', zip: typeof city.zip === 'string' ? city.zip : String(city.zip ?? '') } as CityOption;
}

export function decodeCities(v: unknown): CityOption[] {
  if (v === null) return [];
  return list('city search', v, '').map((c, i) => decodeCity(c, 'city search', `[${i}]`));
}

/** A rental unit, alone or in a rental search answer (rental-calls.ts, rental-search-calls.ts). */
export function decodeRentalUnit(v: unknown, what = 'rental unit', path = 'unit'): RentalUnit {
  const unit = object(what, v, path);
  if (!isId(unit.id)) fail(what, `${path}.id`, 'an id', unit.id);
  const general = optional(what, unit.general === undefined || unit.general === null ? {} : object(what, unit.general, `${path}.general`), `${path}.general`, ['description', 'descriptionShort', 'location', 'city', 'subKind', 'building'], []);
  const photos = unit.photos === undefined || unit.photos === null ? [] : list(what, unit.photos, `${path}.photos`).filter(isObject);
  const out = optional(what, { ...unit, general, photos }, path, ['address', 'rooms'], []);
  return out as unknown as RentalUnit;
}

export function decodeSite(v: unknown): Site | null {
  if (v === null) return null;
  const site = object('site', v, '');
  return { ...site, settings: isObject(site.settings) ? site.settings : {} } as Site;
}
