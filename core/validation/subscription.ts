import type { SubscriptionCriteria, SubscriptionRequest, SubscriptionUpdate } from '../api/types';
import { FORM_ERROR, LIMITS, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish, type FieldReader } from './rules';
import { formatGeoRange, isValidGeoRange, parseGeoRange } from '../query/geo-range';

const COUNTRY = /^[A-Za-z]{2}$/;

/** ISO country codes, a list or comma-separated; undefined (and an error) when one is not a code. */
function countryList(c: FieldReader, field: string): string[] | undefined {
  const v = c.src[field];
  if (v === undefined || v === null || v === '') return [];
  const items = (Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v]).map((x) => (typeof x === 'string' ? x.trim() : x));
  if (items.length > LIMITS.listItems || !items.every((x) => typeof x === 'string' && COUNTRY.test(x))) return c.fail(field, FORM_ERROR.invalid);
  return [...new Set((items as string[]).map((x) => x.toUpperCase()))];
}

/** A distance search in its URL form, written back canonically; undefined (and an error) when it does not parse. */
function geoRangeText(c: FieldReader, field: string): string | undefined {
  const text = c.text(field, { max: 80 });
  if (text === undefined) return undefined;
  const range = parseGeoRange(text);
  return isValidGeoRange(range) ? formatGeoRange(range) : c.fail(field, FORM_ERROR.invalid);
}

function readCriteria(input: unknown, r: FieldReader): SubscriptionCriteria {
  // Criteria errors are reported under their own names (transactions, priceMax, …) so a form can show them.
  const c = createFieldReader(input);
  const criteria: Record<string, unknown> = {
    transactions: c.intList('transactions'),
    headTypes: c.intList('headTypes'),
    cities: c.intList('cities'),
    priceMin: c.int('priceMin', { min: 0, max: LIMITS.price }),
    priceMax: c.int('priceMax', { min: 0, max: LIMITS.price }),
    bedroomsMin: c.int('bedroomsMin', { min: 0, max: LIMITS.bedrooms }),
    subTypes: c.intList('subTypes'),
    countries: countryList(c, 'countries'),
    geoRange: geoRangeText(c, 'geoRange'),
  };
  if (typeof criteria.priceMin === 'number' && typeof criteria.priceMax === 'number' && criteria.priceMin > criteria.priceMax) {
    c.fail('priceMax', FORM_ERROR.priceOrder);
  }
  for (const [field, key] of Object.entries(c.fields)) r.fail(field, key);
  // Optional lists the search did not use stay out of the stored criteria, like absent numbers.
  for (const k of ['subTypes', 'countries']) if (Array.isArray(criteria[k]) && (criteria[k] as unknown[]).length === 0) delete criteria[k];
  for (const k of Object.keys(criteria)) if (criteria[k] === undefined) delete criteria[k];
  return criteria as unknown as SubscriptionCriteria;
}

/** Criteria may come nested (`criteria: {…}`, a JSON body) or flat beside the other fields (form values). */
function criteriaSource(r: FieldReader): unknown {
  const nested = r.src.criteria;
  return typeof nested === 'object' && nested !== null ? nested : r.src;
}

/**
 * The criteria alone of form values or a body, read by the same rules as the subscription (flat or
 * nested); null when one of them would be refused (a price that is no number, a minimum above the maximum).
 */
export function readSubscriptionCriteria(input: unknown): SubscriptionCriteria | null {
  const r = createFieldReader(input);
  const criteria = readCriteria(criteriaSource(r), r);
  return Object.keys(r.fields).length ? null : criteria;
}

/** POST /sites/{siteId}/notifications body (core/api SubscriptionRequest). */
export function validateSubscription(input: unknown, context?: ValidationContext): ValidationResult<SubscriptionRequest> {
  const r = createFieldReader(input, context);
  return finish<SubscriptionRequest>(r, {
    firstName: r.text('firstName', { required: true }),
    lastName: r.text('lastName', { required: true }),
    email: r.email('email'),
    phone: r.phone('phone', false),
    criteria: readCriteria(criteriaSource(r), r),
    agreements: r.agreements(),
    locale: r.locale(),
    ...r.spam(),
  });
}

/** PUT /sites/{siteId}/notifications/{token} body (core/api SubscriptionUpdate); the e-mail is fixed. */
export function validateSubscriptionUpdate(input: unknown, context?: ValidationContext): ValidationResult<SubscriptionUpdate> {
  const r = createFieldReader(input, context);
  return finish<SubscriptionUpdate>(r, {
    firstName: r.text('firstName', { required: true }),
    lastName: r.text('lastName', { required: true }),
    phone: r.phone('phone', false),
    criteria: readCriteria(criteriaSource(r), r),
    locale: r.locale(),
    ...r.spam(),
  });
}
