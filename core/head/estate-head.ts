import type { EstateDetail } from '../api/types';
import type { Locale } from '../i18n/locale';
import type { Translator } from '../i18n/translator';
import type { Estate } from '../model/estate';
import type { PropertyListing } from '../model/property-listing';
import { STATUS, STATUS_CODES, statusOfNotaryStatus } from '../model/status';
import type { SiteSettings } from '../model/site';
import { estateLink, listingLink } from '../routes/links';
import type { RouteMap } from '../routes/route-map';
import { pickTranslated, streetAddressOf } from '../routes/slug';
import { detailStatusId, isHiddenStatus } from '../status/hidden-status';
import { isForRent, isListingForRent, isListingSold, isSold } from '../status/listing-status';
import type { HeadData, HeadMeta, HeadUrls } from './head-data';
import { absoluteHttpUrl, describingText } from './head-text';
import { pageHead, pathsFor, siteUrl, type HeadImage } from './page-head';
import { estateTitle } from '../view-models/estate-title';
import { cityName } from '../view-models/city-name';
import { listingPrice } from '../view-models/listing-price';

/** Enumeration labels per locale (slugs of notary listings, a title made of sub-type and city). */
export type HeadLabels = Partial<Record<Locale, Pick<Translator, 'enumLabel'>>>;

export interface EstateHeadOptions {
  siteName?: string;
  /** The site's settings: an estate whose status it hides is kept out of search engines. */
  settings?: Pick<SiteSettings, 'hiddenStatus'> | null;
  labels?: HeadLabels;
  /**
   * The same record as the service answers it in other locales: names in slugs are localized by the
   * service, so each hreflang link is that locale's canonical URL only when built from its own answer.
   */
  translations?: Partial<Record<Locale, EstateDetail>>;
  /** Pixel size of the listing photos, when the site knows it (og:image:width/height). */
  imageSize?: { width: number; height: number };
  /** The site's route map (a block's useBlock().routes); default spec §2's, {}. */
  routes?: RouteMap;
}

interface Facts {
  id: number;
  title: string;
  description: string;
  paths: Record<Locale, string>;
  pictures: string[];
  sold: boolean;
  forRent: boolean;
  price: number | null;
  /** Lowest price of a project's units on offer. */
  lowPrice: number | null;
  rentPeriod: string | null;
  address: { visible: boolean; street: string; zip: string; city: string; region: string; country: string; lat: number | null; lon: number | null };
  datePosted: string | null;
}

const money = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);
const coordinate = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The name of a broker-feed estate in head data and lists of links: its title, else sub-type – city, else its id. */
export function estateName(estate: Estate, locale: Locale, labels: HeadLabels = {}): string {
  const g = estate.general ?? ({} as Estate['general']);
  const city = cityName(g.address?.city, locale);
  const subType = labels[locale]?.enumLabel('SubType', g.subType?.code) || g.subType?.name || '';
  return pickTranslated(g.title, locale) || estateTitle([subType, city], estate.id);
}

function brokerFacts(detail: Extract<EstateDetail, { feed: 'broker' }>, locale: Locale, labels: HeadLabels, pathIn: (l: Locale) => string): Facts {
  const { estate } = detail;
  const g = estate.general ?? ({} as Estate['general']);
  const a = g.address;
  const city = cityName(a?.city, locale);
  const title = estateName(estate, locale, labels);
  const visible = a?.visible !== false;
  const units = (detail.children ?? []).filter((unit) => unit.id !== estate.id && !isSold(unit));
  const unitPrices = units.map((unit) => money(unit.general?.price?.value)).filter((p): p is number => p !== null);
  return {
    id: estate.id,
    title,
    description: describingText([pickTranslated(g.shortDescription, locale), pickTranslated(g.description, locale)]) || title,
    paths: pathsFor(pathIn),
    pictures: [...(estate.pictures ?? [])].sort((x, y) => (x.index ?? 0) - (y.index ?? 0)).map((p) => p.file),
    sold: isSold(estate),
    forRent: isForRent(estate),
    price: g.project ? null : money(g.price?.value),
    lowPrice: g.project && unitPrices.length ? Math.min(...unitPrices) : null,
    rentPeriod: typeof g.price?.period === 'string' ? g.price.period : null,
    address: {
      visible,
      street: visible ? streetAddressOf(estate, locale) : '',
      zip: a?.city?.zip ?? '',
      city,
      region: a?.region ?? '',
      country: a?.country?.id ?? '',
      lat: visible ? coordinate(a?.geoLocation?.lat) : null,
      lon: visible ? coordinate(a?.geoLocation?.lon) : null,
    },
    datePosted: g.publicationDate ?? null,
  };
}

function notaryNames(listing: PropertyListing, labels: HeadLabels, locale: Locale) {
  const status = statusOfNotaryStatus(listing.status);
  const code = STATUS_CODES.find((c) => STATUS[c] === status);
  const enumLabel = labels[locale]?.enumLabel;
  return { subTypeName: enumLabel?.('SubType', listing.subType) || '', statusName: code && enumLabel ? enumLabel('Status', code) : '' };
}

