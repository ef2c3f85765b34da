import type { Estate } from '../model/estate';
import type { Translated } from '../model/common';
import type { Locale } from '../i18n/locale';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const QUOTES_AND_DOTS = /['"`´‘’‚‛“”„‟«».]/g;
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const ASCII_QUOTES_AND_DOTS = /['"`.]/g;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;
const EDGE_DASHES = /^-+|-+$/g;
const SPECIAL_LETTERS = /[ßæœøłđðþı]/g;
const MARKS = /\p{M}/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * One slug part: lowercased, accents and quotes/dots removed, every other run of non-letters/digits
 * a single '-', non-Latin letters percent-encoded in lowercase. Output only has [a-z0-9%-]; never throws.
 */
export function slugify(text: unknown): string {
  const source = typeof text === 'string' || typeof text === 'number' ? String(text) : '';
  // Most parts (types, postal codes, many streets) are plain ASCII: the same result without the
  // Unicode-aware passes, which cost a 500-row list several milliseconds per frame on a phone.
  return PRINTABLE_ASCII.test(source) ? asciiSlug(source) : unicodeSlug(source);
}

/** The general path of slugify, for any text. */
export function unicodeSlug(source: string): string {
  return encodeURIComponent(
    source
      .replace(LONE_SURROGATE, '')
      .toLowerCase()
      .replace(SPECIAL_LETTERS, (c) => LIGATURES[c])
      .normalize('NFKD')
      .replace(MARKS, '')
      .replace(QUOTES_AND_DOTS, '')
      .replace(SEPARATORS, '-')
      .replace(EDGE_DASHES, ''),
  ).toLowerCase();
}

/** slugify for printable ASCII: the general path's result, without its Unicode-aware passes (slug.test holds them equal). */
export function asciiSlug(source: string): string {
  return source.toLowerCase().replace(ASCII_QUOTES_AND_DOTS, '').replace(ASCII_SEPARATORS, '-').replace(EDGE_DASHES, '');
}

/** Slugs of `parts`, the empty ones left out, joined by '-'. */
function joinSlug(parts: unknown[]): string {
  return joinSlugs(parts.map(slugify));
}

/** Parts that are slugs already: slugified again, a percent-encoded letter would lose its '%'. */
function joinSlugs(slugs: string[]): string {
  return slugs.filter((part) => part !== '').join('-');
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
  return joinSlugs([what, place ? slugPreposition(locale) : '', place]);
}

/** Project slug (spec §2): title without quotes and dots, 'in'/'a', postal code, city. */
export function buildProjectSlug(title: string | null | undefined, postalCode: string | null | undefined, city: string | null | undefined, locale: Locale): string {
  const place = joinSlug([postalCode, city]);
  return joinSlugs([slugify(title), place ? slugPreposition(locale) : '', place]);
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
