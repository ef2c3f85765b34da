import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Subscription } from '../../core/api/types';
import { renderInBlock } from '../../tests/support/block-test-utils';
import { KeepMeInformed } from './keep-me-informed';
import { navigate } from './navigate';
import type { KeepMeInformedConfig } from './schema';

vi.mock('./navigate', () => ({ navigate: vi.fn() }));

const base: KeepMeInformedConfig = { mode: 'auto', prefillFromSearch: false, redirect: false, headingLevel: 2, scope: 'default' };
const agreements = [{ id: 'privacy', title: 'Privacy statement', url: '/en/privacy-statement', required: true }];
const filters = {
  headTypes: [{ id: 1, code: 'HOUSE' }, { id: 2, code: 'APARTMENT' }],
  locations: [{ id: 12, zip: '9000', name: 'Gent', lat: 51, lon: 3.7 }, { id: 40, zip: '3000', name: 'Leuven', lat: 50.9, lon: 4.7 }],
  prices: [],
  countries: [],
  transactions: [{ id: 1, code: 'FOR_SALE' }, { id: 2, code: 'TO_RENT' }],
};
const subscription: Subscription = {
  token: 'tok-1',
  firstName: 'Jan',
  lastName: 'Peeters',
  email: 'jan@example.be',
  locale: 'en',
  criteria: { transactions: [2], headTypes: [1], cities: [12], priceMax: 900 },
  createdAt: '2026-11-01T10:00:00Z',
};
let clock = 1_000_000;

function api(extra: Record<string, unknown> = {}) {
  return {
    getAgreements: vi.fn(async () => agreements),
    getEstateFilters: vi.fn(async () => filters),
    getSite: vi.fn(async () => null),
    subscribe: vi.fn(async () => ({ token: 'tok-new' })),
    getSubscription: vi.fn(async () => subscription),
    updateSubscription: vi.fn(async () => subscription),
    unsubscribe: vi.fn(async () => undefined),
    searchEstates: vi.fn(async () => ({ total: { value: 7 }, results: [] })),
    ...extra,
  };
}

const box = (name: RegExp | string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  clock = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  history.replaceState(null, '', '/en/keep-me-informed');
});
afterEach(() => vi.restoreAllMocks());

