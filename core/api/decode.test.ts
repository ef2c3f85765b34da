import { describe, expect, it } from 'vitest';
import { BadAnswerError } from './errors';
import { warnOnce } from './conform';
import { decodeCities, decodeEstateSearch, decodeFilterOptions } from './decode-estates';
import { decodeRentalUnit } from './decode-rentals';
import { decodeEstateDetail } from './estate-calls';
import { decodeAgreements } from './form-calls';
import { decodeRentalSearch } from './rental-search-calls';

const report = warnOnce();
const estate = { id: 1, status: { id: 1 }, general: { id: 1 } };

describe('validating decoders at the API boundary: wrong shapes are a BadAnswerError', () => {
  it.each<[string, () => unknown, RegExp]>([
    ['search: text', () => decodeEstateSearch('<html>', report), /expected an object, received text/],
    ['search: null', () => decodeEstateSearch(null, report), /expected an object, received null/],
    ['search: results null', () => decodeEstateSearch({ total: { value: 1 }, results: null }, report), /results: expected a list/],
    ['search: no total', () => decodeEstateSearch({ results: [] }, report), /total: expected an object/],
    ['search: a result without children', () => decodeEstateSearch({ total: { value: 1 }, results: [{}] }, report), /results\[0\]\.children: expected a list/],
    ['search: an estate without general', () => decodeEstateSearch({ total: { value: 1 }, results: [{ children: [{ id: 1, general: null }] }] }, report), /children\[0\]\.general: expected an object, received null/],
    ['detail: a list', () => decodeEstateDetail([], report), /expected an object, received a list/],
    ['detail: broker without estate', () => decodeEstateDetail({ feed: 'broker' }, report), /estate: expected an object/],
    ['detail: notary without listing', () => decodeEstateDetail({ feed: 'notary', listing: null }, report), /listing: expected an object/],
    ['detail: unknown feed', () => decodeEstateDetail({ feed: 'x', estate }, report), /feed: expected "broker" or "notary"/],
    ['cities: an object', () => decodeCities({}, report), /expected a list/],
    ['rental unit: no id', () => decodeRentalUnit({ general: {} }, report), /unit\.id: expected an id/],
    ['rental search: total missing', () => decodeRentalSearch({ results: [] }, report), /total: expected a count/],
    ['agreements: text', () => decodeAgreements('nope'), /expected a list/],
  ])('%s', (_name, decode, message) => {
    expect(decode).toThrow(BadAnswerError);
    expect(decode).toThrow(message);
  });

  it('drops optional nested objects and lists that are null, so no view reads a property of null', () => {
    const answer = decodeEstateSearch({
      total: { value: 1 },
      results: [{ children: [{ ...estate, pictures: null, energy: null, general: { id: 1, address: null, price: null, title: null } }] }],
    }, report);
    const main = answer.results[0].children[0] as unknown as Record<string, unknown> & { general: Record<string, unknown> };
    expect(main).not.toHaveProperty('pictures');
    expect(main).not.toHaveProperty('energy');
    expect(main.general).toEqual({ id: 1 });
  });

  it('drops a nested value of the wrong kind instead of failing the whole answer', () => {
    const answer = decodeEstateSearch({ total: { value: 1 }, results: [{ children: [{ ...estate, pictures: 'x' }] }] }, report);
    expect(answer.results[0].children[0]).not.toHaveProperty('pictures');
    expect(decodeFilterOptions({ locations: 'x', prices: [1] }, report)).toEqual({ prices: [1] });
  });

  it('gives a location or city with a null name an empty name (no localeCompare on null)', () => {
    const filters = decodeFilterOptions({ locations: [{ id: 1, name: null, zip: null }], prices: [100, null, 'x', 200] }, report);
    expect(filters.locations).toEqual([{ id: 1, name: '', zip: '' }]);
    expect(filters.prices).toEqual([100, 200]);
    expect(decodeCities([{ id: 2, name: null, zip: 9000 }], report)).toEqual([{ id: 2, name: '', zip: '9000' }]);
  });

  it('keeps null (204) a null detail, and a broker detail without children gets an empty list', () => {
    expect(decodeEstateDetail(null, report)).toBeNull();
    expect(decodeEstateDetail({ feed: 'broker', estate, parent: null }, report)).toEqual({ feed: 'broker', estate, parent: null, children: [] });
  });
});
