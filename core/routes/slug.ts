import type { Estate } from '../model/estate';
import type { Translated } from '../model/common';
import type { Locale } from '../i18n/locale';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const QUOTES_AND_DOTS = /['"`´‘’‚‛“”„‟«».]/g;
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * One slug part: lowercased, accents and quotes/dots removed, every other run of non-letters/digits
 * a single '-', non-Latin letters percent-encoded in lowercase. Output only has [a-z0-9%-]; never throws.
 */
export function slugify(text: unknown): string {
  const source = typeof text === 'string' || typeof text === 'number' ? String(text) : '';
  return encodeURIComponent(
    source
      .replace(LONE_SURROGATE, '')
      .toLowerCase()
      .replace(/[ßæœøłđðþı]/g, (c) => LIGATURES[c])
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(QUOTES_AND_DOTS, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  ).toLowerCase();
}

function joinSlug(parts: unknown[]): string {
  return parts.map(slugify).filter((part) => part !== '').join('-');
}

/** 'in', or 'a' in French (spec §2). */
export function slugPreposition(locale: Locale): string {
  return locale === 'fr' ? 'a' : 'in';
}

/** A text of a Translated object in the locale, else the first language that has one. */
export function pickTranslated(text: Translated | string | null | undefined, locale: Locale): string {
  if (typeof text === 'string') return text;
  if (!text) return '';
  return text[locale] || text.nl || text.fr || text.en || text.de || '';
}

export interface EstateSlugParts {
  subTypeName?: string | null;
  transactionName?: string | null;
  streetAddress?: string | null;
  postalCode?: string | null;
  city?: string | null;
}

/** Estate slug (spec §2): subtype, transaction, 'in'/'a', street address, postal code, city — 'villa-te-koop-in-kerkstraat-12-9000-gent'. */
export function buildEstateSlug(parts: EstateSlugParts, locale: Locale): string {
  const place = joinSlug([parts.streetAddress, parts.postalCode, parts.city]);
  const what = joinSlug([parts.subTypeName, parts.transactionName]);
  return joinSlug([what, place ? slugPreposition(locale) : '', place]);
}

/** Project slug (spec §2): title without quotes and dots, 'in'/'a', postal code, city. */
export function buildProjectSlug(title: string | null | undefined, postalCode: string | null | undefined, city: string | null | undefined, locale: Locale): string {
  const place = joinSlug([postalCode, city]);
  return joinSlug([title, place ? slugPreposition(locale) : '', place]);
}

function cityName(estate: Estate, locale: Locale): string {
  const city = estate.general?.address?.city;
  return city?.alias?.[locale] || city?.name || '';
}

/** The street line of an estate, empty when its address is not visible (the slug must not leak it). */
export function streetAddressOf(estate: Estate, locale: Locale): string {
  const address = estate.general?.address;
  if (!address || address.visible === false) return '';
  if (address.street_address) return address.street_address;
  return [pickTranslated(address.street, locale), address.number ?? ''].filter(Boolean).join(' ');
}

/** Estate slug from a broker-feed estate; `subTypeName` overrides the feed's name (e.g. a catalogue label). */
export function estateSlug(estate: Estate, locale: Locale, subTypeName?: string): string {
  const general = estate.general ?? ({} as Estate['general']);
  return buildEstateSlug(
    {
      subTypeName: subTypeName || general.subType?.name || general.subType?.code,
      transactionName: general.transaction?.name,
      streetAddress: streetAddressOf(estate, locale),
      postalCode: general.address?.city?.zip,
      city: cityName(estate, locale),
    },
    locale,
  );
}

/** Project slug from a project estate (its title in the locale). */
export function projectSlug(project: Estate, locale: Locale): string {
  return buildProjectSlug(pickTranslated(project.general?.title, locale), project.general?.address?.city?.zip, cityName(project, locale), locale);
}
