import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  MIN_FILL_MS,
  validateAppointment,
  validateContact,
  validateReservation,
  validateSendToFriend,
  validateSubscription,
  type ValidationContext,
} from './index';

const NOW = 1_800_000_000_000;
const ctx: ValidationContext = { now: NOW };
const envelope = { consent: true, agreements: ['privacy', 'terms'], locale: 'fr', website: '', startedAt: NOW - 10_000 };

type Row = [string, Record<string, unknown>, string, string];

function errorsOf(result: { ok: boolean; fields?: Record<string, string> }) {
  return (result.ok ? {} : result.fields) ?? {};
}

describe('DESIGN §3 contact form schema', () => {
  const valid = { ...envelope, name: 'Jan Peeters', email: 'jan@example.be', phone: '0470 12 34 56', message: 'Is this house still available?', estateId: '1042' };

  it('accepts a complete message and normalizes it', () => {
    const result = validateContact({ ...valid, name: '  Jan Peeters ' }, ctx);
    expect(result).toEqual({ ok: true, value: { ...valid, website: undefined, locale: 'fr' } });
    if (result.ok) expect(result.value).not.toHaveProperty('website');
  });

  it('drops empty optional fields (phone, estateId)', () => {
    const result = validateContact({ ...valid, phone: '', estateId: undefined }, ctx);
    expect(result.ok && result.value).not.toHaveProperty('phone');
    expect(result.ok && result.value).not.toHaveProperty('estateId');
  });

  it.each<Row>([
    ['name required', { name: ' ' }, 'name', 'form.error.required'],
    ['name length', { name: 'x'.repeat(LIMITS.name + 1) }, 'name', 'form.error.too_long'],
    ['email required', { email: '' }, 'email', 'form.error.required'],
    ['email format', { email: 'jan.example.be' }, 'email', 'form.error.email'],
    ['email length', { email: `${'a'.repeat(60)}@${'b'.repeat(200)}.be` }, 'email', 'form.error.too_long'],
    ['phone format', { phone: '12345' }, 'phone', 'form.error.phone'],
    ['message required', { message: '' }, 'message', 'form.error.required'],
    ['message length', { message: 'x'.repeat(LIMITS.message + 1) }, 'message', 'form.error.too_long'],
    ['estateId charset', { estateId: '../etc' }, 'estateId', 'form.error.invalid'],
    ['consent required', { consent: false }, 'consent', 'form.error.consent'],
    ['locale known', { locale: 'es' }, 'locale', 'form.error.invalid'],
    ['name must be text', { name: 42 }, 'name', 'form.error.invalid'],
    ['honeypot empty', { website: 'http://spam.example' }, 'website', 'form.error.spam'],
    ['minimum fill time', { startedAt: NOW - MIN_FILL_MS + 1 }, 'startedAt', 'form.error.spam'],
    ['startedAt present', { startedAt: undefined }, 'startedAt', 'form.error.spam'],
  ])('rejects: %s', (_rule, patch, field, key) => {
    expect(errorsOf(validateContact({ ...valid, ...patch }, ctx))).toEqual({ [field]: key });
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(errorsOf(validateContact({}, ctx))).sort()).toEqual(['consent', 'email', 'message', 'name', 'startedAt']);
  });

  it('skips spam checks when asked (client side waits instead)', () => {
    expect(validateContact({ ...valid, startedAt: NOW }, { ...ctx, checkSpam: false }).ok).toBe(true);
  });

  it('requires the listed agreements when the context names them', () => {
    expect(errorsOf(validateContact({ ...valid, agreements: ['terms'] }, { ...ctx, requiredAgreements: ['privacy', 'terms'] }))).toEqual({
      consent: 'form.error.consent',
    });
  });

  it('accepts a minimum fill time of exactly 3 s and a missing locale as nl', () => {
    const result = validateContact({ ...valid, startedAt: NOW - MIN_FILL_MS, locale: undefined }, ctx);
    expect(result.ok && result.value.locale).toBe('nl');
  });

  it('rejects a non-object body', () => {
    expect(validateContact('name=Jan', ctx).ok).toBe(false);
  });
});

