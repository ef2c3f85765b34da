import { describe, expect, it } from 'vitest';
import type { Estate, GroupBy } from '../model';
import { groupEstates, NO_GROUP_LABEL } from './group-estates';
import { groupingSort } from './grouping-sort';
import { sortLocationsByName } from './sort-locations';

let next = 1;
function estate(general: Partial<Estate['general']>): Estate {
  const id = next++;
  return { id, status: { id: 1 }, general: { id, ...general } };
}
const keys = (groupBy: GroupBy, estates: Estate[]) => groupEstates(estates, { groupBy }).map((g) => g.key);

describe('spec §9 grouping', () => {
  it.each<[string, GroupBy, Estate[], string[]]>([
    ['TYPE groups follow type order 1,3,7,2,4,6,10,5,9', 'TYPE',
      [9, 5, 10, 6, 4, 2, 7, 3, 1].map((id) => estate({ headType: { id } })), ['1', '3', '7', '2', '4', '6', '10', '5', '9']],
    ['TYPE ids outside the order come after it, alphabetically', 'TYPE',
      [8, 12, 2].map((id) => estate({ headType: { id } })), ['2', '12', '8']],
    ['STATUS groups follow transaction order 1,3,2,4,10,5,6', 'STATUS',
      [6, 5, 10, 4, 2, 3, 1].map((id) => estate({ transaction: { id, name: `T${id}` } })), ['name:t1', 'name:t3', 'name:t2', 'name:t4', 'name:t10', 'name:t5', 'name:t6']],
    ['estates without a group key go under Projecten (last)', 'TYPE',
      [estate({}), estate({ headType: { id: 2 } })], ['2', '']],
    ['SUBTYPE groups sort alphabetically by key', 'SUBTYPE',
      [estate({ subType: { id: 1, name: 'Villa' } }), estate({ subType: { id: 2, name: 'Bungalow' } }), estate({ subType: { id: 3, name: 'loft' } })], ['Bungalow', 'loft', 'Villa']],
    ['CITY groups sort alphabetically by key', 'CITY',
      ['Gent', 'Antwerpen', 'Brugge'].map((name) => estate({ address: { city: { id: 1, zip: '9000', name } } })), ['Antwerpen', 'Brugge', 'Gent']],
    ['PRICE groups sort by band (keys padded so alphabetical = ascending)', 'PRICE',
      [950000, 150000, 99000, 1200000].map((value) => estate({ price: { value } })), ['p000000000000000', 'p000000000100000', 'p000000000900000', 'p000000001200000']],
    ['PRICE without a price goes under Projecten', 'PRICE', [estate({ price: { value: null } }), estate({ price: { value: 5 } })], ['p000000000000000', '']],
    ['PRICE: a sold or rented estate goes under its transaction (its price is hidden), after the bands', 'PRICE',
      [estate({ transaction: { id: 5, name: 'Verkocht' }, price: { value: 250000 } }), estate({ transaction: { id: 6, name: 'Verhuurd' }, price: { value: 900, period: 'MONTH' } }), estate({ transaction: { id: 1 }, price: { value: 250000 } })],
      ['p000000000200000', 'x0005', 'x0006']],
    ['PRICE: rents per period have bands of their own, after the sale bands', 'PRICE',
      [estate({ transaction: { id: 2 }, price: { value: 1250, period: 'MONTH' } }), estate({ transaction: { id: 1 }, price: { value: 99000 } }), estate({ transaction: { id: 2 }, price: { value: 700, period: 'MONTH' } })],
      ['p000000000000000', 'r000000000000500', 'r000000000001000']],
    ['PRICE: a project goes under the band of its price from', 'PRICE',
      [estate({ project: true, price: { value: null, priceFrom: 310000 } })], ['p000000000300000']],
  ])('%s', (_rule, groupBy, estates, expected) => {
    expect(keys(groupBy, estates)).toEqual(expected);
  });

  const tx = (id: number, name?: string) => estate({ transaction: name === undefined ? { id } : { id, name } });
  it.each<[string, Estate[], [string, number[]][]]>([
    ['one heading per displayed name, at the place of its first transaction in the order',
      [tx(2, 'Te huur'), tx(1, 'Te koop'), tx(4, 'Te huur'), tx(10, 'Te koop'), tx(8, 'Te huur'), tx(3, 'Over te nemen'), tx(5, 'Verkocht'), tx(6, 'Verhuurd'), tx(7, 'Overgenomen')],
      [['Te koop', [1, 10]], ['Over te nemen', [3]], ['Te huur', [2, 4, 8]], ['Verkocht', [5]], ['Verhuurd', [6]], ['Overgenomen', [7]]]],
    ['a name that differs only in case or spaces is the same heading (the first one seen is shown)',
      [tx(4, 'te  huur'), tx(2, 'Te huur')], [['te  huur', [4, 2]]]],
    ['a name of its own is a group of its own, in the order of its transaction',
      [tx(4, 'Te huur (in optie)'), tx(2, 'Te huur'), tx(1, 'Te koop')], [['Te koop', [1]], ['Te huur', [2]], ['Te huur (in optie)', [4]]]],
    ['a name the order does not place comes after the placed ones, alphabetically',
      [tx(9, 'Zzz'), tx(7, 'Overgenomen'), tx(5, 'Verkocht')], [['Verkocht', [5]], ['Overgenomen', [7]], ['Zzz', [9]]]],
    ['sold reads its transaction name: sold at auction (5) and sold (5) under one name',
      [tx(5, 'Verkocht'), tx(1, 'Te koop'), tx(5, 'Verkocht')], [['Te koop', [1]], ['Verkocht', [5, 5]]]],
  ])('spec §9 STATUS groups by displayed name: %s', (_rule, estates, expected) => {
    const groups = groupEstates(estates, { groupBy: 'STATUS' });
    expect(groups.map((g) => [g.label, g.items.map((e) => e.general.transaction?.id)])).toEqual(expected);
  });

  it('spec §9 STATUS without a transaction name: one group per listing status, named by the widget', () => {
    const groups = groupEstates([tx(10), tx(2), tx(1), tx(8), tx(4), tx(9)], { groupBy: 'STATUS' });
    expect(groups.map((g) => [g.key, g.label, g.status, g.items.map((e) => e.general.transaction?.id)])).toEqual([
      ['status:FOR_SALE', '', 'FOR_SALE', [10, 1]],
      ['status:TO_RENT', '', 'TO_RENT', [2, 8, 4]],
      ['9', '9', undefined, [9]],
    ]);
  });

  it('spec §9 the no-key group is labelled Projecten and items keep their order', () => {
    const a = estate({});
    const b = estate({ headType: { id: 1, name: 'Huis' } });
    const c = estate({});
    const groups = groupEstates([a, b, c], { groupBy: 'TYPE' });
    expect(groups.map((g) => [g.label, g.items.map((e) => e.id)])).toEqual([['Huis', [b.id]], [NO_GROUP_LABEL, [a.id, c.id]]]);
    expect(NO_GROUP_LABEL).toBe('Projecten');
  });

  it('spec §9 PRICE groups carry their band', () => {
    const [group] = groupEstates([estate({ price: { value: 250000 } })], { groupBy: 'PRICE', priceStep: 50000 });
    expect(group.price).toEqual({ min: 250000, max: 300000 });
  });

  it('spec §9 a band of rents carries its period and a sold group its transaction name', () => {
    const groups = groupEstates([estate({ transaction: { id: 2 }, price: { value: 900, period: 'MONTH' } }), estate({ transaction: { id: 5, name: 'Verkocht' }, price: { value: 1 } })], { groupBy: 'PRICE' });
    expect(groups.map((g) => [g.label, g.price])).toEqual([['500–1000', { min: 500, max: 1000, period: 'MONTH' }], ['Verkocht', undefined]]);
  });

  it('without group options everything is one group, in order', () => {
    const list = [estate({}), estate({})];
    expect(groupEstates(list, null)).toEqual([{ key: '', label: NO_GROUP_LABEL, items: list }]);
  });

  it('groups rows through an accessor (main record of a result)', () => {
    const rows = [{ main: estate({ headType: { id: 2 } }) }, { main: estate({ headType: { id: 1 } }) }];
    expect(groupEstates(rows, { groupBy: 'TYPE' }, (r) => r.main).map((g) => g.items[0])).toEqual([rows[1], rows[0]]);
  });

  it.each<[GroupBy | undefined, string[]]>([
    ['TYPE', ['general.headType.id']],
    ['SUBTYPE', ['general.subType.id']],
    ['STATUS', ['general.transaction.id']],
    ['CITY', ['general.address.city.name']],
    ['PRICE', ['general.price.value']],
    [undefined, []],
  ])('spec §7 grouping sort for %s', (groupBy, fields) => {
    expect(groupingSort(groupBy).map((s) => s.field)).toEqual(fields);
  });

  it('spec §9 location lists sort by name', () => {
    const locations = [{ id: 1, zip: '9000', name: 'Gent' }, { id: 2, zip: '2000', name: 'antwerpen' }, { id: 3, zip: '8000', name: 'Brugge' }];
    expect(sortLocationsByName(locations).map((l) => l.name)).toEqual(['antwerpen', 'Brugge', 'Gent']);
  });

  it.each([
    ['case and accents are ignored', ['Étalle', 'Eeklo', 'écaussinnes', 'Ename'], ['écaussinnes', 'Eeklo', 'Ename', 'Étalle']],
    ['a shorter name sorts before its longer forms', ['Sint-Niklaas', 'Sint', 'Sint Amands'], ['Sint', 'Sint Amands', 'Sint-Niklaas']],
    ["a leading apostrophe sorts before letters", ['Schoten', "'s-Gravenwezel", 'Aalst'], ["'s-Gravenwezel", 'Aalst', 'Schoten']],
    ['digits sort before letters', ['Zele', '1000 Brussel'], ['1000 Brussel', 'Zele']],
  ])('spec §9 location names: %s', (_rule, names, expected) => {
    expect(sortLocationsByName(names.map((name) => ({ name }))).map((l) => l.name)).toEqual(expected);
  });

  it('spec §9 equal names (ignoring case and accents) keep zip order', () => {
    const locations = [{ name: 'Hamme', zip: '9220' }, { name: 'hamme', zip: '1785' }, { name: 'Hâmme', zip: '3945' }];
    expect(sortLocationsByName(locations).map((l) => l.zip)).toEqual(['1785', '3945', '9220']);
  });

  it('spec §9 Belgian place names sort as the Dutch collation orders them', () => {
    const names = ['Zottegem', 'Écaussinnes', 'Aalst', "'s-Gravenwezel", 'Sint-Genesius-Rode', 'Sint-Amands', 'Ieper', 'IJzendijke', 'Èghezée',
      'Ottignies-Louvain-la-Neuve', 'Oud-Heverlee', 'Oudenaarde', 'Lier', 'Liège', 'Leuven', 'Comines-Warneton', 'Courtrai', 'Ath', 'Anvers', 'Knokke-Heist', 'Kortrijk'];
    const dutch = new Intl.Collator('nl', { sensitivity: 'base' });
    expect(sortLocationsByName(names.map((name) => ({ name }))).map((l) => l.name)).toEqual([...names].sort(dutch.compare));
  });
});