function notaryFacts(listing: PropertyListing, locale: Locale, labels: HeadLabels, pathIn: (l: Locale) => string): Facts {
  const g = listing.general ?? {};
  const visible = g.address_visible !== false;
  const names = notaryNames(listing, labels, locale);
  const title = pickTranslated(listing.title, locale) || estateTitle([names.subTypeName, g.city], listing.id);
  const shown = listingPrice(listing, '');
  return {
    id: listing.id,
    title,
    description: describingText([pickTranslated(listing.short_description, locale), pickTranslated(listing.description, locale)]) || title,
    paths: pathsFor(pathIn),
    pictures: (listing.media?.pictures ?? []).filter((p): p is string => typeof p === 'string'),
    sold: isListingSold(listing),
    forRent: isListingForRent(listing),
    price: shown.kind === 'amount' ? shown.amount : null,
    lowPrice: null,
    rentPeriod: shown.kind === 'amount' ? shown.period : null,
    address: {
      visible,
      street: visible ? [pickTranslated(g.street, locale), g.number].filter(Boolean).join(' ') : '',
      zip: g.zip ?? '',
      city: g.city ?? '',
      region: g.region ?? '',
      country: g.country ?? '',
      lat: visible ? coordinate(g.latitude) : null,
      lon: visible ? coordinate(g.longitude) : null,
    },
    datePosted: g.publication_date ?? null,
  };
}

/** The detail page path of a record in a locale: the URL the detail block keeps in the address bar. */
export function detailPath(detail: EstateDetail, locale: Locale, labels: HeadLabels = {}, map?: RouteMap): string {
  if (detail.feed === 'notary') return listingLink(detail.listing, locale, notaryNames(detail.listing, labels, locale), map);
  return estateLink(detail.estate, locale, { parent: detail.parent ?? null, map });
}

/** schema.org Place of a listing: no street and no coordinates when the address is hidden. */
function place(address: Facts['address']): Record<string, unknown> {
  const postal: Record<string, unknown> = { '@type': 'PostalAddress' };
  if (address.street) postal.streetAddress = address.street;
  if (address.zip) postal.postalCode = address.zip;
  if (address.city) postal.addressLocality = address.city;
  if (address.country) postal.addressCountry = address.country;
  const result: Record<string, unknown> = { '@type': 'Place', address: postal };
  if (address.lat !== null && address.lon !== null) result.geo = { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lon };
  return result;
}

const SOLD_OUT = 'https://schema.org/SoldOut';
const IN_STOCK = 'https://schema.org/InStock';
const UNIT_CODE: Record<string, string> = { MONTH: 'MON', YEAR: 'ANN', WEEK: 'WEE', DAY: 'DAY' };

/** The Offer of a listing: sold or rented shows no price anywhere (spec §5), a project its lowest unit price. */
function offer(facts: Facts, url: string): Record<string, unknown> {
  const business = facts.forRent ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell';
  const base = { url, businessFunction: business, availability: facts.sold ? SOLD_OUT : IN_STOCK };
  if (facts.sold) return { '@type': 'Offer', ...base };
  if (facts.lowPrice !== null) return { '@type': 'AggregateOffer', ...base, lowPrice: facts.lowPrice, priceCurrency: 'EUR' };
  if (facts.price === null) return { '@type': 'Offer', ...base };
  const unitCode = facts.forRent && facts.rentPeriod ? UNIT_CODE[facts.rentPeriod] : undefined;
  return {
    '@type': 'Offer',
    ...base,
    price: facts.price,
    priceCurrency: 'EUR',
    ...(unitCode ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: facts.price, priceCurrency: 'EUR', unitCode } } : {}),
  };
}

/**
 * Head data of an estate, project, unit or notary listing detail page (title, description, canonical,
 * hreflang, Open Graph, JSON-LD RealEstateListing) in `locale`. Pure: usable by a CMS on the server
 * and by the detail block in the browser.
 */
export function estateHead(detail: EstateDetail, locale: Locale, urls: HeadUrls, options: EstateHeadOptions = {}): HeadData {
  const labels = options.labels ?? {};
  const pathIn = (l: Locale) => detailPath(options.translations?.[l] ?? detail, l, labels, options.routes);
  const facts = detail.feed === 'broker' ? brokerFacts(detail, locale, labels, pathIn) : notaryFacts(detail.listing, locale, labels, pathIn);
  const api = urls.api ?? urls.site;
  const images = facts.pictures.map((p) => absoluteHttpUrl(p, api)).filter((u): u is string => u !== null);
  const image: HeadImage | null = images.length ? { url: images[0], alt: facts.title, ...options.imageSize } : null;
  const hidden = isHiddenStatus(detailStatusId(detail), options.settings);
  const canonical = siteUrl(facts.paths[locale], urls);
  const listingOffer = offer(facts, canonical);
  const shownPrice = listingOffer.price ?? listingOffer.lowPrice;
  const priceMeta: HeadMeta[] =
    typeof shownPrice === 'number'
      ? [
          { attribute: 'property', key: 'product:price:amount', content: String(shownPrice) },
          { attribute: 'property', key: 'product:price:currency', content: 'EUR' },
        ]
      : [];
  const head = pageHead({ locale, title: facts.title, description: facts.description, paths: facts.paths, urls, siteName: options.siteName, type: 'article', image, extraMeta: priceMeta, noindex: hidden });
  return {
    ...head,
    ...(image && !hidden ? { preloadImage: image.url } : {}),
    jsonLd: hidden
      ? null
      : {
          '@context': 'https://schema.org',
          '@type': 'RealEstateListing',
          '@id': canonical,
          url: canonical,
          name: facts.title,
          description: head.description,
          inLanguage: locale,
          ...(facts.datePosted ? { datePosted: facts.datePosted } : {}),
          ...(images.length ? { image: images } : {}),
          contentLocation: place(facts.address),
          offers: listingOffer,
        },
  };
}
