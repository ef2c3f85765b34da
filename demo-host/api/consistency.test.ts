import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, createSiteApi, type EstateDetail } from '../../core/api';
import { estateHead } from '../../core/head/estate-head';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { createTranslator, type Translator } from '../../core/i18n/translator';
import type { Estate } from '../../core/model';
import { isSold } from '../../core/status/listing-status';
import { toDetailModel } from '../../core/view-models/to-detail-model';
import { floorText } from '../../core/view-models/floor-label';
import { listingPriceText, toListingItem } from '../../core/view-models/listing-item';
import type { DetailModel } from '../../core/view-models/detail-view';
import { generateDataset } from '../data/dataset';
import { serveApi, type ServedApi } from './testing/serve';

// Real HTTP round trips for every record on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const NOW = Date.UTC(2026, 10, 22, 9);
// The whole of a dataset the generator makes as it makes the demo's (both feeds, every status, projects, units), at a size a busy machine serves in seconds.
const data = generateDataset({ size: 400, now: NOW });
let served: ServedApi;
let api: ReturnType<typeof createSiteApi>;
let t: Translator;

/** Every record as the list answer, the positions answer and the detail answer give it, by id. */
const list = new Map<number, Estate>();
const geo = new Map<number, Estate>();
const details = new Map<number, EstateDetail>();

async function allPages(body: Record<string, unknown>, into: Map<number, Estate>) {
  for (let from = 0; ; from += 500) {
    const page = await api.searchEstates({ query: {}, sort: [{ field: 'general.publicationDate', order: 'DESC' }], pagination: { from, size: 500 }, ...body } as never);
    expect(page.error).toBeUndefined();
    for (const result of page.results) for (const child of result.children) into.set(child.id, child);
    if (from + 500 >= page.total.value) return;
  }
}

beforeAll(async () => {
  served = await serveApi({ dataset: data, now: () => NOW });
  api = createSiteApi(createApiClient({ baseUrl: served.baseUrl, siteId: 'demo', locale: 'nl' }));
  t = createTranslator('nl', await loadCatalogue('nl'));
  await allPages({ units: true }, list);
  await allPages({ mode: 'geo' }, geo);
  const ids = data.estates.map((e) => e.id);
  for (let i = 0; i < ids.length; i += 40) {
    const batch = await Promise.all(ids.slice(i, i + 40).map((id) => api.getEstate(id)));
    batch.forEach((detail, j) => detail && details.set(ids[i + j], detail));
  }
});
afterAll(() => served.close());

const models = new Map<EstateDetail, DetailModel>();
const model = (detail: EstateDetail): DetailModel => {
  let shown = models.get(detail);
  if (!shown) models.set(detail, (shown = toDetailModel(detail, { ...t, hiddenTabs: [], currentSlug: '' })));
  return shown;
};
const head = (detail: EstateDetail) => estateHead(detail, 'nl', { site: 'https://example.be' }).jsonLd as { offers?: { price?: number; lowPrice?: number; availability?: string }; contentLocation?: { address?: { streetAddress?: string } } } | null;
const units = new Map<number, Estate[]>();
const unitsOf = (estate: Estate) => {
  if (!units.size) for (const u of list.values()) if (u.general.parentId) units.set(u.general.parentId, [...(units.get(u.general.parentId) ?? []), u]);
  return units.get(estate.id) ?? [];
};
const streetOf = (e: Estate) => [e.general.address?.street_address, ...Object.values(e.general.address?.street ?? {})].some((s) => typeof s === 'string' && s.trim() !== '');
const mainRecords = () => data.estates.filter((e) => !e.general.parentId);