describe('DESIGN §3 send-to-a-friend schema', () => {
  const valid = { ...envelope, senderName: 'Marie Dubois', senderEmail: 'marie@example.be', friendEmail: 'luc@example.fr', message: 'Regarde!', estateId: 'E-17' };

  it('accepts a complete request', () => {
    expect(validateSendToFriend(valid, ctx).ok).toBe(true);
  });

  it.each<Row>([
    ['sender name required', { senderName: '' }, 'senderName', 'form.error.required'],
    ['sender email format', { senderEmail: 'marie@' }, 'senderEmail', 'form.error.email'],
    ['friend email required', { friendEmail: '' }, 'friendEmail', 'form.error.required'],
    ['friend email format', { friendEmail: 'luc at example' }, 'friendEmail', 'form.error.email'],
    ['message length', { message: 'x'.repeat(LIMITS.message + 1) }, 'message', 'form.error.too_long'],
    ['estateId required', { estateId: '' }, 'estateId', 'form.error.required'],
    ['estateId length', { estateId: 'x'.repeat(LIMITS.id + 1) }, 'estateId', 'form.error.too_long'],
    ['consent', { consent: undefined }, 'consent', 'form.error.consent'],
    ['honeypot', { website: 'x' }, 'website', 'form.error.spam'],
  ])('rejects: %s', (_rule, patch, field, key) => {
    expect(errorsOf(validateSendToFriend({ ...valid, ...patch }, ctx))).toEqual({ [field]: key });
  });
});

describe('DESIGN §3 keep-me-informed subscription schema', () => {
  const criteria = { transaction: 1, types: [1, 2], cities: [12, 40], priceMin: 150000, priceMax: 400000, bedrooms: 3 };
  const valid = { ...envelope, email: 'jan@example.be', name: 'Jan', criteria };

  it('accepts nested criteria (JSON body)', () => {
    const result = validateSubscription(valid, ctx);
    expect(result.ok && result.value.criteria).toEqual(criteria);
  });

  it('accepts flat string criteria (form values) and normalizes them to numbers', () => {
    const flat = { ...envelope, email: 'jan@example.be', name: 'Jan', transaction: '1', types: ['1', '2'], cities: '12,40', priceMin: '150000', priceMax: '400000', bedrooms: '3' };
    const result = validateSubscription(flat, ctx);
    expect(result.ok && result.value.criteria).toEqual(criteria);
  });

  it('keeps empty criteria as empty lists and absent keys', () => {
    const result = validateSubscription({ ...valid, criteria: {} }, ctx);
    expect(result.ok && result.value.criteria).toEqual({ types: [], cities: [] });
  });

  it.each<Row>([
    ['email required', { email: '' }, 'email', 'form.error.required'],
    ['email format', { email: 'x@y' }, 'email', 'form.error.email'],
    ['name required', { name: '' }, 'name', 'form.error.required'],
    ['transaction id', { criteria: { ...criteria, transaction: 'sale' } }, 'transaction', 'form.error.number'],
    ['type ids', { criteria: { ...criteria, types: ['HOUSE'] } }, 'types', 'form.error.invalid'],
    ['city ids', { criteria: { ...criteria, cities: [0] } }, 'cities', 'form.error.invalid'],
    ['city list bounded', { criteria: { ...criteria, cities: Array.from({ length: LIMITS.listItems + 1 }, (_, i) => i + 1) } }, 'cities', 'form.error.too_long'],
    ['price is a number', { criteria: { ...criteria, priceMin: '150k' } }, 'priceMin', 'form.error.number'],
    ['price not negative', { criteria: { ...criteria, priceMax: -1 } }, 'priceMax', 'form.error.number'],
    ['price min ≤ max', { criteria: { ...criteria, priceMin: 500000 } }, 'priceMax', 'form.error.price_order'],
    ['bedrooms bounded', { criteria: { ...criteria, bedrooms: LIMITS.bedrooms + 1 } }, 'bedrooms', 'form.error.number'],
    ['consent', { consent: false }, 'consent', 'form.error.consent'],
    ['fill time', { startedAt: NOW - 100 }, 'startedAt', 'form.error.spam'],
  ])('rejects: %s', (_rule, patch, field, key) => {
    expect(errorsOf(validateSubscription({ ...valid, ...patch }, ctx))).toEqual({ [field]: key });
  });
});

