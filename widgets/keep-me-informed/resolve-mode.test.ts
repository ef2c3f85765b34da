import { describe, expect, it } from 'vitest';
import { buildRoute } from '../../core/routes';
import { resolveKmiView } from './resolve-mode';

describe('spec §2 keep-me-informed routes → view', () => {
  it.each([
    ['auto', undefined, buildRoute({ name: 'keepMeInformed', locale: 'en' }), { mode: 'subscribe' }],
    ['auto', undefined, buildRoute({ name: 'keepMeInformedSuccess', locale: 'nl' }), { mode: 'success' }],
    ['auto', undefined, buildRoute({ name: 'keepMeInformedEdit', locale: 'fr', token: 'abc123' }), { mode: 'edit', token: 'abc123' }],
    ['auto', undefined, buildRoute({ name: 'keepMeInformedUnsubscribe', locale: 'de', token: 'abc123' }), { mode: 'unsubscribe', token: 'abc123' }],
    ['auto', undefined, '/en/offer', { mode: 'subscribe' }],
    ['edit', 'tok', '/en/anything', { mode: 'edit', token: 'tok' }],
    ['unsubscribe', undefined, '/en/somewhere', { mode: 'missing-token' }],
    ['success', undefined, '/en/keep-me-informed/abc', { mode: 'success' }],
  ] as const)('mode %s, token %s, %s', (mode, token, path, expected) => {
    expect(resolveKmiView(mode, token, path)).toEqual(expected);
  });

  it.each([
    ['/nl/keep-me-informed/', { mode: 'subscribe' }],
    ['/nl/keep-me-informed/?step=success', { mode: 'success' }],
    ['/fr/keep-me-informed/?token=abc123', { mode: 'edit', token: 'abc123' }],
    ['/fr/keep-me-informed/?unsubscribe=abc123&utm_medium=email', { mode: 'unsubscribe', token: 'abc123' }],
  ] as const)('DESIGN §3 query form: %s', (url, expected) => {
    expect(resolveKmiView('auto', undefined, url, { form: 'query' })).toEqual(expected);
  });
});
