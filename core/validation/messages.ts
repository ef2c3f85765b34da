/** Message keys a validation failure carries; widgets translate them (core/i18n/messages/forms.*.ts). */
export const FORM_ERROR = {
  required: 'form.error.required',
  email: 'form.error.email',
  phone: 'form.error.phone',
  tooLong: 'form.error.too_long',
  consent: 'form.error.consent',
  maxOccupation: 'form.error.max_occupation',
  dateOrder: 'form.error.date_order',
  date: 'form.error.date',
  number: 'form.error.number',
  priceOrder: 'form.error.price_order',
  invalid: 'form.error.invalid',
  spam: 'form.error.spam',
} as const;

export type FormErrorKey = (typeof FORM_ERROR)[keyof typeof FORM_ERROR];

/** Field name → message key of its first failing rule. */
export type FieldErrors = Record<string, FormErrorKey>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

export interface ValidationContext {
  /** Clock for the minimum fill time; default Date.now(). */
  now?: number;
  /** Check honeypot and fill time; default true. A client form may skip it and wait instead. */
  checkSpam?: boolean;
  /** Ids of agreements the visitor must accept; default none beyond the consent box itself. */
  requiredAgreements?: readonly string[];
  /** Reservation: the rental unit's maximum occupation; default LIMITS.people. */
  maxOccupation?: number;
}

/** Length and size bounds shared by every form. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
  listItems: 50,
  price: 100_000_000,
  bedrooms: 20,
  people: 50,
} as const;

/** Submits faster than this after the form appeared are treated as spam. */
export const MIN_FILL_MS = 3000;