describe('keep-me-informed: subscribe (spec §2 /keep-me-informed)', () => {
  it('subscribes once with criteria, consent and locale, then goes to the success page', async () => {
    const fake = api();
    renderInBlock(<KeepMeInformed config={{ ...base, redirect: true }} />, { api: fake });
    await screen.findByRole('link', { name: /Privacy statement/ });
    await screen.findByRole('checkbox', { name: 'Type.HOUSE' });
    fireEvent.change(screen.getByRole('combobox', { name: 'kmi.transaction (form.optional)' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Type.HOUSE' }));
    const cities = screen.getByRole('combobox', { name: 'kmi.cities.add' });
    fireEvent.input(cities, { target: { value: 'Leu' } });
    await screen.findByRole('option', { name: '3000 Leuven' });
    fireEvent.keyDown(cities, { key: 'ArrowDown' });
    fireEvent.keyDown(cities, { key: 'Enter' });
    expect(screen.getByRole('list', { name: 'kmi.cities' }).textContent).toContain('3000 Leuven');
    fireEvent.input(box('kmi.priceMax (form.optional)'), { target: { value: '400000' } });
    fireEvent.input(box('form.field.firstName'), { target: { value: 'Jan' } });
    fireEvent.input(box('form.field.lastName'), { target: { value: 'Peeters' } });
    fireEvent.input(box('form.field.email'), { target: { value: 'jan@example.be' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'form.consent.label' }));
    clock += 10_000;
    fireEvent.click(screen.getByRole('button', { name: 'kmi.subscribe' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/keep-me-informed/success'));
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    expect(fake.subscribe.mock.calls[0]).toEqual([
      expect.objectContaining({
        firstName: 'Jan',
        email: 'jan@example.be',
        locale: 'en',
        agreements: ['privacy'],
        criteria: { transactions: [1], headTypes: [1], cities: [40], priceMax: 400000 },
      }),
    ]);
  });

  it('shows field errors and sends nothing when invalid', async () => {
    const fake = api();
    renderInBlock(<KeepMeInformed config={base} />, { api: fake });
    // The form appears once its options are in (no field jumps as they land).
    await screen.findByRole('button', { name: 'kmi.subscribe' });
    fireEvent.input(box('kmi.priceMin (form.optional)'), { target: { value: '500000' } });
    fireEvent.input(box('kmi.priceMax (form.optional)'), { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: 'kmi.subscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('kmi.priceMax: form.error.price_order');
    expect(alert.textContent).toContain('form.field.email: form.error.required');
    expect(fake.subscribe).not.toHaveBeenCalled();
  });

  it('prefills the criteria from the current search URL parameters', async () => {
    history.replaceState(null, '', '/en/keep-me-informed?transaction=2&type=1&city=12&price-min=150000&bed-min=3');
    renderInBlock(<KeepMeInformed config={{ ...base, prefillFromSearch: true }} />, { api: api() });
    expect(await screen.findByText('kmi.prefilled')).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Type.HOUSE', checked: true });
    expect((screen.getByRole('combobox', { name: 'kmi.transaction (form.optional)' }) as HTMLSelectElement).value).toBe('2');
    expect((box('kmi.priceMin (form.optional)') as HTMLInputElement).value).toBe('150000');
    expect((screen.getByRole('combobox', { name: 'kmi.bedroomsMin (form.optional)' }) as HTMLSelectElement).value).toBe('3');
    expect(await screen.findByRole('button', { name: /^listing\.search\.city_remove/ })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'kmi.cities' }).textContent).toContain('9000 Gent');
  });

  it('the success route shows the success message', () => {
    history.replaceState(null, '', '/en/keep-me-informed/success');
    renderInBlock(<KeepMeInformed config={base} />, { api: api() });
    expect(screen.getByText('kmi.success')).toBeTruthy();
  });
});

describe('keep-me-informed: the city picker is the search\'s combobox', () => {
  async function typeCity(text: string) {
    renderInBlock(<KeepMeInformed config={base} />, { api: api() });
    const cities = await screen.findByRole('combobox', { name: 'kmi.cities.add' });
    fireEvent.input(cities, { target: { value: text } });
    await waitFor(() => expect(cities.getAttribute('aria-expanded')).toBe('true'));
    return cities;
  }

  it('ArrowDown moves through the matching cities without adding one', async () => {
    const cities = await typeCity('en');
    const list = within(screen.getByRole('listbox', { name: 'kmi.cities.add' }));
    await waitFor(() => expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['9000 Gent', '3000 Leuven']));
    fireEvent.keyDown(cities, { key: 'ArrowDown' });
    fireEvent.keyDown(cities, { key: 'ArrowDown' });
    expect(list.getByRole('option', { selected: true }).textContent).toContain('Leuven');
    expect(screen.queryByRole('list', { name: 'kmi.cities' })).toBeNull();
    expect(screen.getByText('kmi.cities.none')).toBeTruthy();
  });

  it('Enter adds the active city, which is then removable, and Escape closes the list', async () => {
    const cities = await typeCity('ge');
    fireEvent.keyDown(cities, { key: 'ArrowDown' });
    fireEvent.keyDown(cities, { key: 'Enter' });
    const chosen = screen.getByRole('list', { name: 'kmi.cities' });
    expect(chosen.textContent).toContain('9000 Gent');
    expect((cities as HTMLInputElement).value).toBe('');
    fireEvent.input(cities, { target: { value: 'ge' } });
    // A chosen city is not offered again.
    await screen.findByText('listing.search.city_none');
    fireEvent.keyDown(cities, { key: 'Escape' });
    expect(cities.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: /^listing\.search\.city_remove/ }));
    expect(screen.queryByRole('list', { name: 'kmi.cities' })).toBeNull();
  });
});

describe('keep-me-informed: edit by token (spec §2 /keep-me-informed/{token})', () => {
  it('loads the subscription, prefills it and saves changes', async () => {
    history.replaceState(null, '', '/en/keep-me-informed/tok-1');
    const fake = api();
    renderInBlock(<KeepMeInformed config={base} />, { api: fake });
    const last = await screen.findByRole('textbox', { name: 'form.field.lastName' });
    expect((last as HTMLInputElement).value).toBe('Peeters');
    expect(screen.getByText(/kmi\.edit\.intro.*jan@example\.be/)).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Type.HOUSE', checked: true });
    expect((screen.getByRole('combobox', { name: 'kmi.transaction (form.optional)' }) as HTMLSelectElement).value).toBe('2');
    fireEvent.input(last, { target: { value: 'Peeters-Claes' } });
    clock += 10_000;
    fireEvent.click(screen.getByRole('button', { name: 'kmi.edit.save' }));
    await waitFor(() => expect(screen.getByText('kmi.edit.saved')).toBeTruthy());
    expect(fake.getSubscription).toHaveBeenCalledWith('tok-1');
    expect(fake.updateSubscription).toHaveBeenCalledWith('tok-1', expect.objectContaining({ lastName: 'Peeters-Claes', criteria: { transactions: [2], headTypes: [1], cities: [12], priceMax: 900 } }));
    expect(screen.getByRole('link', { name: 'kmi.edit.unsubscribe_link' }).getAttribute('href')).toBe('/en/keep-me-informed/unsubscribe/tok-1');
  });

  it('shows the criteria kept without a field (sub-types, countries, distance search) and saves without the one removed', async () => {
    history.replaceState(null, '', '/en/keep-me-informed/tok-1');
    const kept: Subscription = { ...subscription, criteria: { transactions: [2], headTypes: [], cities: [], subTypes: [7], countries: ['FR'], geoRange: '10km;51.0;3.71' } };
    const fake = api({
      getSubscription: vi.fn(async () => kept),
      getEstateFilters: vi.fn(async () => ({ ...filters, subTypes: [{ id: 7, code: 'VILLA', headTypeId: 1 }], countries: [{ id: 'FR' }] })),
    });
    renderInBlock(<KeepMeInformed config={base} />, { api: fake });
    const list = await screen.findByRole('list', { name: 'kmi.kept' });
    const chips = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual([expect.stringContaining('SubType.VILLA'), expect.stringContaining('Country.FR'), expect.stringMatching(/kmi\.area.*Gent/)]);
    expect(screen.getByText('kmi.cities.none_area')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: /kmi\.kept\.remove.*kmi\.area/ }));
    expect(screen.queryByText(/kmi\.area/)).toBeNull();
    expect(screen.getByText('kmi.cities.none')).toBeTruthy();
    clock += 10_000;
    fireEvent.click(screen.getByRole('button', { name: 'kmi.edit.save' }));
    await waitFor(() => expect(screen.getByText('kmi.edit.saved')).toBeTruthy());
    expect(fake.updateSubscription).toHaveBeenCalledWith('tok-1', expect.objectContaining({ criteria: { transactions: [2], headTypes: [], cities: [], subTypes: [7], countries: ['FR'] } }));
  });

  it('an unknown or used token gets a clear message', async () => {
    history.replaceState(null, '', '/en/keep-me-informed/nope');
    renderInBlock(<KeepMeInformed config={base} />, { api: api({ getSubscription: vi.fn(async () => Promise.reject({ status: 404 })) }) });
    expect((await screen.findByRole('alert')).textContent).toContain('kmi.not_found');
    expect(screen.getByRole('link', { name: 'kmi.new_subscription' }).getAttribute('href')).toBe('/en/keep-me-informed');
  });

  it('a failed load offers a retry', async () => {
    const getSubscription = vi.fn().mockRejectedValueOnce({ status: 500 }).mockResolvedValueOnce(subscription);
    renderInBlock(<KeepMeInformed config={{ ...base, mode: 'edit', token: 'tok-1' }} />, { api: api({ getSubscription }) });
    fireEvent.click(await screen.findByRole('button', { name: 'kmi.retry' }));
    expect(await screen.findByRole('textbox', { name: 'form.field.lastName' })).toBeTruthy();
  });
});

describe('keep-me-informed: unsubscribe by token (spec §2 /keep-me-informed/unsubscribe/{token})', () => {
  it('confirms, then removes the subscription with one request', async () => {
    history.replaceState(null, '', '/en/keep-me-informed/unsubscribe/tok-1');
    let release!: () => void;
    const unsubscribe = vi.fn(() => new Promise<void>((r) => (release = r)));
    renderInBlock(<KeepMeInformed config={base} />, { api: api({ unsubscribe }) });
    expect(await screen.findByText(/kmi\.unsubscribe\.question.*jan@example\.be/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'kmi.unsubscribe.button' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getByRole('status').textContent).toBe('kmi.unsubscribe.busy');
    release();
    expect(await screen.findByText('kmi.unsubscribe.done')).toBeTruthy();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(unsubscribe).toHaveBeenCalledWith('tok-1');
  });

  it('a failed unsubscribe shows an error and a retry works', async () => {
    const unsubscribe = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(undefined);
    renderInBlock(<KeepMeInformed config={{ ...base, mode: 'unsubscribe', token: 'tok-1' }} />, { api: api({ unsubscribe }) });
    fireEvent.click(await screen.findByRole('button', { name: 'kmi.unsubscribe.button' }));
    expect((await screen.findByRole('alert')).textContent).toBe('kmi.unsubscribe.error');
    fireEvent.click(screen.getByRole('button', { name: 'kmi.unsubscribe.button' }));
    expect(await screen.findByText('kmi.unsubscribe.done')).toBeTruthy();
  });

  it('without a token it says the e-mail link is needed', () => {
    renderInBlock(<KeepMeInformed config={{ ...base, mode: 'unsubscribe' }} />, { api: api() });
    expect(screen.getByRole('alert').textContent).toContain('kmi.missing_token');
  });
});
