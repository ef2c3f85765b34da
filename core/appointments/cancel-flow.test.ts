import { describe, expect, it, vi } from 'vitest';
import type { Appointment } from '../model/appointment';
import { appointmentIdFromUrl } from './appointment-id';
import type { RouteMap } from '../routes/route-map';
import { cancelledAnswer, createCancelFlow, type CancelApi } from './cancel-flow';

const appointment: Appointment = {
  id: 'a1',
  estateId: 7,
  visitor: { firstName: 'Jan', lastName: 'Peeters', phone: '+32 470 12 34 56', email: 'jan@example.be' },
  appointmentStart: '2026-12-03T14:30:00+01:00',
};

const httpError = (status: number, responseText?: string) => Object.assign(new Error(`HTTP ${status}`), { status, responseText });
const cancelledAnswerOf = (cancelledAt: unknown) => httpError(404, JSON.stringify({ error: 'cancelled', message: 'appointment was cancelled', cancelledAt }));

describe('spec §2/§5: the appointment id is the last path segment, query string dropped', () => {
  it.each([
    ['a plain path', '/en/cancel-appointment/abc123', 'abc123'],
    ['a query string is dropped', '/nl/afspraak-annuleren/abc123?utm=mail', 'abc123'],
    ['a hash is dropped', '/fr/annuler-rendez-vous/abc123#top', 'abc123'],
    ['a full URL', 'http://127.0.0.1:8080/de/termin-absagen/X-y_z?x=1', 'X-y_z'],
    ['a trailing slash', '/en/cancel-appointment/abc123/', 'abc123'],
    ['percent-encoding decoded', '/en/cancel-appointment/a%20b', 'a b'],
    ['bad percent-encoding kept as is (no checks)', '/en/cancel-appointment/a%zz', 'a%zz'],
    ['no segment', '/', ''],
  ])('%s', (_rule, href, expected) => {
    expect(appointmentIdFromUrl(href)).toBe(expected);
  });
});

describe('DESIGN §3: the appointment id through the route map', () => {
  it.each<[string, string, RouteMap, string]>([
    ['query form: the appointment item', '/nl/afspraak-annuleren/?appointment=abc123&utm=mail', { form: 'query' }, 'abc123'],
    ['query form: a full URL, encoded', 'http://h.example/fr/annuler-rendez-vous/?appointment=a%20b', { form: 'query' }, 'a b'],
    ['query form: no item names no appointment', '/nl/afspraak-annuleren/', { form: 'query' }, ''],
    ['a base path and other words', '/immo/nl/annuleren/x9', { base: '/immo', words: { nl: { cancelAppointment: 'annuleren' } } }, 'x9'],
    ['a custom query template', '/afspraak?id=q1', { templates: { cancelAppointment: '/afspraak?id={appointmentId}' } }, 'q1'],
    ['a custom query template without its item', '/afspraak', { templates: { cancelAppointment: '/afspraak?id={appointmentId}' } }, ''],
  ])('%s', (_rule, href, map, expected) => {
    expect(appointmentIdFromUrl(href, map)).toBe(expected);
  });
});

