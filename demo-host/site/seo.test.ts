import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstateDetail } from '../../core/api/types';
import { LOCALES, type Locale } from '../../core/i18n/locale';
import type { RentalUnit } from '../../core/model/rental';
import { isSoldId } from '../../core/status/listing-status';
import { serveApi, type ServedApi } from '../api/testing/serve';
import { HIDDEN_ADDRESS_SAMPLE, SAMPLE_IDS } from '../data/samples';
import { createSite } from './site';
import { createSitemapRoutes } from './sitemap-routes';
import { listingPrice } from '../../core/view-models/listing-price';

/** What a crawler or share preview reads in the served HTML, without running a script. */
let api: ServedApi;
let site: ReturnType<typeof createSite>;
const ORIGIN = 'http://immo.test';

beforeAll(async () => {
  // The build defines it; the layout's footer prints it.
  (globalThis as { __VERSION__?: string }).__VERSION__ ??= 'test';
  api = await serveApi();
  site = createSite({ root: process.cwd(), apiBase: api.baseUrl, demo: true });
}, 60_000);
afterAll(() => api?.close());

async function getJson<T>(path: string, locale: Locale = 'nl'): Promise<T> {
  const res = await fetch(api.baseUrl + path, { headers: { 'accept-language': locale } });
  expect(res.ok, path).toBe(true);
  return (await res.json()) as T;
}

function head(html: string) {
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    description: attr(/<meta name="description" content="([^"]*)">/g)[0],
    canonical: attr(/<link rel="canonical" href="([^"]*)">/g)[0],
    hreflang: attr(/<link rel="alternate" hreflang="([^"]*)"/g),
    og: (key: string) => attr(new RegExp(`<meta property="${key}" content="([^"]*)">`, 'g')),
    robots: attr(/<meta name="robots" content="([^"]*)">/g),
    jsonLd: ld ? (JSON.parse(ld) as Record<string, any>) : null,
  };
}

const detailPath = (locale: Locale, id: number) => `/${locale}/${{ nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' }[locale]}/${id}`;
const render = async (path: string) => site.render(new URL(path, ORIGIN), 'preact');
const pick = (t: Record<string, string> | undefined, l: Locale) => t?.[l] || t?.nl || '';

const ESTATES = [
  ['broker house for sale', SAMPLE_IDS.brokerHouseForSale],
  ['broker sold', SAMPLE_IDS.brokerSold],
  ['broker abroad', SAMPLE_IDS.brokerAbroad],
  ['project', SAMPLE_IDS.project],
  ['project unit', SAMPLE_IDS.projectUnit],
  ['notary for sale', SAMPLE_IDS.notaryForSale],
  ['notary public sale', SAMPLE_IDS.notaryPublicSale],
  ['notary sold', SAMPLE_IDS.notarySold],
] as const;

