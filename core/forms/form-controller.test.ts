import { describe, expect, it, vi } from 'vitest';
import type { ContactRequest as ContactValue } from '../api/types';
import { validateContact } from '../validation';
import { createFormController } from './form-controller';
import { readFieldErrors } from './server-errors';

const typed = { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', phone: '', message: 'Still available?', consent: true, website: '' };

function setup(send: (v: ContactValue) => Promise<unknown>, clock = { t: 1_000_000 }) {
  const wait = vi.fn(async (ms: number) => {
    clock.t += ms;
  });
  const controller = createFormController<ContactValue>({
    initialValues: { ...typed },
    validate: validateContact,
    send,
    extra: () => ({ locale: 'de', agreements: ['privacy'] }),
    now: () => clock.t,
    wait,
  });
  return { controller, wait, clock };
}

describe('DESIGN §4 form submission: idle → busy → success | error', () => {
  it('sends the validated value once and ends in success', async () => {
    const send = vi.fn(async (_v: ContactValue) => ({ id: "c-1" }));
    const { controller, clock } = setup(send);
    clock.t += 5000;
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toMatchObject({ firstName: 'Jan', locale: 'de', agreements: ['privacy'], startedAt: 1_000_000 });
    expect(controller.store.getState()).toMatchObject({ status: 'success', result: { id: 'c-1' }, requests: 1 });
  });

  it('is busy while the request runs and ignores a second submit (one request per submit)', async () => {
    let release!: (v: unknown) => void;
    const send = vi.fn(() => new Promise((resolve) => (release = resolve)));
    const { controller, clock } = setup(send);
    clock.t += 5000;
    const first = controller.submit();
    expect(controller.store.getState().status).toBe('busy');
    await controller.submit();
    await Promise.resolve();
    release({ id: 'x' });
    await first;
    expect(send).toHaveBeenCalledTimes(1);
    expect(controller.store.getState().status).toBe('success');
  });

  it('success is final — a second submit (Enter, double click) after success sends nothing until reset', async () => {
    const send = vi.fn(async (_v: ContactValue) => ({ id: 'c-1' }));
    const { controller, clock } = setup(send);
    clock.t += 5000;
    await Promise.all([controller.submit(), controller.submit()]);
    await controller.submit();
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(controller.store.getState()).toMatchObject({ status: 'success', requests: 1 });
    // "Send another": a fresh form, which sends once more.
    controller.reset();
    expect(controller.store.getState()).toMatchObject({ status: 'idle', requests: 0, result: null });
    clock.t += 5000;
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not send invalid input and reports the fields', async () => {
    const send = vi.fn(async () => ({}));
    const { controller } = setup(send);
    controller.setValue('email', 'not-an-email');
    controller.setValue('consent', false);
    await controller.submit();
    expect(send).not.toHaveBeenCalled();
    expect(controller.store.getState()).toMatchObject({
      status: 'error',
      failure: 'validation',
      fields: { email: 'form.error.email', agreements: 'form.error.consent' },
    });
  });

  it('clears a field error as soon as the field changes', async () => {
    const { controller } = setup(async () => ({}));
    controller.setValue('email', 'x');
    await controller.submit();
    controller.setValue('email', 'jan@example.be');
    expect(controller.store.getState().fields).toEqual({});
  });

  it('holds a submit back until the minimum fill time (3 s) has passed', async () => {
    const send = vi.fn(async () => ({}));
    const { controller, wait, clock } = setup(send);
    clock.t += 1200;
    await controller.submit();
    expect(wait).toHaveBeenCalledWith(1800);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a 429 is a rate failure that says how long to wait (its body\'s retryAfter, else a minute) and keeps every typed value', async () => {
    const tooMany = (responseText?: string) => Object.assign(new Error('HTTP 429'), { status: 429, responseText });
    const send = vi.fn().mockRejectedValueOnce(tooMany('{"error":"too-many-requests","retryAfter":42}')).mockRejectedValueOnce(tooMany('<html>'));
    const { controller, clock } = setup(send);
    clock.t += 5000;
    await controller.submit();
    expect(controller.store.getState()).toMatchObject({ status: 'error', failure: 'rate', retryAfter: 42, values: typed });
    await controller.submit();
    expect(controller.store.getState()).toMatchObject({ status: 'error', failure: 'rate', retryAfter: 60, values: typed });
  });

  it('keeps every typed value on a failed request and succeeds on retry', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('HTTP 503 Service Unavailable')).mockResolvedValueOnce({ id: 'c-2' });
    const { controller, clock } = setup(send);
    clock.t += 5000;
    await controller.submit();
    expect(controller.store.getState()).toMatchObject({ status: 'error', failure: 'request', values: typed });
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(2);
    expect(controller.store.getState()).toMatchObject({ status: 'success', values: typed, requests: 2 });
  });

  it('maps a 400 validation answer onto the fields', async () => {
    const answer = Object.assign(new Error('400 Bad Request'), { status: 400, body: { error: 'validation', fields: { email: 'form.error.email' } } });
    const { controller, clock } = setup(async () => Promise.reject(answer));
    clock.t += 5000;
    await controller.submit();
    expect(controller.store.getState()).toMatchObject({ status: 'error', failure: 'validation', fields: { email: 'form.error.email' } });
  });

  it('reports a spam answer as a form-level failure', async () => {
    const answer = { status: 400, data: { error: 'validation', fields: { website: 'form.error.spam' } } };
    const { controller, clock } = setup(async () => Promise.reject(answer));
    clock.t += 5000;
    await controller.submit();
    expect(controller.store.getState()).toMatchObject({ status: 'error', failure: 'spam', fields: {} });
  });

  it('reset returns to idle with a new start time', async () => {
    const { controller, clock } = setup(async () => ({}));
    clock.t += 5000;
    await controller.submit();
    controller.reset();
    expect(controller.store.getState()).toMatchObject({ status: 'idle', startedAt: clock.t, values: typed });
  });
});

describe('DESIGN §3 400 answers → field errors', () => {
  it.each([
    ['ApiErrorInfo.validation', { status: 400, validation: { error: 'validation', fields: { email: 'form.error.email' } } }, { email: 'form.error.email' }],
    ['body.fields', { body: { fields: { name: 'form.error.required' } } }, { name: 'form.error.required' }],
    ['data.fields', { data: { fields: { phone: 'form.error.phone' } } }, { phone: 'form.error.phone' }],
    ['fields on the error', { fields: { email: 'form.error.email' } }, { email: 'form.error.email' }],
    ['ignores unknown keys', { body: { fields: { email: 'boom', name: 7 } } }, {}],
    ['network error', new TypeError('Failed to fetch'), {}],
    ['not an object', 'oops', {}],
  ])('%s', (_case, error, expected) => {
    expect(readFieldErrors(error)).toEqual(expected);
  });
});
