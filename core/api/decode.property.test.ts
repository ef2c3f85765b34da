import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { BadAnswerError } from './errors';
import { decodeSite } from './decode';
import { warnOnce, type Report } from './conform';
import { decodeCities, decodeEstateList, decodeEstateSearch, decodeFilterOptions } from './decode-estates';
import { decodeRentalUnit } from './decode-rentals';
import { decodeEstateDetail } from './estate-calls';
import { decodeAgreements } from './form-calls';
import { decodeRentalFilters, decodeRentalSearch } from './rental-search-calls';
import { decodeRentalPeriods } from './rental-calls';
import { decodeAgendaSlots } from './agenda-calls';
import { decodeAppointment } from './appointment-calls';
import { decodeSubscription } from './form-calls';
import { toDetailModel } from '../view-models/to-detail-model';
import { periodsInDateOrder } from '../view-models/rental-periods';
import { pickTranslated } from '../routes/slug';
import type { EstateDetail } from './types';
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

/** A notary listing with a value in every group the notary detail reads. */
const notary = {
  id: 700010, status: 5, type: 'HOUSE', subType: 'VILLA', external_id: 'N-10', archived: false,
  title: { nl: 'Villa', fr: 'Villa' }, description: { nl: '<p>Mooi</p>' }, short_description: { nl: 'Kort' },
  certification: { energy_label: 'B', epc_value: 200, epc_number: 'E-1', e_level: 60, k_level: 40, electrical_certificate: 'OBTAINED', electrical_certificate_information: 'ok' },
  comfort: { heating: 'GAS', heating_information: 'nieuw', kitchen_type: 'OPEN', shutters: true, swimming_pool: false, common_meter: 'OWN', common_heating: 'SHARED' },
  construction: { bedrooms_count: 3, bathrooms_count: 1, living_area_surface: 180, land_surface: 700, construction_year: 1978, condition: 'GOOD', roof_type: 'SLOPING' },
  financial: { price: 320000, land_price: 90000, infrastructure_price: 1000, rent_per_year: 0, monthly_costs: 50, vat_regime: false, provision: 100, provision_information: 'x' },
  flood_information: { flood_sensitive_area: 'YES', risk_zone: 'A', building_score: 'B', parcel_score: 'C', information: 'info' },
  general: { street: { nl: 'Meir' }, number: '1', box: 'A', zip: '2000', city: 'Antwerpen', city_id: 11, country: 'BE', latitude: 51.2, longitude: 4.4, address_visible: true, region: 'FLANDERS', publication_date: '2026-01-02T10:00:00Z', domestic_animals: true, environment: 'CITY', orientation: 'SOUTH' },
  layout: { living: { surface: 40, comment: 'zuid' }, bedroom1: { surface: 14 }, custom: { room1: { name: 'Atelier', surface: 20 } } },
  media: { virtual_visit_url: 'https://example.com/tour', pictures: ['/p/1.jpg', '/p/2.jpg'] },
  notary: { setting_price: 250000, session_date: '2026-03-01T14:00:00Z', visit_date: '2026-02-20T10:00:00Z', increment: 1000, url: 'https://biddit.example/1', notary_name: 'Notaris Peeters', notary_phone: '+32 3 123 45 67', notary_email: 'n@example.be' },
  notary_cost: { total: 25000, registration_fee: 20000, notary_fee: 3000, vat: 600, other_costs: 1400 },
  other: { garden: 'FULLY_LANDSCAPED', garden_surface: 300, available_at: 'AT_DEED', parking_spaces_count: 2, garages_count: 1 },
  planning: { destination: 'HOUSING', permission: 'YES', permission_information: 'x', most_recent_destination: 'WG' },
  project: { project_phase: 'DONE' },
};

const report = warnOnce();