describe('one record per estate: list, positions, detail and head agree for every estate of both feeds', () => {
  it('the answers cover the whole dataset: every status, both feeds, projects and units', () => {
    expect(details.size).toBe(data.estates.length);
    expect(new Set([...list.values()].map((e) => e.feed))).toEqual(new Set(['broker', 'notary']));
    expect(new Set([...details.values()].map((d) => (d.feed === 'notary' ? `n${d.listing.status}` : `b${d.estate.general.transaction?.id}`))).size).toBeGreaterThan(12);
    expect([...list.values()].some((e) => e.general.parentId)).toBe(true);
    for (const e of mainRecords()) expect(list.has(e.id), `list answer holds ${e.id}`).toBe(true);
  });

  it('price: the list row, the map popup, the detail header and the JSON-LD offer show one price (sold → the transaction name, VAT regime → none)', () => {
    const disagree: string[] = [];
    for (const [id, detail] of details) {
      const record = list.get(id);
      if (!record) continue;
      const shown = model(detail);
      const row = listingPriceText(record, t, unitsOf(record));
      if (row !== shown.price) disagree.push(`${id} list "${row}" detail "${shown.price}"`);
      const marker = geo.get(id);
      if (marker && listingPriceText(marker, t, unitsOf(record)) !== row) disagree.push(`${id} map "${listingPriceText(marker, t)}" list "${row}"`);
      const offer = head(detail)?.offers;
      const amount = offer?.price ?? offer?.lowPrice;
      if (shown.sold !== (offer?.availability === 'https://schema.org/SoldOut')) disagree.push(`${id} sold ${shown.sold} JSON-LD ${offer?.availability}`);
      const digits = shown.price.match(/€ ([\d.]+)/)?.[1]?.replace(/\./g, '');
      if ((digits ? Number(digits) : undefined) !== amount) disagree.push(`${id} detail "${shown.price}" JSON-LD ${amount}`);
    }
    expect(disagree).toEqual([]);
  });

  it('status, bedrooms and floor: the list row and the detail agree', () => {
    const disagree: string[] = [];
    for (const [id, detail] of details) {
      const record = list.get(id);
      if (!record) continue;
      const shown = model(detail);
      const row = toListingItem(record, { href: () => '', labels: t });
      if (row.sold !== shown.sold || isSold(record) !== row.sold) disagree.push(`${id} sold list ${row.sold} detail ${shown.sold}`);
      const bedrooms = shown.keyFacts.find((f) => f.key === 'bedrooms')?.value ?? '';
      if (!shown.isProject && row.bedrooms !== bedrooms) disagree.push(`${id} bedrooms list "${row.bedrooms}" detail "${bedrooms}"`);
      if (detail.feed === 'broker') {
        const floor = [...shown.sections].flatMap((s) => s.fields).find((f) => f.key === 'general.floor')?.value ?? '';
        if (floor !== floorText(record.general.floor, t)) disagree.push(`${id} floor list ${record.general.floor} detail "${floor}"`);
      }
    }
    expect(disagree).toEqual([]);
  });

  it('a hidden address: no street in the list, on the map, in the detail or the JSON-LD, and a coarse position', () => {
    const leaks: string[] = [];
    let hidden = 0;
    for (const [id, detail] of details) {
      const record = list.get(id);
      if (!record || record.general.address?.visible !== false) continue;
      hidden += 1;
      const marker = geo.get(id);
      const street = detail.feed === 'broker' ? detail.estate.general.address?.street_address : detail.listing.general?.street;
      if (streetOf(record) || (marker && streetOf(marker))) leaks.push(`${id} street in a list answer`);
      if (street && model(detail).address.includes(String(typeof street === 'string' ? street : Object.values(street)[0]))) leaks.push(`${id} street on the detail`);
      if (head(detail)?.contentLocation?.address?.streetAddress) leaks.push(`${id} street in the JSON-LD`);
      const position = marker?.general.address?.geoLocation;
      const exact = data.estates.find((e) => e.id === id)?.general.address?.geoLocation;
      if (position && exact && position.lat === exact.lat && position.lon === exact.lon) leaks.push(`${id} exact position on the map`);
    }
    expect(hidden).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });
});
