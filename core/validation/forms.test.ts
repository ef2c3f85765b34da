import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  MIN_FILL_MS,
  validateAppointment,
  validateContact,
  validateReservation,
  validateSendToFriend,
  validateSubscription,
  validateSubscriptionUpdate,
  type ValidationContext,
} from './index';

const NOW = 1_800_000_000_000;
const ctx: ValidationContext = { now: NOW, requiredAgreements: ['privacy'] };
const envelope = { agreements: ['privacy', 'terms'], locale: 'fr', website: '', startedAt: NOW - 10_000 };

type Row = [string, Record<string, unknown>, string, string];

function errorsOf(result: { ok: boolean; fields?: Record<string, string> }): Record<string, string> {
  return (result.ok ? {} : result.fields) ?? {};
}

describe('DESIGN §3 contact form schema', () => {
  const valid = { ...envelope, firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', phone: '0470 12 34 56', message: 'Is this house still available?', estateId: 1042 };

  it('stores no NUL or other control characters (the message keeps its lines)', () => {
    const result = validateContact({ ...valid, firstName: 'J\u0000an', message: 'Is this house\u0007\nstill\u001b available?' }, ctx);
    expect(result).toEqual({ ok: true, value: { ...valid, firstName: 'Jan', message: 'Is this house\nstill available?' } });
    expect(errorsOf(validateContact({ ...valid, lastName: '\u0000\u0000' }, ctx))).toEqual({ lastName: 'form.error.required' });
  });

  it('accepts a complete message and trims it', () => {
    const result = validateContact({ ...valid, firstName: '  Jan ' }, ctx);
    expect(result).toEqual({ ok: true, value: valid });
  });

  it('drops empty optional fields (phone, estateId) and reads numeric strings', () => {
    const result = validateContact({ ...valid, phone: '', estateId: '' }, ctx);
    expect(result.ok && result.value).not.toHaveProperty('phone');
    expect(result.ok && result.value).not.toHaveProperty('estateId');
    const fromForm = validateContact({ ...valid, estateId: '1042' }, ctx);
    expect(fromForm.ok && fromForm.value.estateId).toBe(1042);
  });

  it.each<Row>([
    ['first name required', { firstName: ' ' }, 'firstName', 'form.error.required'],
    ['last name required', { lastName: undefined }, 'lastName', 'form.error.required'],
    ['name length', { lastName: 'x'.repeat(LIMITS.name + 1) }, 'lastName', 'form.error.too_long'],
    ['name must be text', { firstName: 42 }, 'firstName', 'form.error.invalid'],
    ['email required', { email: '' }, 'email', 'form.error.required'],
    ['email format', { email: 'jan.example.be' }, 'email', 'form.error.email'],
    ['email length', { email: `${'a'.repeat(60)}@${'b'.repeat(200)}.be` }, 'email', 'form.error.too_long'],
    ['phone format', { phone: '12345' }, 'phone', 'form.error.phone'],
    ['message required', { message: '' }, 'message', 'form.error.required'],
    ['message length', { message: 'x'.repeat(LIMITS.message + 1) }, 'message', 'form.error.too_long'],
    ['estateId is a positive integer', { estateId: '../etc' }, 'estateId', 'form.error.invalid'],
    ['required agreement accepted', { agreements: ['terms'] }, 'agreements', 'form.error.consent'],
    ['consent box ticked', { consent: false }, 'agreements', 'form.error.consent'],
    ['locale known', { locale: 'es' }, 'locale', 'form.error.invalid'],
    ['honeypot empty', { website: 'http://spam.example' }, 'website', 'form.error.spam'],
    ['minimum fill time (3 s)', { startedAt: NOW - MIN_FILL_MS + 1 }, 'startedAt', 'form.error.spam'],
    ['startedAt present', { startedAt: undefined }, 'startedAt', 'form.error.spam'],
  ])('rejects: %s', (_rule, patch, field, key) => {
    expect(errorsOf(validateContact({ ...valid, ...patch }, ctx))).toEqual({ [field]: key });
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(errorsOf(validateContact({}, ctx))).sort()).toEqual(['agreements', 'email', 'firstName', 'lastName', 'message', 'startedAt']);
  });

  it('skips spam checks when asked (the client waits instead) but keeps the honeypot value', () => {
    const result = validateContact({ ...valid, startedAt: NOW, website: 'x' }, { ...ctx, checkSpam: false });
    expect(result.ok && result.value.website).toBe('x');
  });

  it('accepts exactly 3 s of fill time, a ticked box, and a missing locale as nl', () => {
    const result = validateContact({ ...valid, consent: 'on', startedAt: NOW - MIN_FILL_MS, locale: undefined }, ctx);
    expect(result.ok && result.value.locale).toBe('nl');
    expect(result.ok && result.value).not.toHaveProperty('consent');
  });

  it('rejects a body that is not an object', () => {
    expect(validateContact('name=Jan', ctx).ok).toBe(false);
  });
});