/** Good answers of every decoder, the seeds the generator spoils. */
const GOOD: [name: string, decode: (v: unknown, report: Report) => unknown, answer: unknown][] = [
  ['estate search', decodeEstateSearch, { total: { value: 2 }, results: [{ children: [estateA] }, { children: [projectFixture, unitFixture] }] }],
  ['estate list', decodeEstateList, [estateA, projectFixture]],
  ['estate detail', decodeEstateDetail, { feed: 'broker', estate: estateA, parent: projectFixture, children: [unitFixture] }],
  ['filters', decodeFilterOptions, { headTypes: [{ id: 1, name: 'Huis', count: 3 }], locations: [{ id: 5, zip: '9000', name: 'Gent', lat: 51, lon: 3.7 }], prices: [100000, 200000], countries: [{ id: 'BE', name: 'België' }], bedrooms: [1, 2] }],
  ['cities', decodeCities, [{ id: 5, zip: '9000', name: 'Gent', lat: 51, lon: 3.7 }]],
  ['rental search', decodeRentalSearch, { total: 1, results: [rental] }],
  ['rental unit', decodeRentalUnit, rental],
  ['agreements', decodeAgreements, [{ id: 'privacy', title: 'Privacy', url: '/p', required: true }]],
  ['site', decodeSite, { id: 'demo', settings: { hiddenStatus: [4] } }],
  ['notary detail', decodeEstateDetail, { feed: 'notary', listing: notary }],
  ['rental filters', decodeRentalFilters, {
    locations: [{ id: 1, name: { nl: 'Kust' } }], subKinds: [{ id: 2, name: { nl: 'Studio' } }], maxOccupations: [2, 4],
    cities: [{ id: 8300, name: 'Knokke', zip: '8300' }], periodTypes: [{ id: 'WEEK', name: { nl: 'Week' } }],
    periodStartDates: ['2026-07-04'], periodDates: [{ start: '2026-07-04', end: '2026-07-11' }],
  }],
  ['rental periods', decodeRentalPeriods, [{ id: 1, periodType: 'WEEK', start: '2026-07-04', end: '2026-07-11', price: 900, available: true }, { id: 2, periodType: 'WEEKEND', start: '2026-07-10', end: '2026-07-12', price: null, available: false }]],
  ['agenda slots', decodeAgendaSlots, [{ start: '2026-07-04T10:00:00+02:00', end: '2026-07-04T10:30:00+02:00' }]],
  ['appointment', decodeAppointment, { id: 'a'.repeat(32), estateId: 12, visitor: { firstName: 'An', lastName: 'Peeters', phone: '+32 470 12 34 56', email: 'an@example.be' }, appointmentStart: '2026-07-04T10:00:00+02:00', appointmentEnd: '2026-07-04T10:30:00+02:00' }],
  ['subscription', decodeSubscription, {
    token: 't'.repeat(32), createdAt: '2026-01-02T10:00:00Z', firstName: 'An', lastName: 'Peeters', email: 'an@example.be', phone: '+32 470 12 34 56', locale: 'nl',
    criteria: { transactions: [1], headTypes: [1, 2], cities: [11], priceMin: 100000, priceMax: 400000, bedroomsMin: 2, subTypes: [3], countries: ['BE'], geoRange: '5km;51.05;3.72' },
  }],
];

/** Decoders whose every value is named by their shape: each decoded value has the kind the good answer has at that place. */
const FULLY_SHAPED = new Set(['notary detail', 'rental filters', 'rental periods', 'agenda slots', 'appointment', 'subscription']);

