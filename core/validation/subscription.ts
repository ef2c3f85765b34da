import type { SubscriptionCriteria, SubscriptionRequest, SubscriptionUpdate } from '../api/types';
import { FORM_ERROR, LIMITS, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish, type FieldReader } from './rules';

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
  };
  if (typeof criteria.priceMin === 'number' && typeof criteria.priceMax === 'number' && criteria.priceMin > criteria.priceMax) {
    c.fail('priceMax', FORM_ERROR.priceOrder);
  }
  for (const [field, key] of Object.entries(c.fields)) r.fail(field, key);
  for (const k of Object.keys(criteria)) if (criteria[k] === undefined) delete criteria[k];
  return criteria as unknown as SubscriptionCriteria;
}

/** Criteria may come nested (`criteria: {…}`, a JSON body) or flat beside the other fields (form values). */
function criteriaSource(r: FieldReader): unknown {
  const nested = r.src.criteria;
  return typeof nested === 'object' && nested !== null ? nested : r.src;
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
