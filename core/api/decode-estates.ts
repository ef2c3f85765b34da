/** Decoders of the estate records the listing blocks, favorites and the detail read (decode.ts, conform.ts). */
import type { CityOption, Estate } from '../model';
import type { EstateFiltersResult, EstateSearchResponse } from './types';
import { fail, isId, isObject, list, object, type Json } from './decode';
import { conform, type Notes, type Report, type Shape } from './conform';

const NAMED = { id: 'n', name: 's', code: 's' } as const;
const ENERGY = { epcValue: 'n', epcValueTotal: 'n', energyLabel: 's', customEpcLabel: 's', eLevel: 'n', kLevel: 'n', co2: 'n' } as const;

/** What the list views (table, gallery, map, favorites, similar estates) read of an estate. */
export const LIST_ESTATE: { readonly [key: string]: Shape } = {
  globalId: 's', feed: 's', region: 's', mainImage: 'u', collections: ['s'],
  notary: { listingId: 'n', statusId: 'n' },
  general: {
    parentId: 'n', project: 'b', title: 't', description: 't', shortDescription: 't', headType: NAMED, subType: NAMED,
    transaction: NAMED, reference: 's', floor: 'n', entityNumber: 's', publicationDate: 's', bedroomCount: 'n',
    address: {
      visible: 'b', street: 't', number: 's', box: 's', region: 's', country: { id: 's' },
      city: { id: 'n', zip: 's', name: 's', alias: 't' }, geoLocation: { lat: 'n', lon: 'n' },
    },
    price: { value: 'n', priceFrom: 'n', totalPrice: 'n', period: 's' },
    sticker: { id: 'n', name: 's', color: 's', colorText: 's' },
  },
  dimensions: { areaGround: 'n', areaBuild: 'n' },
  energy: { epcValue: 'n', epcValueTotal: 'n', energyLabel: 's', customEpcLabel: 's', eLevel: 'n', kLevel: 'n', co2: 'n', shared: ENERGY },
  pictures: [{ file: 'u', thumbnail: 'u', index: 'n', description: 't' }],
};

/**
 * A record of the estate search, list or detail: not an object, no id or no general is a bad answer;
 * every value `shape` names is made its type or dropped (conform.ts), noted in `notes`.
 */
export function decodeEstate(v: unknown, what = 'estate', path = 'estate', notes: Notes = { count: 0 }, shape = LIST_ESTATE): Estate {
  const record = object(what, v, path);
  const id = typeof record.id === 'string' && /^\d+$/.test(record.id) ? Number(record.id) : record.id;
  if (!isId(id)) fail(what, `${path}.id`, 'an id', record.id);
  object(what, record.general, `${path}.general`);
  const estate = conform(record, shape, path, notes) as Json;
  const status = isObject(estate.status) ? conform(estate.status, { id: 'n' }, `${path}.status`, notes) as Json : { id: 0 };
  return { ...estate, id, status: 'id' in status ? status : { id: 0 } } as Estate;
}

/** A count: a number, or numeric text made one; anything else is a bad answer. */
function count(what: string, v: unknown, path: string, notes: Notes): number {
  const n = conform(v, 'n', path, notes);
  return typeof n === 'number' && n >= 0 ? n : fail(what, path, 'a count', v);
}

export function decodeEstateSearch(v: unknown, report: Report): EstateSearchResponse {
  const what = 'estate search';
  const notes: Notes = { count: 0 };
  const answer = object(what, v, '');
  const total = count(what, object(what, answer.total, 'total').value, 'total.value', notes);
  const results = list(what, answer.results, 'results').map((r, i) => {
    const result = object(what, r, `results[${i}]`);
    const children = list(what, result.children, `results[${i}].children`);
    if (children.length === 0) fail(what, `results[${i}].children`, 'the main record first', children);
    return { ...result, children: children.map((c, j) => decodeEstate(c, what, `results[${i}].children[${j}]`, notes)) };
  });
  report(what, notes);
  return { total: { value: total }, results } as EstateSearchResponse;
}

export function decodeEstateList(v: unknown, report: Report, what = 'estate list'): Estate[] {
  const notes: Notes = { count: 0 };
  const estates = list(what, v, '').map((e, i) => decodeEstate(e, what, `[${i}]`, notes));
  report(what, notes);
  return estates;
}

const OPTION = { id: 'n', name: 's', code: 's', count: 'n', headTypeId: 'n' } as const;
const CITY = { id: 'n', zip: 's', name: 's', lat: 'n', lon: 'n' } as const;
const FILTER_OPTIONS: { readonly [key: string]: Shape } = {
  headTypes: [OPTION], subTypes: [OPTION], transactions: [OPTION], countries: [{ ...OPTION, id: 's' }],
  locations: [CITY], prices: ['n'], bedrooms: ['n'],
};

/** Options without an id, and prices or bedroom counts that are no number, are dropped. */
export function decodeFilterOptions(v: unknown, report: Report): Partial<EstateFiltersResult> {
  const what = 'estate filters';
  const notes: Notes = { count: 0 };
  const out = conform(object(what, v, ''), FILTER_OPTIONS, '', notes) as Json;
  for (const key of Object.keys(FILTER_OPTIONS)) {
    if (out[key] === undefined || out[key] === null) delete out[key];
    else out[key] = (out[key] as unknown[]).filter((item) => item !== null && (!isObject(item) || isId(item.id))).map((item) => (key === 'locations' ? withName(item as Json) : item));
  }
  report(what, notes);
  return out as Partial<EstateFiltersResult>;
}

// A missing name or zip sorts and shows as empty text; it never reaches localeCompare as null.
const withName = (city: Json) => ({ ...city, name: city.name ?? '', zip: city.zip ?? '' }) as CityOption;

export function decodeCities(v: unknown, report: Report): CityOption[] {
  if (v === null) return [];
  const notes: Notes = { count: 0 };
  const cities = (conform(list('city search', v, ''), [CITY], '', notes) as Json[]).filter((c) => isId(c.id)).map(withName);
  report('city search', notes);
  return cities;
}
