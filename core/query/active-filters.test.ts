import { describe, expect, it } from 'vitest';
import { activeFilters, type ActiveFilterNames } from './active-filters';
import { parseFilterParams } from './url-params';

const names: ActiveFilterNames = {
  transaction: (ids) => (ids.includes(1) ? 'Te koop' : undefined),
  type: (id) => ({ 1: 'Huis', 2: 'Appartement' })[id],
  subType: (id) => ({ 5: 'Villa' })[id],
  city: (id) => ({ 12: '9000 Gent', 40: '2000 Antwerpen' })[id],
  country: (code) => ({ BE: 'België' })[code],
  priceMin: (n) => `vanaf ${n}`,
  priceMax: (n) => `tot ${n}`,
  bedrooms: (v) => (v === 'large' ? '6+ slpk' : 'atLeast' in v ? `${v.atLeast}+ slpk` : `${v.exactly} slpk`),
  geoRange: (km) => `binnen ${km} km`,
  area: 'kaartgebied',
};

const chips = (query: string) => activeFilters(parseFilterParams(query), names);

describe('active filters as removable chips', () => {
  it.each([
    ['no filter, no chip', '', []],
    ['sorting is not a filter', 'sortType=price&sortOrder=ASC', []],
    ['transaction', 'transaction=1,10', ['Te koop']],
    ['one chip per type, per city', 'type=1,2&city=12,40', ['Huis', 'Appartement', '9000 Gent', '2000 Antwerpen']],
    ['sub-type and country', 'subType=5&country=BE', ['Villa', 'België']],
    ['prices', 'price-min=200000&price-max=300000', ['vanaf 200000', 'tot 300000']],
    ['bed-min', 'bed-min=3', ['3+ slpk']],
    ['bedrooms=large', 'bedrooms=large', ['6+ slpk']],
    ['bedrooms=N is exact', 'bedrooms=2', ['2 slpk']],
    ['a name the options do not know yet gives no chip (never an id)', 'type=99&city=77', []],
  ])('%s', (_rule, query, labels) => {
    expect(chips(query).map((c) => c.label)).toEqual(labels);
  });

  it('removing a chip removes that value only', () => {
    const [huis] = chips('type=1,2&city=12&price-min=5');
    expect(huis.without).toEqual(parseFilterParams('type=2&city=12&price-min=5'));
  });

  it("removing the last type takes its sub-types with it, as the type select does; another type's removal keeps them", () => {
    expect(chips('type=1&subType=5')[0].without).toEqual({});
    expect(chips('type=1,2&subType=5')[0].without).toEqual(parseFilterParams('type=2&subType=5'));
  });

  it('removing a city ends its distance search', () => {
    const city = chips('city=12&geo_range=5km;51.05;3.72').find((c) => c.key === 'city:12')!;
    expect(city.without.geoRange).toBeUndefined();
    expect(city.without.city).toBeUndefined();
  });

  it('chip keys are unique and stable', () => {
    const keys = chips('type=1,2&city=12,40&country=BE&price-min=1').map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(['type:1', 'type:2', 'city:12', 'city:40', 'country:BE', 'priceMin']);
  });
});