describe('DESIGN §3 appointment booking schema', () => {
  const valid = { ...envelope, slotId: 'slot-8f3a', estateId: '1042', firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', phone: '+32 470 12 34 56' };

  it('accepts a booking without a message', () => {
    expect(validateAppointment(valid, ctx).ok).toBe(true);
  });

  it.each<Row>([
    ['slot required', { slotId: '' }, 'slotId', 'form.error.required'],
    ['first name required', { firstName: '' }, 'firstName', 'form.error.required'],
    ['last name required', { lastName: undefined }, 'lastName', 'form.error.required'],
    ['last name length', { lastName: 'x'.repeat(LIMITS.name + 1) }, 'lastName', 'form.error.too_long'],
    ['email format', { email: 'jan' }, 'email', 'form.error.email'],
    ['phone required', { phone: '' }, 'phone', 'form.error.required'],
    ['phone format', { phone: '0470' }, 'phone', 'form.error.phone'],
    ['phone length', { phone: '0'.repeat(LIMITS.phone + 1) }, 'phone', 'form.error.too_long'],
    ['message length', { message: 'x'.repeat(LIMITS.message + 1) }, 'message', 'form.error.too_long'],
    ['consent', { consent: 'no' }, 'consent', 'form.error.consent'],
  ])('rejects: %s', (_rule, patch, field, key) => {
    expect(errorsOf(validateAppointment({ ...valid, ...patch }, ctx))).toEqual({ [field]: key });
  });
});

describe('DESIGN §3 rental reservation request schema', () => {
  const base = { ...envelope, rentalUnitId: '301', people: 4, name: 'Anna Schmidt', email: 'anna@example.de', phone: '+49 30 1234567' };
  const withDates = { ...base, startDate: '2027-07-10', endDate: '2027-07-17' };

  it('accepts dates', () => {
    expect(validateReservation(withDates, { ...ctx, maxOccupation: 6 }).ok).toBe(true);
  });

  it('accepts a period id instead of dates and drops the dates', () => {
    const result = validateReservation({ ...base, periodId: 'p-2027-28', startDate: 'junk' }, ctx);
    expect(result.ok && result.value).toMatchObject({ periodId: 'p-2027-28' });
    expect(result.ok && result.value).not.toHaveProperty('startDate');
  });

  it.each<[string, Record<string, unknown>, ValidationContext, string, string]>([
    ['unit required', { rentalUnitId: '' }, {}, 'rentalUnitId', 'form.error.required'],
    ['start date required without period', { startDate: '' }, {}, 'startDate', 'form.error.required'],
    ['end date format', { endDate: '17/07/2027' }, {}, 'endDate', 'form.error.date'],
    ['end after start', { endDate: '2027-07-10' }, {}, 'endDate', 'form.error.date_order'],
    ['end not before start', { endDate: '2027-07-01' }, {}, 'endDate', 'form.error.date_order'],
    ['people required', { people: '' }, {}, 'people', 'form.error.required'],
    ['people at least 1', { people: 0 }, {}, 'people', 'form.error.number'],
    ['people whole number', { people: 2.5 }, {}, 'people', 'form.error.number'],
    ['people ≤ maxOccupation', { people: 7 }, { maxOccupation: 6 }, 'people', 'form.error.max_occupation'],
    ['people ≤ absolute bound without context', { people: LIMITS.people + 1 }, {}, 'people', 'form.error.max_occupation'],
    ['name required', { name: '' }, {}, 'name', 'form.error.required'],
    ['phone required', { phone: '' }, {}, 'phone', 'form.error.required'],
    ['consent', { consent: false }, {}, 'consent', 'form.error.consent'],
    ['honeypot', { website: 'x' }, {}, 'website', 'form.error.spam'],
  ])('rejects: %s', (_rule, patch, extra, field, key) => {
    expect(errorsOf(validateReservation({ ...withDates, ...patch }, { ...ctx, ...extra }))).toEqual({ [field]: key });
  });

  it('accepts people equal to maxOccupation', () => {
    expect(validateReservation({ ...withDates, people: '6' }, { ...ctx, maxOccupation: 6 }).ok).toBe(true);
  });
});
