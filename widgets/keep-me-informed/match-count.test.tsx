import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EstateSearchBody, EstateSearchResponse, Subscription } from '../../core/api/types';
import { renderInBlock } from '../../tests/support/block-test-utils';
import { KeepMeInformed } from './keep-me-informed';
import type { KeepMeInformedConfig } from './schema';

const base: KeepMeInformedConfig = { mode: 'auto', prefillFromSearch: false, redirect: false, headingLevel: 2, scope: 'default' };
const filters = {
  headTypes: [{ id: 1, code: 'HOUSE' }, { id: 2, code: 'APARTMENT' }],
  locations: [{ id: 12, zip: '9000', name: 'Gent', lat: 51, lon: 3.7 }],
  prices: [],
  countries: [],
  transactions: [{ id: 1, code: 'FOR_SALE' }, { id: 2, code: 'TO_RENT' }],
};
const subscription: Subscription = {
  token: 'tok-1', firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.be', locale: 'en',
  criteria: { transactions: [2], headTypes: [1], cities: [12], priceMax: 900 }, createdAt: '2026-11-01T10:00:00Z',
};
const answer = (value: number): EstateSearchResponse => ({ total: { value }, results: [] });
type Search = (body: EstateSearchBody, opts?: { signal?: AbortSignal }) => Promise<EstateSearchResponse>;

function api(searchEstates: Search) {
  return {
    getAgreements: vi.fn(async () => []),
    getEstateFilters: vi.fn(async () => filters),
    getSite: vi.fn(async () => null),
    getSubscription: vi.fn(async () => subscription),
    searchEstates: vi.fn(searchEstates),
  };
}
const priceMaxOf = (body: EstateSearchBody) => body.query.range?.['general.price.value']?.lte;
/** The texts of the live regions that give a count (the form has its own status region too). */
const counts = () => screen.getAllByRole('status').map((s) => s.textContent).filter((text) => text?.startsWith('kmi.count'));

beforeEach(() => {
  history.replaceState(null, '', '/en/keep-me-informed');
});
afterEach(() => vi.restoreAllMocks());

describe('keep-me-informed: how many current estates the criteria match', () => {
  it('shows the total of the search for the criteria, politely, and asks once for a burst of typing', async () => {
    const fake = api(async (body) => answer(priceMaxOf(body) === 400000 ? 12 : 40));
    renderInBlock(<KeepMeInformed config={base} />, { api: fake });
    await waitFor(() => expect(counts()).toEqual(['kmi.count {"count":40}']));
    expect(screen.getByText(/^kmi\.count/).getAttribute('aria-live')).toBe('polite');
    expect(fake.searchEstates).toHaveBeenCalledTimes(1);
    expect(fake.searchEstates.mock.calls[0][0]).toEqual(expect.objectContaining({ query: {}, pagination: { from: 0, size: 1 }, fields: ['id', 'general.headType.id'] }));

    const priceMax = screen.getByRole('textbox', { name: 'kmi.priceMax (form.optional)' });
    for (const typed of ['4', '40', '400', '4000', '40000', '400000']) fireEvent.input(priceMax, { target: { value: typed } });
    await waitFor(() => expect(counts()).toEqual(['kmi.count {"count":12}']));
    expect(fake.searchEstates.mock.calls.map(([body]) => priceMaxOf(body))).toEqual([undefined, 400000]);

    // A choice asks at once, with every criterion of the form.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Type.HOUSE' }));
    await waitFor(() => expect(fake.searchEstates).toHaveBeenCalledTimes(3));
    expect(fake.searchEstates.mock.calls[2][0].query).toEqual({ terms: { 'general.headType.id': [1] }, range: { 'general.price.value': { lte: 400000 } } });
  });

  it('ignores the answer to criteria the visitor has already changed', async () => {
    const late: Array<(a: EstateSearchResponse) => void> = [];
    const fake = api((body) => (body.query.terms ? Promise.resolve(answer(3)) : new Promise((resolve) => late.push(resolve))));
    renderInBlock(<KeepMeInformed config={base} />, { api: fake });
    await waitFor(() => expect(late).toHaveLength(1));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Type.HOUSE' }));
    await waitFor(() => expect(counts()).toEqual(['kmi.count {"count":3}']));
    expect(fake.searchEstates.mock.calls[0][1]?.signal?.aborted).toBe(true);
    late[0](answer(99));
    await Promise.resolve();
    expect(counts()).toEqual(['kmi.count {"count":3}']);
  });

  it('shows no count (and nothing else) when the call fails, or for criteria the form would refuse', async () => {
    const fake = api(async (body) => (priceMaxOf(body) === 5 ? answer(1) : { ...answer(0), error: { kind: 'network', message: 'down', status: 0 } } as EstateSearchResponse));
    renderInBlock(<KeepMeInformed config={base} />, { api: fake });
    await waitFor(() => expect(fake.searchEstates).toHaveBeenCalledTimes(1));
    const priceMax = screen.getByRole('textbox', { name: 'kmi.priceMax (form.optional)' });
    fireEvent.input(priceMax, { target: { value: '5' } });
    await waitFor(() => expect(counts()).toEqual(['kmi.count {"count":1}']));
    fireEvent.input(screen.getByRole('textbox', { name: 'kmi.priceMin (form.optional)' }), { target: { value: '9' } });
    expect(counts()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the count of the stored criteria on the edit page', async () => {
    history.replaceState(null, '', '/en/keep-me-informed/tok-1');
    const fake = api(async () => answer(1));
    renderInBlock(<KeepMeInformed config={base} />, { api: fake });
    await waitFor(() => expect(counts()).toEqual(['kmi.count {"count":1}']));
    expect(fake.searchEstates.mock.calls[0][0].query).toEqual({
      terms: { 'general.transaction.id': [2], 'general.headType.id': [1], 'general.address.city.id': [12] },
      range: { 'general.price.value': { lte: 900 } },
    });
  });
});