describe('DESIGN §3 send-to-a-friend schema', () => {
  const valid = { ...envelope, senderName: 'Marie Dubois', senderEmail: 'marie@example.be', friendEmail: 'luc@example.fr', message: 'Regarde!', estateId: 17 };

  it('accepts a complete request', () => {
    expect(validateSendToFriend(valid, ctx)).toEqual({ ok: true, value: valid });
  });

  it.each<Row>([
    ['sender name required', { senderName: '' }, 'senderName', 'form.error.required'],
    ['sender email format', { senderEmail: 'marie@' }, 'senderEmail', 'form.error.email'],
    ['friend name length', { friendName: 'x'.repeat(LIMITS.name + 1) }, 'friendName', 'form.error.too_long'],
    ['friend email required', { friendEmail: '' }, 'friendEmail', 'form.error.required'],
    ['friend email format', { friendEmail: 'luc at example' }, 'friendEmail', 'form.error.email'],
    ['message length', { message: 'x'.repeat(LIMITS.message + 1) }, 'message', 'form.error.too_long'],
    ['estateId required', { estateId: '' }, 'estateId', 'form.error.required'],
    ['estateId positive', { estateId: 0 }, 'estateId', 'form.error.invalid'],
    ['consent', { agreements: [] }, 'agreements', 'form.error.consent'],
    ['honeypot', { website: 'x' }, 'website', 'form.error.spam'],
  ])('rejects: %s', (_rule, patch, field, key) => {
    expect(errorsOf(validateSendToFriend({ ...valid, ...patch }, ctx))).toEqual({ [field]: key });
  });
});

