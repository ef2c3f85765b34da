import { rentalTitle } from '../view-models/rental-title';
import type { Locale } from '../i18n/locale';
import type { RentalPeriod, RentalUnit } from '../model/rental';
import { rentalUnitLink } from '../routes/links';
import type { RouteMap } from '../routes/route-map';
import { pickTranslated } from '../routes/slug';
import type { HeadData, HeadUrls } from './head-data';
import { absoluteHttpUrl, describingText } from './head-text';
import { pageHead, pathsFor } from './page-head';

export interface RentalHeadOptions {
  siteName?: string;
  imageSize?: { width: number; height: number };
  /** The site's route map (a block's useBlock().routes); default spec §2's, {}. */
  routes?: RouteMap;
}

const text = (value: unknown, locale: Locale) => (typeof value === 'string' ? value : pickTranslated(value as Parameters<typeof pickTranslated>[0], locale));
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** Head data of a holiday rental unit page: a schema.org VacationRental with an Offer per bookable period, in date order. */
export function rentalHead(unit: RentalUnit, periods: readonly RentalPeriod[], locale: Locale, urls: HeadUrls, options: RentalHeadOptions = {}): HeadData {
  const g = unit.general ?? ({} as RentalUnit['general']);
  const city = unit.address?.city ? unit.address.city.alias?.[locale] || unit.address.city.name : g.city?.name ?? '';
  const kind = text(g.subKind?.name, locale);
  const title = rentalTitle(unit, locale) || String(unit.id);
  const description = describingText([text(g.descriptionShort, locale), text(g.description, locale)]) || title;
  const api = urls.api ?? urls.site;
  const images = (unit.photos ?? []).map((p) => absoluteHttpUrl(p?.original, api)).filter((u): u is string => u !== null);
  const paths = pathsFor((l) => rentalUnitLink(unit.id, l, options.routes));
  const head = pageHead({
    locale,
    title,
    description,
    paths,
    urls,
    siteName: options.siteName,
    type: 'article',
    image: images.length ? { url: images[0], alt: title, ...options.imageSize } : null,
  });
  const visible = unit.address?.visible !== false;
  const address: Record<string, unknown> = { '@type': 'PostalAddress', addressCountry: 'BE' };
  const street = visible ? [text(unit.address?.street, locale), unit.address?.number].filter(Boolean).join(' ') : '';
  if (street) address.streetAddress = street;
  if (unit.address?.city?.zip) address.postalCode = unit.address.city.zip;
  if (city) address.addressLocality = city;
  const offers = [...periods]
    .filter((p) => typeof p?.start === 'string' && typeof p?.end === 'string')
    .sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end))
    .map((p) => ({
      '@type': 'Offer',
      ...(typeof p.price === 'number' && p.price > 0 ? { price: p.price, priceCurrency: 'EUR' } : {}),
      availabilityStarts: p.start,
      availabilityEnds: p.end,
      availability: p.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    }));
  const occupancy = count(g.maxOccupation);
  const bedrooms = count(unit.rooms?.bedrooms);
  return {
    ...head,
    ...(images.length ? { preloadImage: images[0] } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VacationRental',
      '@id': head.canonical,
      url: head.canonical,
      name: title,
      description: head.description,
      inLanguage: locale,
      ...(images.length ? { image: images } : {}),
      address,
      containsPlace: {
        '@type': 'Accommodation',
        ...(kind ? { additionalType: kind } : {}),
        ...(occupancy ? { occupancy: { '@type': 'QuantitativeValue', maxValue: occupancy } } : {}),
        ...(bedrooms ? { numberOfBedrooms: bedrooms } : {}),
      },
      ...(offers.length ? { makesOffer: offers } : {}),
    },
  };
}
