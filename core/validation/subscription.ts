import type { FormEnvelope } from './contact';
import { FORM_ERROR, LIMITS, type ValidationContext, type ValidationResult } from './messages';
import { createFieldReader, finish, type FieldReader } from './rules';

/** Search criteria of a keep-me-informed subscription; ids as in the estate search body (DESIGN §5). */
export interface SubscriptionCriteria {
  /** general.transaction.id */
  transaction?: number;
  /** general.headType.id values */
  types: number[];
  /** general.address.city.id values */
  cities: number[];
  priceMin?: number;
  priceMax?: number;
  /** Minimum bedroom count. */
  bedrooms?: number;
}

/** POST /notifications and PUT /notifications/{token} body after validation. */
export interface SubscriptionValue extends FormEnvelope {
  email: string;
  name: string;
  criteria: SubscriptionCriteria;
}

function readCriteria(input: unknown, r: FieldReader): SubscriptionCriteria {
  // Criteria fields are reported under their own names (transaction, types, …) so a form can show them.
  const nested = createFieldReader(input);
  const c: Record<string, unknown> = {
    transaction: nested.int('transaction', { min: 1, max: 99 }),
    types: nested.intList('types'),
    cities: nested.intList('cities'),
    priceMin: nested.int('priceMin', { min: 0, max: LIMITS.price }),
    priceMax: nested.int('priceMax', { min: 0, max: LIMITS.price }),
    bedrooms: nested.int('bedrooms', { min: 0, max: LIMITS.bedrooms }),
  };
  if (typeof c.priceMin === 'number' && typeof c.priceMax === 'number' && c.priceMin > c.priceMax) {
    nested.fail('priceMax', FORM_ERROR.priceOrder);
  }
  for (const [field, key] of Object.entries(nested.fields)) r.fail(field, key);
  for (const k of Object.keys(c)) if (c[k] === undefined) delete c[k];
  return c as unknown as SubscriptionCriteria;
}

/** Criteria may come nested (`criteria: {…}`, JSON body) or flat beside the other fields (form values). */
export function validateSubscription(input: unknown, context?: ValidationContext): ValidationResult<SubscriptionValue> {
  const r = createFieldReader(input, context);
  const nested = r.src.criteria;
  return finish<SubscriptionValue>(r, {
    email: r.email('email'),
    name: r.text('name', { required: true }),
    criteria: readCriteria(typeof nested === 'object' && nested !== null ? nested : r.src, r),
    ...r.consent(),
    locale: r.locale(),
    ...r.spam(),
  });
}
