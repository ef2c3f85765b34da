import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EstateDetail, EstateSearchResponse, RentalSearchResponse } from '../../core/api/types';
import type { Estate, RentalUnit } from '../../core/model';
import { listFields } from '../../core/query/list-fields';
import { generateDataset } from '../data/dataset';
import { MUNICIPALITIES } from '../data/municipalities';
import { serveApi, type ServedApi } from './testing/serve';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/**
 * DESIGN §3 hidden address: the service never sends the street, number, box or exact
 * coordinates of an address that is not visible — in any answer a page renders from. A hidden
 * address sits at its municipality's centre.
 */
const NOW = Date.UTC(2026, 10, 22, 10);
const data = generateDataset({ size: 800, now: NOW });
const centre = new Map(MUNICIPALITIES.map((m) => [m.id, { lat: m.lat, lon: m.lon }]));
let api: ServedApi;

beforeAll(async () => {
  api = await serveApi({ dataset: data, now: () => NOW });
});
afterAll(() => api.close());

const post = async <T>(path: string, body: unknown): Promise<T> => {
  const res = await fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const get = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${api.baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

const hiddenEstates = data.estates.filter((e) => e.feed !== 'notary' && e.general.address?.visible === false && e.general.address.geoLocation);
const hiddenIds = new Set(data.estates.filter((e) => e.general.address?.visible === false).map((e) => e.id));

/** An answer's record of a hidden address: only visible, city, region and country, and the municipality's centre. */
function expectNoExactAddress(record: Estate, where: string): void {
  const source = data.estateById.get(record.id)!;
  const address = record.general?.address;
  if (!address) return;
  for (const key of ['street', 'street_address', 'number', 'box'] as const) expect(address, `${where}: ${record.id} ${key}`).not.toHaveProperty(key);
  const exact = source.general.address?.geoLocation;
  if (address.geoLocation && exact) expect(address.geoLocation, `${where}: ${record.id} position`).not.toEqual(exact);
  const city = source.general.address?.city;
  if (address.geoLocation && city && centre.has(city.id)) expect(address.geoLocation, `${where}: ${record.id} position`).toEqual(centre.get(city.id));
}

/** No exact coordinate of any hidden address in an answer's text (6-decimal coordinates are unique enough). */
function expectNoHiddenCoordinates(text: string, where: string): void {
  for (const e of hiddenEstates) {
    const { lat, lon } = e.general.address!.geoLocation!;
    expect(text.includes(String(lat)) && text.includes(String(lon)), `${where}: exact position of ${e.id}`).toBe(false);
  }
}

const records = (res: EstateSearchResponse) => res.results.flatMap((r) => r.children);

describe('DESIGN §3 hidden address: the service never sends the street or exact position of a hidden address', () => {
  it('the dataset has hidden addresses of every kind (broker, project unit, notary, holiday rental)', () => {
    expect(hiddenEstates.length).toBeGreaterThan(10);
    expect(hiddenEstates.some((e) => e.general.parentId)).toBe(true);
    expect([...data.listings.values()].some((l) => l.general?.address_visible === false)).toBe(true);
    expect(data.rentals.some((r) => r.unit.address?.visible === false)).toBe(true);
  });

  it.each([
    ['whole records', {}],
    ['the list projection', { fields: listFields('fr') }],
    ['positions (mode geo)', { mode: 'geo' }],
  ])('search answers: %s', async (name, extra) => {
    const res = await post<EstateSearchResponse>('/sites/demo/estates?locale=fr', { query: {}, sort: [], pagination: { from: 0, size: 1000 }, ...extra });
    const all = records(res);
    expect(all.filter((r) => hiddenIds.has(r.id)).length).toBeGreaterThan(10);
    for (const r of all) if (hiddenIds.has(r.id)) expectNoExactAddress(r, name);
    expectNoHiddenCoordinates(JSON.stringify(res), name);
  });

  it('plain list, detail, project group, skarabee and similar estates', async () => {
    const list = await post<Estate[]>('/sites/demo/estates?format=list', { query: {}, sort: [], pagination: { from: 0, size: 1000 } });
    for (const r of list) if (hiddenIds.has(r.id)) expectNoExactAddress(r, 'format=list');
    const texts: string[] = [JSON.stringify(list)];
    for (const e of hiddenEstates.slice(0, 12)) {
      const detail = await get<EstateDetail>(`/sites/demo/estates/v2/${e.id}`);
      texts.push(JSON.stringify(detail));
      if (detail.feed !== 'broker') throw new Error('broker detail expected');
      expectNoExactAddress(detail.estate, 'detail');
      for (const c of detail.children) if (hiddenIds.has(c.id)) expectNoExactAddress(c, 'detail children');
      if (detail.parent && hiddenIds.has(detail.parent.id)) expectNoExactAddress(detail.parent, 'detail parent');
      texts.push(JSON.stringify(await get<Estate>(`/sites/demo/estates/skarabee/${e.id}`)));
      const similar = await get<Estate[]>(`/sites/demo/estates/${e.id}/similar`);
      for (const s of similar) if (hiddenIds.has(s.id)) expectNoExactAddress(s, 'similar');
      texts.push(JSON.stringify(similar));
    }
    const unit = hiddenEstates.find((e) => e.general.parentId)!;
    const group = await get<{ project: Estate; children: Estate[] }>(`/sites/demo/estates/group/${unit.general.parentId}`);
    for (const c of [group.project, ...group.children]) if (hiddenIds.has(c.id)) expectNoExactAddress(c, 'group');
    texts.push(JSON.stringify(group));
    for (const [i, text] of texts.entries()) expectNoHiddenCoordinates(text, `answer ${i}`);
  });

  it('notary detail: no street, number, box or exact coordinates of a hidden listing', async () => {
    const hidden = [...data.listings.values()].filter((l) => l.general?.address_visible === false).slice(0, 8);
    for (const listing of hidden) {
      const detail = await get<EstateDetail>(`/sites/demo/estates/v2/${listing.id}?locale=nl`);
      if (detail.feed !== 'notary') throw new Error('notary detail expected');
      const g = detail.listing.general ?? {};
      for (const key of ['street', 'number', 'box'] as const) expect(g, `${listing.id} ${key}`).not.toHaveProperty(key);
      expect([g.latitude, g.longitude]).not.toEqual([listing.general?.latitude, listing.general?.longitude]);
      if (listing.general?.city_id && centre.has(listing.general.city_id)) expect({ lat: g.latitude, lon: g.longitude }).toEqual(centre.get(listing.general.city_id));
      expect(g.city).toBe(listing.general?.city);
    }
  });

  it('holiday rentals: no street, number or box of a hidden unit, in the list or on its own', async () => {
    const hidden = data.rentals.filter((r) => r.unit.address?.visible === false);
    const list = await post<RentalSearchResponse>('/sites/demo/rental-units', { pagination: { from: 0, size: 500 } });
    const units: RentalUnit[] = [...list.results];
    for (const r of hidden.slice(0, 5)) units.push(await get<RentalUnit>(`/sites/demo/rental-units/${r.unit.id}`));
    const checked = units.filter((u) => u.address?.visible === false);
    expect(checked.length).toBeGreaterThan(0);
    for (const u of checked) for (const key of ['street', 'number', 'box'] as const) expect(u.address, `${u.id} ${key}`).not.toHaveProperty(key);
    for (const u of checked) expect(u.address?.city?.name).toBeTruthy();
  });
});