describe.each(LOCALES)('served detail pages carry their head (%s)', (locale) => {
  it.each(ESTATES)('%s', async (_name, id) => {
    const detail = await getJson<EstateDetail>(`/sites/demo/estates/v2/${id}`, locale);
    const page = await render(detailPath(locale, id));
    expect(page.status).toBe(200);
    const h = head(page.html);
    const record = detail.feed === 'broker' ? detail.estate : null;
    const title = detail.feed === 'broker' ? pick(detail.estate.general.title, locale) : pick(detail.listing.title, locale);
    expect(h.title.startsWith(title.replace(/&/g, '&amp;').replace(/'/g, '&#39;'))).toBe(true);
    expect(h.description.length).toBeGreaterThan(10);
    expect(h.canonical).toMatch(new RegExp(`^${ORIGIN}/${locale}/[a-z]+/\\d+/`));
    expect(h.hreflang).toEqual([...LOCALES, 'x-default']);
    expect(h.og('og:title')).toEqual([title]);
    expect(h.og('og:image')[0]).toMatch(new RegExp(`^${ORIGIN}/api/images/`));
    expect(h.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'RealEstateListing', url: h.canonical, name: title });
    const offer = h.jsonLd?.offers;
    const sold = detail.feed === 'broker' ? isSoldId('broker', detail.estate.general.transaction?.id) : isSoldId('notary', detail.listing.status);
    // A notary listing's price is core's rule (the asking price, else a public sale's setting price).
    const shown = detail.feed === 'notary' ? listingPrice(detail.listing, '') : null;
    const price = detail.feed === 'broker' ? detail.estate.general.price?.value : shown?.kind === 'amount' ? shown.amount : undefined;
    if (sold) expect(offer.price).toBeUndefined();
    else if (record?.general.project) expect(offer['@type']).toBe('AggregateOffer');
    else expect(offer.price).toBe(typeof price === 'number' && price > 0 ? price : undefined);
    const visible = detail.feed === 'broker' ? detail.estate.general.address?.visible !== false : detail.listing.general?.address_visible !== false;
    const street = h.jsonLd?.contentLocation.address.streetAddress;
    if (visible) expect(street).toBeTruthy();
    else expect(street).toBeUndefined();
  });
});

describe('served heads: the rules that protect visitors and sellers', () => {
  it('an estate whose address is hidden has no street and no coordinates in its served HTML', async () => {
    const s = HIDDEN_ADDRESS_SAMPLE;
    for (const locale of LOCALES) {
      const html = (await render(detailPath(locale, s.id))).html;
      const h = head(html);
      expect(h.jsonLd?.contentLocation.address.streetAddress).toBeUndefined();
      expect(h.jsonLd?.contentLocation.geo).toBeUndefined();
      expect(html).toContain(s.city);
      for (const street of s.streets) expect(html).not.toContain(street);
      expect(html).not.toContain(String(s.lat));
      expect(html).not.toContain(String(s.lon));
    }
  });

  it('a sold estate on the site that hides sold ones is kept out of search engines', async () => {
    const h = head((await render(`/nl/aanbod/${SAMPLE_IDS.brokerSold}?site=demo-hide-sold`)).html);
    expect(h.robots).toEqual(['noindex']);
    expect(h.jsonLd).toBeNull();
  });

  it.each(LOCALES)('the rental unit page is a VacationRental with its periods (%s)', async (locale) => {
    const unit = await getJson<RentalUnit>(`/sites/demo/rental-units/${SAMPLE_IDS.rentalUnit}`, locale);
    const words = { nl: 'vakantie', fr: 'vacances', en: 'holiday', de: 'feiertage' };
    const h = head((await render(`/${locale}/${words[locale]}/${unit.id}`)).html);
    expect(h.canonical).toBe(`${ORIGIN}/${locale}/${words[locale]}/${unit.id}`);
    expect(h.hreflang).toEqual([...LOCALES, 'x-default']);
    expect(h.jsonLd).toMatchObject({ '@type': 'VacationRental', url: h.canonical });
    expect((h.jsonLd?.makesOffer as unknown[]).length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('listing pages have a description, a canonical and the first page as an ItemList and as plain links (%s)', async (locale) => {
    const words = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' };
    const page = await render(`/${locale}/${words[locale]}`);
    const h = head(page.html);
    expect(h.description.length).toBeGreaterThan(50);
    expect(h.canonical).toBe(`${ORIGIN}/${locale}/${words[locale]}`);
    expect(h.jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 20 });
    const table = /<div data-block="estate-table"[^>]*>([\s\S]*?)<\/div>/.exec(page.html)?.[1] ?? '';
    expect(table.match(/<a href="\/[a-z]{2}\/[a-z]+\/\d+/g)).toHaveLength(20);
    for (const path of ['/' + locale, `/${locale}/favorites`]) {
      const other = head((await render(path)).html);
      expect(other.description.length, path).toBeGreaterThan(50);
      expect(other.canonical, path).toBe(ORIGIN + path);
    }
  });
});

describe('sitemaps', () => {
  const sitemapFile = () => createSitemapRoutes(api.baseUrl);

  it('robots.txt names the index, the index names one sitemap per locale', async () => {
    const file = sitemapFile();
    expect((await file(new URL('/robots.txt', ORIGIN), 'demo'))?.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const index = (await file(new URL('/sitemap.xml', ORIGIN), 'demo'))!.body;
    expect(index.match(/<loc>[^<]+<\/loc>/g)).toEqual(LOCALES.map((l) => `<loc>${ORIGIN}/sitemap-${l}.xml</loc>`));
  });

  it('lists every visible estate, unit and rental, and none of a status the site hides', async () => {
    const file = sitemapFile();
    const ids = async (siteId: string) =>
      new Set([...(await file(new URL('/sitemap-nl.xml', ORIGIN), siteId))!.body.matchAll(/<loc>[^<]*\/(\d+)(?:\/[^/<]*)?<\/loc>/g)].map((m) => Number(m[1])));
    const all = await ids('demo');
    for (const id of [SAMPLE_IDS.brokerHouseForSale, SAMPLE_IDS.brokerSold, SAMPLE_IDS.project, SAMPLE_IDS.projectUnit, SAMPLE_IDS.notaryForSale, SAMPLE_IDS.rentalUnit]) {
      expect(all.has(id), String(id)).toBe(true);
    }
    const total = await getJson<{ total: { value: number } }>('/sites/demo');
    expect(total).toBeTruthy();
    const hiding = await ids('demo-hide-sold');
    expect(hiding.has(SAMPLE_IDS.brokerSold)).toBe(false);
    expect(hiding.has(SAMPLE_IDS.brokerRented)).toBe(false);
    expect(hiding.has(SAMPLE_IDS.brokerHouseForSale)).toBe(true);
  }, 60_000);
});
