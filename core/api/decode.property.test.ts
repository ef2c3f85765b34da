import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { BadAnswerError } from './errors';
import { decodeSite } from './decode';
import { decodeCities, decodeEstateList, decodeEstateSearch, decodeFilterOptions } from './decode-estates';
import { decodeRentalUnit } from './decode-rentals';
import { decodeEstateDetail } from './estate-calls';
import { decodeAgreements } from './form-calls';
import { decodeRentalSearch } from './rental-search-calls';
import { unitFixture, projectFixture } from '../../tests/support/estate-fixtures';
import { createTestLabels } from '../../tests/support/test-labels';
import { toListingItem } from '../view-models/listing-item';
import { mapMarkerTitle, mapPosition } from '../view-models/map-marker';
import { createEstateViewModel } from '../view-models/estate-view-model';
import { rentalCardView } from '../view-models/rental-card';
import { createRentalUnitViewModel } from '../view-models/rental-unit-view-model';
import { groupEstates } from '../grouping/group-estates';
import type { Estate, RentalUnit } from '../model';

const estateA = { ...unitFixture, energy: { energyLabel: 'B', epcValue: 210 }, general: { ...unitFixture.general, price: { value: 250000, period: 'MONTH' }, sticker: { id: 1, name: 'Nieuw', color: 'ff0000' } } };
const rental = {
  id: 7, photos: [{ original: '/a.jpg', medium: '/a-m.jpg' }],
  address: { street: { nl: 'Dijk' }, number: '3', visible: true, city: { name: 'Knokke', zip: '8300' } },
  general: { description: { nl: '<p>Zee</p>' }, location: { id: 1, name: { nl: 'Kust' } }, maxOccupation: 4, subKind: { id: 2, name: 'Studio' }, garage: true, floor: 2, building: { name: 'Zeezicht', rentalName: 'Z-3' } },
  rooms: { bedrooms: 2, bathrooms: 1 },
};

/** Good answers of every decoder, the seeds the generator spoils. */
const GOOD: [name: string, decode: (v: unknown) => unknown, answer: unknown][] = [
  ['estate search', decodeEstateSearch, { total: { value: 2 }, results: [{ children: [estateA] }, { children: [projectFixture, unitFixture] }] }],
  ['estate list', decodeEstateList, [estateA, projectFixture]],
  ['estate detail', decodeEstateDetail, { feed: 'broker', estate: estateA, parent: projectFixture, children: [unitFixture] }],
  ['filters', decodeFilterOptions, { headTypes: [{ id: 1, name: 'Huis', count: 3 }], locations: [{ id: 5, zip: '9000', name: 'Gent', lat: 51, lon: 3.7 }], prices: [100000, 200000], countries: [{ id: 'BE', name: 'België' }], bedrooms: [1, 2] }],
  ['cities', decodeCities, [{ id: 5, zip: '9000', name: 'Gent', lat: 51, lon: 3.7 }]],
  ['rental search', decodeRentalSearch, { total: 1, results: [rental] }],
  ['rental unit', decodeRentalUnit, rental],
  ['agreements', decodeAgreements, [{ id: 'privacy', title: 'Privacy', url: '/p', required: true }]],
  ['site', decodeSite, { id: 'demo', settings: { hiddenStatus: [4] } }],
];

/** Values of every JSON kind, and the wrong-typed variants an answer carries most: numbers as text, text as numbers. */
const WRONG = [null, undefined, '', 'x', '12', '-1', 0, 7, -1, 1.5, true, false, [], [1, 'a'], {}, { a: 1 }, 'true', '<b>x</b>'];

/** A small seeded generator (mulberry32), so a failing run names its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `v` with some values replaced by a wrong one (or removed), some numbers turned to text and some text to numbers. */
function spoil(v: unknown, next: () => number, rate: number): unknown {
  const r = next();
  if (r < rate) return WRONG[Math.floor(next() * WRONG.length)];
  if (typeof v === 'number' && r < rate * 4) return String(v);
  if (typeof v === 'string' && r < rate * 4) return v.length;
  if (Array.isArray(v)) return v.map((x) => spoil(x, next, rate));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, spoil(x, next, rate)]).filter(([, x]) => x !== undefined));
  return v;
}