describe('DESIGN §3 keep-me-informed subscription schema', () => {
  const criteria = { transactions: [1], headTypes: [1, 2], cities: [12, 40], priceMin: 150000, priceMax: 400000, bedroomsMin: 3 };
  const valid = { ...envelope, firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', criteria };

  it('accepts nested criteria (JSON body)', () => {
    expect(validateSubscription(valid, ctx)).toEqual({ ok: true, value: valid });
  });

  it('accepts flat string criteria (form values) and turns them into numbers', () => {
    const flat = { ...envelope, firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', transactions: '1', headTypes: ['1', '2'], cities: '12,40', priceMin: '150000', priceMax: '400000', bedroomsMin: '3' };
    const result = validateSubscription(flat, ctx);
    expect(result.ok && result.value.criteria).toEqual(criteria);
  });

  it('keeps empty criteria as empty lists (any) and absent bounds', () => {
    const result = validateSubscription({ ...valid, criteria: {} }, ctx);
    expect(result.ok && result.value.criteria).toEqual({ transactions: [], headTypes: [], cities: [] });
  });

  it.each<Row>([
    ['email required', { email: '' }, 'email', 'form.error.required'],
    ['email format', { email: 'x@y' }, 'email', 'form.error.email'],
    ['first name required', { firstName: '' }, 'firstName', 'form.error.required'],
    ['phone format', { phone: '+32 12' }, 'phone', 'form.error.phone'],
    ['transaction ids', { criteria: { ...criteria, transactions: ['sale'] } }, 'transactions', 'form.error.invalid'],
    ['type ids', { criteria: { ...criteria, headTypes: ['HOUSE'] } }, 'headTypes', 'form.error.invalid'],
    ['city ids', { criteria: { ...criteria, cities: [0] } }, 'cities', 'form.error.invalid'],
    ['city list bounded', { criteria: { ...criteria, cities: Array.from({ length: LIMITS.listItems + 1 }, (_, i) => i + 1) } }, 'cities', 'form.error.too_long'],
    ['price is a number', { criteria: { ...criteria, priceMin: '150k' } }, 'priceMin', 'form.error.number'],
    ['price not negative', { criteria: { ...criteria, priceMax: -1 } }, 'priceMax', 'form.error.number'],
    ['price min ≤ max', { criteria: { ...criteria, priceMin: 500000 } }, 'priceMax', 'form.error.price_order'],
    ['bedrooms bounded', { criteria: { ...criteria, bedroomsMin: LIMITS.bedrooms + 1 } }, 'bedroomsMin', 'form.error.number'],
    ['consent', { consent: false }, 'agreements', 'form.error.consent'],
    ['fill time', { startedAt: NOW - 100 }, 'startedAt', 'form.error.spam'],
  ])('rejects: %s', (_rule, patch, field, key) => {
    expect(errorsOf(validateSubscription({ ...valid, ...patch }, ctx))).toEqual({ [field]: key });
  });

  it('update: no e-mail or agreements needed, same criteria rules', () => {
    const { email: _e, agreements: _a, ...update } = valid;
    expect(validateSubscriptionUpdate(update, ctx).ok).toBe(true);
    expect(errorsOf(validateSubscriptionUpdate({ ...update, criteria: { priceMin: 9, priceMax: 1 } }, ctx))).toEqual({ priceMax: 'form.error.price_order' });
    expect(errorsOf(validateSubscriptionUpdate({ ...update, lastName: '' }, ctx))).toEqual({ lastName: 'form.error.required' });
  });
});

describe('DESIGN §3 appointment booking schema', () => {
  const visitor = { firstName: 'Jan', lastName: 'Peeters', phone: '+32 470 12 34 56', email: 'jan@example.be' };
  const valid = { ...envelope, estateId: 1042, slotStart: '2027-03-02T10:00:00+01:00', visitor };

  it('accepts a nested booking without a message', () => {
    expect(validateAppointment(valid, ctx)).toEqual({ ok: true, value: valid });
  });

  it('accepts flat form values and nests the visitor', () => {
    const result = validateAppointment({ ...envelope, estateId: '1042', slotStart: valid.slotStart, ...visitor }, ctx);
    expect(result.ok && result.value.visitor).toEqual(visitor);
  });

  it.each<Row>([
    ['estate required', { estateId: '' }, 'estateId', 'form.error.required'],
    ['slot required', { slotStart: '' }, 'slotStart', 'form.error.required'],
    ['slot is an ISO date-time', { slotStart: '2027-03-02 10:00' }, 'slotStart', 'form.error.date'],
    ['first name required', { visitor: { ...visitor, firstName: '' } }, 'firstName', 'form.error.required'],
    ['last name length', { visitor: { ...visitor, lastName: 'x'.repeat(LIMITS.name + 1) } }, 'lastName', 'form.error.too_long'],
    ['email format', { visitor: { ...visitor, email: 'jan' } }, 'email', 'form.error.email'],
    ['phone required', { visitor: { ...visitor, phone: '' } }, 'phone', 'form.error.required'],
    ['phone format', { visitor: { ...visitor, phone: '0470' } }, 'phone', 'form.error.phone'],
    ['phone length', { visitor: { ...visitor, phone: '0'.repeat(LIMITS.phone + 1) } }, 'phone', 'form.error.too_long'],
    ['message length', { message: 'x'.repeat(LIMITS.message + 1) }, 'message', 'form.error.too_long'],
    ['consent', { consent: 'no' }, 'agreements', 'form.error.consent'],
  ])('rejects: %s', (_rule, patch, field, key) => {
    expect(errorsOf(validateAppointment({ ...valid, ...patch }, ctx))).toEqual({ [field]: key });
  });
});

describe('DESIGN §3 rental reservation request schema', () => {
  const valid = { ...envelope, rentalUnitId: 301, arrival: '2027-07-10', departure: '2027-07-17', adults: 2, children: 2, firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.de', phone: '+49 30 1234567' };

  it('accepts dates and a period id', () => {
    expect(validateReservation({ ...valid, periodId: 9 }, { ...ctx, maxOccupation: 4 })).toEqual({ ok: true, value: { ...valid, periodId: 9 } });
  });

  it.each<[string, Record<string, unknown>, ValidationContext, string, string]>([
    ['unit required', { rentalUnitId: '' }, {}, 'rentalUnitId', 'form.error.required'],
    ['period id positive', { periodId: -3 }, {}, 'periodId', 'form.error.invalid'],
    ['arrival required', { arrival: '' }, {}, 'arrival', 'form.error.required'],
    ['departure format', { departure: '17/07/2027' }, {}, 'departure', 'form.error.date'],
    ['departure after arrival (same day)', { departure: '2027-07-10' }, {}, 'departure', 'form.error.date_order'],
    ['departure after arrival (before)', { departure: '2027-07-01' }, {}, 'departure', 'form.error.date_order'],
    ['adults required', { adults: '' }, {}, 'adults', 'form.error.required'],
    ['adults at least 1', { adults: 0 }, {}, 'adults', 'form.error.number'],
    ['adults a whole number', { adults: 2.5 }, {}, 'adults', 'form.error.number'],
    ['children not negative', { children: -1 }, {}, 'children', 'form.error.number'],
    ['people ≤ maxOccupation', { children: 3 }, { maxOccupation: 4 }, 'children', 'form.error.max_occupation'],
    ['adults alone ≤ maxOccupation', { adults: 5, children: 0 }, { maxOccupation: 4 }, 'adults', 'form.error.max_occupation'],
    ['first name required', { firstName: '' }, {}, 'firstName', 'form.error.required'],
    ['phone required', { phone: '' }, {}, 'phone', 'form.error.required'],
    ['consent', { agreements: [] }, {}, 'agreements', 'form.error.consent'],
    ['honeypot', { website: 'x' }, {}, 'website', 'form.error.spam'],
  ])('rejects: %s', (_rule, patch, extra, field, key) => {
    expect(errorsOf(validateReservation({ ...valid, ...patch }, { ...ctx, ...extra }))).toEqual({ [field]: key });
  });

  it('accepts a party of exactly maxOccupation from form strings', () => {
    expect(validateReservation({ ...valid, adults: '4', children: '' }, { ...ctx, maxOccupation: 4 }).ok).toBe(true);
  });
});