/** The kind of every leaf of `good` (a list's items all like its first) that `value` holds is the same kind, or null. */
function expectSameKinds(value: unknown, good: unknown, path = ''): void {
  if (value === null || value === undefined || good === null || good === undefined) return;
  if (Array.isArray(good)) {
    expect(Array.isArray(value), `${path}: a list`).toBe(true);
    for (const [i, item] of (value as unknown[]).entries()) expectSameKinds(item, good[0], `${path}[${i}]`);
  } else if (typeof good === 'object') {
    const goodObject = good as Record<string, unknown>;
    // A text per language may come as one text.
    if (typeof value === 'string' && Object.keys(goodObject).every((k) => /^(nl|fr|en|de)$/.test(k))) return;
    expect(typeof value === 'object' && !Array.isArray(value), `${path}: an object`).toBe(true);
    for (const key of Object.keys(goodObject)) expectSameKinds((value as Record<string, unknown>)[key], goodObject[key], `${path}.${key}`);
  } else {
    expect(typeof value, path).toBe(typeof good);
  }
}

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
  if ((name === 'estate detail' || name === 'notary detail') && value) {
    const model = toDetailModel(value as EstateDetail, { ...labels, hiddenTabs: [], currentSlug: '' });
    for (const field of [...model.sections, ...model.tabs].flatMap((s) => s.fields)) expect(typeof field.value).toBe('string');
  }
  if (name === 'rental filters') {
    const options = value as { locations: { name: unknown }[]; subKinds: { name: unknown }[]; periodTypes: { name: unknown }[] };
    for (const option of [...options.locations, ...options.subKinds, ...options.periodTypes]) expect(typeof pickTranslated(option.name as string, 'nl')).toBe('string');
  }
  if (name === 'rental periods') periodsInDateOrder(value as never);
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
    expect(() => render(name, decode(structuredClone(answer), report))).not.toThrow();
  });

  it.each(GOOD.filter(([name]) => FULLY_SHAPED.has(name)))('%s: the good answer comes through whole', (_name, decode, answer) => {
    expect(decode(structuredClone(answer), report)).toEqual(answer);
  });

  it.each(GOOD)('%s: generated wrong-typed, null and missing values', (name, decode, answer) => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(0.02, 0.08, 0.3), (seed, rate) => {
        const spoilt = spoil(structuredClone(answer), random(seed), rate);
        let value: unknown;
        try {
          value = decode(spoilt, report);
        } catch (error) {
          expect(error).toBeInstanceOf(BadAnswerError);
          return;
        }
        if (FULLY_SHAPED.has(name)) expectSameKinds(name === 'notary detail' ? (value as { listing?: unknown } | null)?.listing : value, name === 'notary detail' ? notary : answer);
        render(name, value);
      }),
      { numRuns: 300 },
    );
  });

  it('numbers as text become numbers and text as numbers becomes text, so the table, gallery and map read them', () => {
    const answer = decodeEstateSearch({
      total: { value: '1' },
      results: [{ children: [{ ...estateA, id: '12', status: { id: '4' }, general: { ...estateA.general, bedroomCount: '3', price: { value: '250000', period: 7 }, address: { geoLocation: { lat: '51.05', lon: '3.72' } } }, energy: { energyLabel: 5 } }] }],
    }, report);
    const estate = answer.results[0].children[0];
    expect(answer.total.value).toBe(1);
    expect([estate.id, estate.status.id, estate.general.bedroomCount, estate.general.price?.value, estate.general.price?.period, estate.energy?.energyLabel]).toEqual([12, 4, 3, 250000, '7', '5']);
    expect(mapPosition(estate)).toEqual({ lat: 51.05, lon: 3.72 });
  });

  it('drops what cannot be made its type, and logs once per kind of answer and reporter (one per page) with [estate-blocks]', () => {
    warn.mockClear();
    const spoilt = { total: { value: 1 }, results: [{ children: [{ ...estateA, pictures: 'x', general: { ...estateA.general, price: { value: 'on request' }, sticker: [] } }] }] };
    const list = spoilt.results[0].children;
    const page = warnOnce();
    const [estate] = decodeEstateList(list, page, 'test list');
    decodeEstateList(list, page, 'test list');
    expect(estate).not.toHaveProperty('pictures');
    expect(estate.general.price).toEqual({});
    expect(estate.general).not.toHaveProperty('sticker');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^\[estate-blocks\] test list answer: 3 value\(s\) .*first dropped: \[0\]\.general\.price\.value: expected a number, received string on request/);
  });
});