const labels = createTestLabels('nl');

/** What the blocks do with a decoded answer: every view model the table, gallery, map, detail and rental blocks build. */
function render(name: string, value: unknown): void {
  const estates = (name === 'estate search' ? (value as { results: { children: Estate[] }[] }).results.flatMap((r) => r.children)
    : name === 'estate list' ? (value as Estate[])
      : name === 'estate detail' && value ? [(value as { estate: Estate }).estate] : []);
  for (const estate of estates) {
    const item = toListingItem(estate, { href: () => '/x', labels });
    for (const text of [item.title, item.price, item.bedrooms, item.livingSpace, item.floor, item.city, item.energyLabel ?? '']) expect(typeof text).toBe('string');
    item.energyLabel?.replace('_', '/');
    mapPosition(estate);
    expect(typeof mapMarkerTitle(estate, 'nl')).toBe('string');
  }
  if (name === 'estate search') groupEstates((value as { results: { children: Estate[] }[] }).results.map((r) => r.children[0]), 'PRICE' as never, labels as never);
  if (name === 'estate detail' && value) createEstateViewModel((value as { estate: Estate }).estate, { children: [] }, labels);
  const units = name === 'rental search' ? (value as { results: RentalUnit[] }).results : name === 'rental unit' ? [value as RentalUnit] : [];
  for (const unit of units) {
    rentalCardView(unit, 'nl', labels.t);
    createRentalUnitViewModel(unit, 'nl', labels);
  }
}

describe('decoders at the API boundary: no answer shape throws anything but a BadAnswerError, or later in a view (property)', () => {
  const warn = vi.spyOn(console, 'warn');
  beforeAll(() => warn.mockImplementation(() => {}));
  afterAll(() => warn.mockRestore());

  it.each(GOOD)('%s: the good answer decodes and renders', (name, decode, answer) => {
    expect(() => render(name, decode(structuredClone(answer)))).not.toThrow();
  });

  it.each(GOOD)('%s: generated wrong-typed, null and missing values', (name, decode, answer) => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(0.02, 0.08, 0.3), (seed, rate) => {
        const spoilt = spoil(structuredClone(answer), random(seed), rate);
        let value: unknown;
        try {
          value = decode(spoilt);
        } catch (error) {
          expect(error).toBeInstanceOf(BadAnswerError);
          return;
        }
        render(name, value);
      }),
      { numRuns: 300 },
    );
  });

  it('numbers as text become numbers and text as numbers becomes text, so the table, gallery and map read them', () => {
    const answer = decodeEstateSearch({
      total: { value: '1' },
      results: [{ children: [{ ...estateA, id: '12', status: { id: '4' }, general: { ...estateA.general, bedroomCount: '3', price: { value: '250000', period: 7 }, address: { geoLocation: { lat: '51.05', lon: '3.72' } } }, energy: { energyLabel: 5 } }] }],
    });
    const estate = answer.results[0].children[0];
    expect(answer.total.value).toBe(1);
    expect([estate.id, estate.status.id, estate.general.bedroomCount, estate.general.price?.value, estate.general.price?.period, estate.energy?.energyLabel]).toEqual([12, 4, 3, 250000, '7', '5']);
    expect(mapPosition(estate)).toEqual({ lat: 51.05, lon: 3.72 });
  });

  it('drops what cannot be made its type, and logs once per kind of answer with [estate-blocks]', () => {
    warn.mockClear();
    const spoilt = { total: { value: 1 }, results: [{ children: [{ ...estateA, pictures: 'x', general: { ...estateA.general, price: { value: 'on request' }, sticker: [] } }] }] };
    const list = spoilt.results[0].children;
    const [estate] = decodeEstateList(list, 'test list');
    decodeEstateList(list, 'test list');
    expect(estate).not.toHaveProperty('pictures');
    expect(estate.general.price).toEqual({});
    expect(estate.general).not.toHaveProperty('sticker');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^\[estate-blocks\] test list answer: 3 value\(s\) .*first dropped: \[0\]\.general\.price\.value: expected a number, received string on request/);
  });
});