function fakeApi(overrides: Partial<CancelApi> = {}): CancelApi {
  return {
    getAppointment: vi.fn(async () => appointment),
    cancelAppointment: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('spec §4 cancel page: loading → loaded or not found', () => {
  it.each([
    ['an appointment loads', async () => appointment, 'loaded'],
    ['an empty answer (204) is not found', async () => null, 'notFound'],
    ['a 404 is not found (spec §8: a failed load gives not found)', async () => Promise.reject(httpError(404)), 'notFound'],
    ['a 500 is not found too', async () => Promise.reject(httpError(500)), 'notFound'],
    ['a malformed answer is not found, not a crash', async () => ({ id: 'x' }) as Appointment, 'notFound'],
  ])('%s', async (_rule, getAppointment, phase) => {
    const flow = createCancelFlow(fakeApi({ getAppointment }), 'a1');
    expect(flow.store.getState().phase).toBe('loading');
    await flow.load();
    expect(flow.store.getState().phase).toBe(phase);
  });

  it('an empty id is not found without a call', async () => {
    const api = fakeApi();
    const flow = createCancelFlow(api, '');
    await flow.load();
    expect(flow.store.getState().phase).toBe('notFound');
    expect(api.getAppointment).not.toHaveBeenCalled();
  });
});

describe('spec §4 cancel page: busy → cancelled or error (retry possible)', () => {
  it('busy while the call runs, then cancelled', async () => {
    let finish!: () => void;
    const api = fakeApi({ cancelAppointment: vi.fn(() => new Promise<void>((r) => (finish = r))) });
    const flow = createCancelFlow(api, 'a1');
    await flow.load();
    const pending = flow.cancel();
    expect(flow.store.getState().phase).toBe('busy');
    finish();
    await pending;
    expect(flow.store.getState().phase).toBe('cancelled');
  });

  it('a second click while busy sends no second request', async () => {
    const api = fakeApi();
    const flow = createCancelFlow(api, 'a1');
    await flow.load();
    await Promise.all([flow.cancel(), flow.cancel()]);
    expect(api.cancelAppointment).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 500 is an error (spec §8: any status)', 500, 'error'],
    ['a 400 is an error', 400, 'error'],
    ['a network failure (status 0) is an error', 0, 'error'],
    ['spec §8 a 404 is a failure too, read as probably already cancelled', 404, 'alreadyCancelled'],
    ['spec §8 a 410 is a failure too, read as probably already cancelled', 410, 'alreadyCancelled'],
  ])('%s', async (_rule, status, phase) => {
    const flow = createCancelFlow(fakeApi({ cancelAppointment: async () => Promise.reject(httpError(status)) }), 'a1');
    await flow.load();
    await flow.cancel();
    expect(flow.store.getState().phase).toBe(phase);
  });

  it('after an error a retry can succeed', async () => {
    const cancelAppointment = vi.fn().mockRejectedValueOnce(httpError(503)).mockResolvedValueOnce(undefined);
    const flow = createCancelFlow(fakeApi({ cancelAppointment }), 'a1');
    await flow.load();
    await flow.cancel();
    expect(flow.store.getState().phase).toBe('error');
    await flow.cancel();
    expect(flow.store.getState().phase).toBe('cancelled');
  });

  it('cancel before the appointment loaded does nothing', async () => {
    const api = fakeApi();
    const flow = createCancelFlow(api, 'a1');
    await flow.cancel();
    expect(api.cancelAppointment).not.toHaveBeenCalled();
  });

  it('dispose aborts: a late answer does not change the state', async () => {
    let resolve!: (a: Appointment) => void;
    const flow = createCancelFlow(fakeApi({ getAppointment: () => new Promise((r) => (resolve = r)) }), 'a1');
    const pending = flow.load();
    flow.dispose();
    resolve(appointment);
    await pending;
    expect(flow.store.getState().phase).toBe('loading');
  });
});

describe("the service's 'cancelled' answer is told apart from an unknown id", () => {
  it.each([
    ['cancelled with a time', cancelledAnswerOf('2026-11-20T08:15:00Z'), { at: '2026-11-20T08:15:00Z' }],
    ['cancelled without a time', cancelledAnswerOf(null), { at: null }],
    ['cancelled with a time that is no date', cancelledAnswerOf('soon'), { at: null }],
    ['an unknown id (404 not found)', httpError(404, JSON.stringify({ error: 'not_found' })), undefined],
    ['a 404 without a body', httpError(404), undefined],
    ['a body that is not JSON', httpError(404, '<html>'), undefined],
    ['JSON null', httpError(404, 'null'), undefined],
    ['not an error object', 'cancelled', undefined],
  ])('%s', (_rule, error, expected) => {
    expect(cancelledAnswer(error)).toEqual(expected);
  });

  it('loading a cancelled appointment is "already cancelled" with its time, not "not found"', async () => {
    const flow = createCancelFlow(fakeApi({ getAppointment: async () => Promise.reject(cancelledAnswerOf('2026-11-20T08:15:00Z')) }), 'a1');
    await flow.load();
    expect(flow.store.getState()).toMatchObject({ phase: 'alreadyCancelled', cancellation: { at: '2026-11-20T08:15:00Z' } });
  });

  it('a cancel the service answers "cancelled" keeps its time; a bare 404 is a guess without one', async () => {
    const flow = createCancelFlow(fakeApi({ cancelAppointment: async () => Promise.reject(cancelledAnswerOf('2026-11-20T08:15:00Z')) }), 'a1');
    await flow.load();
    await flow.cancel();
    expect(flow.store.getState()).toMatchObject({ phase: 'alreadyCancelled', cancellation: { at: '2026-11-20T08:15:00Z' } });
    const guess = createCancelFlow(fakeApi({ cancelAppointment: async () => Promise.reject(httpError(404)) }), 'a1');
    await guess.load();
    await guess.cancel();
    expect(guess.store.getState()).toMatchObject({ phase: 'alreadyCancelled', cancellation: null });
  });
});
