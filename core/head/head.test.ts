import { describe, expect, it } from 'vitest';
import type { EstateDetail } from '../api/types';
import type { Estate } from '../model/estate';
import type { PropertyListing } from '../model/property-listing';
import type { RentalPeriod, RentalUnit } from '../model/rental';
import { LOCALES } from '../i18n/locale';
import { estateHead, headHtml, localeSitemap, rentalHead, robotsTxt, searchHead, sitemapIndex, type HeadData } from '.';

const urls = { site: 'https://immo.example.be', api: 'https://api.example.be/api' };

function house(patch: Partial<Estate['general']> = {}, rest: Partial<Estate> = {}): Estate {
  return {
    id: 42,
    status: { id: 1 },
    general: {
      id: 42,
      title: { nl: 'Ruime woning', fr: 'Maison spacieuse', en: 'Spacious house', de: 'Geräumiges Haus' },
      shortDescription: { nl: 'Woning met <b>tuin</b> &amp; garage.', fr: 'Maison avec jardin.', en: 'House with garden.', de: 'Haus mit Garten.' },
      subType: { id: 1, code: 'HOUSE', name: 'Woning' },
      transaction: { id: 1, name: 'Te koop' },
      publicationDate: '2026-10-01T08:00:00+00:00',
      address: {
        visible: true,
        street: { nl: 'Kerkstraat', fr: 'Kerkstraat', en: 'Kerkstraat', de: 'Kerkstraat' },
        number: '12',
        city: { id: 50, zip: '9000', name: 'Gent', alias: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' } },
        country: { id: 'BE' },
        geoLocation: { lat: 51.05, lon: 3.72 },
      },
      price: { value: 310000 },
      ...patch,
    },
    pictures: [
      { file: '/api/images/estate/42/2.jpg', index: 2 },
      { file: '/api/images/estate/42/1.jpg', index: 1 },
      { file: 'javascript:alert(1)', index: 3 },
    ],
    ...rest,
  };
}

const broker = (estate: Estate, more: Partial<Extract<EstateDetail, { feed: 'broker' }>> = {}): EstateDetail => ({ feed: 'broker', estate, children: [], ...more });
const meta = (head: HeadData, key: string) => head.meta.filter((m) => m.key === key).map((m) => m.content);
const offer = (head: HeadData) => head.jsonLd?.offers as Record<string, unknown>;
const place = (head: HeadData) => head.jsonLd?.contentLocation as { address: Record<string, unknown>; geo?: unknown };

describe('estateHead (broker)', () => {
  const head = estateHead(broker(house()), 'fr', urls, { siteName: 'Immo Demo', imageSize: { width: 800, height: 600 } });

  it('gives title, description from the short description as plain text, and the canonical slug URL in the locale', () => {
    expect(head.title).toBe('Maison spacieuse');
    expect(head.description).toBe('Maison avec jardin.');
    expect(estateHead(broker(house()), 'nl', urls).description).toBe('Woning met tuin & garage.');
    expect(head.canonical).toBe('https://immo.example.be/fr/offre/42/woning-te-koop-a-kerkstraat-12-9000-gand');
  });

  it('links the four locales and x-default, each with its own route words', () => {
    expect(head.alternates.map((a) => a.hreflang)).toEqual([...LOCALES, 'x-default']);
    expect(head.alternates.find((a) => a.hreflang === 'de')?.href).toMatch(/^https:\/\/immo\.example\.be\/de\/angebot\/42\//);
    expect(head.alternates.find((a) => a.hreflang === 'x-default')?.href).toBe(head.alternates[0].href);
  });

  it('shares the first photo by index, resolved against the API, with its size; never a javascript: URL', () => {
    expect(meta(head, 'og:image')).toEqual(['https://api.example.be/api/images/estate/42/1.jpg']);
    expect(meta(head, 'og:image:width')).toEqual(['800']);
    expect(head.jsonLd?.image).toEqual(['https://api.example.be/api/images/estate/42/1.jpg', 'https://api.example.be/api/images/estate/42/2.jpg']);
    expect(JSON.stringify(head)).not.toContain('javascript:');
    expect(meta(head, 'twitter:card')).toEqual(['summary_large_image']);
  });

  it('preloads the first photo (the block shows it first and largest), with high priority', () => {
    expect(head.preloadImage).toBe('https://api.example.be/api/images/estate/42/1.jpg');
    expect(headHtml(head)).toContain('<link rel="preload" as="image" href="https://api.example.be/api/images/estate/42/1.jpg" fetchpriority="high">');
    expect(estateHead(broker(house({}, { pictures: [] })), 'nl', urls).preloadImage).toBeUndefined();
  });

  it('describes a RealEstateListing with an Offer in euro and the Place with street and coordinates', () => {
    expect(head.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'RealEstateListing', url: head.canonical, inLanguage: 'fr', datePosted: '2026-10-01T08:00:00+00:00' });
    expect(offer(head)).toMatchObject({ '@type': 'Offer', price: 310000, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
    expect(place(head).address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Kerkstraat 12', postalCode: '9000', addressLocality: 'Gand', addressCountry: 'BE' });
    expect(place(head).geo).toEqual({ '@type': 'GeoCoordinates', latitude: 51.05, longitude: 3.72 });
    expect(meta(head, 'product:price:amount')).toEqual(['310000']);
  });

  it.each([
    ['hidden address: no street and no coordinates anywhere', house({ address: { ...house().general.address, visible: false } })],
  ])('%s', (_name, estate) => {
    const hidden = estateHead(broker(estate), 'nl', urls);
    expect(place(hidden).address.streetAddress).toBeUndefined();
    expect(place(hidden).geo).toBeUndefined();
    expect(JSON.stringify(hidden)).not.toMatch(/kerkstraat|51\.05/i);
    expect(hidden.canonical).toBe('https://immo.example.be/nl/aanbod/42/woning-te-koop-in-9000-gent');
  });

  it.each([
    ['sold (transaction 5)', { transaction: { id: 5, name: 'Verkocht' } }],
    ['rented (transaction 6)', { transaction: { id: 6, name: 'Verhuurd' } }],
  ])('%s shows no price in JSON-LD or Open Graph', (_name, patch) => {
    const sold = estateHead(broker(house(patch)), 'nl', urls);
    expect(offer(sold)).toEqual(expect.objectContaining({ availability: 'https://schema.org/SoldOut' }));
    expect(offer(sold).price).toBeUndefined();
    expect(meta(sold, 'product:price:amount')).toEqual([]);
  });

  it.each([
    ['cleared price (-1)', -1],
    ['no price', null],
  ])('%s gives an Offer without price', (_name, value) => {
    const head = estateHead(broker(house({ price: { value } })), 'nl', urls);
    expect(offer(head).price).toBeUndefined();
  });

  it('gives a rent its period', () => {
    const rent = estateHead(broker(house({ transaction: { id: 2, name: 'Te huur' }, price: { value: 950, period: 'MONTH' } })), 'en', urls);
    expect(offer(rent)).toMatchObject({ price: 950, businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut', priceSpecification: { unitCode: 'MON' } });
  });

  it('gives a project the lowest price of its unsold units as an AggregateOffer', () => {
    const project = house({ project: true, price: { value: null } }, { id: 7 });
    const unit = (id: number, value: number, transaction = 1) => house({ id, parentId: 7, price: { value }, transaction: { id: transaction } }, { id });
    const head = estateHead(broker(project, { children: [unit(8, 250000), unit(9, 160000), unit(10, 90000, 5)] }), 'nl', urls);
    expect(offer(head)).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 160000, priceCurrency: 'EUR' });
    expect(meta(head, 'product:price:amount')).toEqual(['160000']);
  });

  it('keeps an estate of a status the site hides out of search engines', () => {
    const hidden = estateHead(broker(house({}, { status: { id: 4 } })), 'nl', urls, { settings: { hiddenStatus: [4, 5] } });
    expect(meta(hidden, 'robots')).toEqual(['noindex']);
    expect(hidden.jsonLd).toBeNull();
    // The detail block shows 'no longer available' without photos: nothing to preload.
    expect(hidden.preloadImage).toBeUndefined();
    expect(meta(estateHead(broker(house()), 'nl', urls, { settings: { hiddenStatus: [4, 5] } }), 'robots')).toEqual([]);
  });
});

describe('estateHead (notary)', () => {
  const listing: PropertyListing = {
    id: 700001,
    status: 3,
    type: 'HOUSE',
    subType: 'VILLA',
    title: { nl: 'Villa met zwembad', fr: 'Villa avec piscine', en: 'Villa with pool', de: 'Villa mit Pool' },
    description: { nl: '<p>Een villa.</p>', fr: '<p>Une villa.</p>', en: '<p>A villa.</p>', de: '<p>Eine Villa.</p>' },
    general: { street: { nl: 'Dorpsplein', fr: 'Place du Village' }, number: '3', zip: '1300', city: 'Wavre', country: 'BE', latitude: 50.7, longitude: 4.6, address_visible: true },
    financial: { price: 640000 },
    media: { pictures: ['/api/images/notary/700001/1.jpg'] },
  } as PropertyListing;
  const labels = { fr: { enumLabel: (name: string, code: unknown) => (name === 'SubType' && code === 'VILLA' ? 'Villa' : name === 'Status' && code === 'FOR_SALE' ? 'À vendre' : '') } };

  it('uses the listing texts, its price and the slug the detail block uses', () => {
    const head = estateHead({ feed: 'notary', listing }, 'fr', urls, { labels });
    expect(head.title).toBe('Villa avec piscine');
    expect(head.description).toBe('Une villa.');
    expect(head.canonical).toBe('https://immo.example.be/fr/offre/700001/villa-a-vendre-a-place-du-village-3-1300-wavre');
    expect(offer(head)).toMatchObject({ price: 640000, priceCurrency: 'EUR' });
  });

  it('shows no price once sold (status 1)', () => {
    const head = estateHead({ feed: 'notary', listing: { ...listing, status: 1 } }, 'nl', urls);
    expect(offer(head).price).toBeUndefined();
    expect(offer(head).availability).toBe('https://schema.org/SoldOut');
  });
});

describe('rentalHead', () => {
  const unit: RentalUnit = {
    id: 900001,
    photos: [{ original: '/api/images/rental/900001/1.jpg' }],
    address: { street: { nl: 'Stationsstraat', fr: 'Rue de la Gare' }, number: '147', city: { name: 'Dinant', zip: '5500' }, visible: true },
    general: { description: { nl: '<p>Vakantiewoning voor 8 personen.</p>' }, maxOccupation: 8, subKind: { name: { nl: 'Vakantiewoning' } }, building: { name: 'Les Rochers' } },
    rooms: { bedrooms: 4 },
  };
  const periods: RentalPeriod[] = [
    { id: 2, periodType: 'WEEK', start: '2026-12-05', end: '2026-12-12', price: 715, available: true },
    { id: 1, periodType: 'WEEK', start: '2026-11-28', end: '2026-12-05', price: 700, available: false },
  ];

  it('describes a VacationRental with its periods as offers in date order', () => {
    const head = rentalHead(unit, periods, 'nl', urls);
    expect(head.title).toBe('Les Rochers');
    expect(head.description).toBe('Vakantiewoning voor 8 personen.');
    expect(head.canonical).toBe('https://immo.example.be/nl/vakantie/900001');
    expect(head.jsonLd).toMatchObject({ '@type': 'VacationRental', containsPlace: { numberOfBedrooms: 4, occupancy: { maxValue: 8 } } });
    const offers = head.jsonLd?.makesOffer as Record<string, unknown>[];
    expect(offers.map((o) => o.availabilityStarts)).toEqual(['2026-11-28', '2026-12-05']);
    expect(offers[0]).toMatchObject({ price: 700, availability: 'https://schema.org/SoldOut' });
    expect(head.preloadImage).toBe('https://api.example.be/api/images/rental/900001/1.jpg');
  });

  it('leaves the street out when the address is hidden', () => {
    const head = rentalHead({ ...unit, address: { ...unit.address, visible: false } }, [], 'fr', urls);
    expect(JSON.stringify(head.jsonLd)).not.toMatch(/Gare|Stationsstraat/);
  });
});

describe('searchHead', () => {
  it('lists the first page as an ItemList with absolute URLs', () => {
    const paths = { nl: '/nl/aanbod', fr: '/fr/offre', en: '/en/offer', de: '/de/angebot' };
    const head = searchHead({ locale: 'en', title: 'Offer', description: 'All properties', paths, urls, items: [{ name: 'A', path: '/en/offer/1/a' }] });
    expect(head.canonical).toBe('https://immo.example.be/en/offer');
    expect(head.jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 1, itemListElement: [{ position: 1, url: 'https://immo.example.be/en/offer/1/a', name: 'A' }] });
  });
});

describe('headHtml', () => {
  it('escapes attribute values and keeps a script-closing text inside the JSON-LD', () => {
    const evil = house({ title: { nl: 'Villa "</script><script>alert(1)</script>' } });
    const html = headHtml(estateHead(broker(evil), 'nl', urls));
    expect(html).toContain('<meta property="og:title" content="Villa &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('application/ld+json">') + 21, html.lastIndexOf('</script>'));
    expect(JSON.parse(json).name).toBe('Villa "</script><script>alert(1)</script>');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://immo.example.be/nl/aanbod/42/');
  });
});

describe('sitemaps', () => {
  const entry = { paths: { nl: '/nl/aanbod/1/a&b', fr: '/fr/offre/1/a', en: '/en/offer/1/a', de: '/de/angebot/1/a' }, lastmod: '2026-10-01T08:00:00+00:00' };

  it('lists each URL in the locale with hreflang alternates, an escaped loc and a W3C lastmod', () => {
    const xml = localeSitemap([entry], 'nl', urls);
    expect(xml).toContain('<loc>https://immo.example.be/nl/aanbod/1/a&amp;b</loc><lastmod>2026-10-01</lastmod>');
    expect(xml.match(/<xhtml:link /g)).toHaveLength(5);
    expect(xml).toContain('hreflang="de" href="https://immo.example.be/de/angebot/1/a"');
  });

  it('indexes one sitemap per locale and robots.txt names the index', () => {
    const index = sitemapIndex((l) => `/sitemap-${l}.xml`, urls);
    expect(index.match(/<sitemap>/g)).toHaveLength(4);
    expect(index).toContain('<loc>https://immo.example.be/sitemap-fr.xml</loc>');
    expect(robotsTxt('https://immo.example.be/sitemap.xml')).toMatch(/^User-agent: \*\n[\s\S]*Sitemap: https:\/\/immo\.example\.be\/sitemap\.xml\n$/);
  });
});

describe('estateHead with the record as answered in each locale', () => {
  it('builds each hreflang link from that locale\'s own answer (the service localizes slug names)', () => {
    const named = (name: string) => broker(house({ subType: { id: 1, code: 'HOUSE', name }, transaction: { id: 1, name: 'x' } }));
    const head = estateHead(named('Woning'), 'nl', urls, { translations: { fr: named('Maison'), de: named('Haus') } });
    expect(head.alternates.find((a) => a.hreflang === 'fr')?.href).toContain('/fr/offre/42/maison-x-a-');
    expect(head.alternates.find((a) => a.hreflang === 'de')?.href).toContain('/de/angebot/42/haus-x-in-');
    expect(head.alternates.find((a) => a.hreflang === 'en')?.href).toContain('/en/offer/42/woning-x-in-');
  });
});
