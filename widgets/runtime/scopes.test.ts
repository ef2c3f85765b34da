import { afterEach, describe, expect, it, vi } from 'vitest';
import { getScopeStores, withVisibleStatuses } from './scopes';
import { pageRuntime } from './page-runtime';
import type { LoaderSettings } from './block-contract';
import type { SiteApi } from '../../core/api/endpoints';
import type { EstateNode } from '../../core/model/node';

const settings: LoaderSettings = { siteId: 'demo', api: '/api', version: 'test', base: '/dist/' };

function fakeApi(hiddenStatus: number[] = []) {
  return {
    getSite: vi.fn(async () => ({ id: 'demo', settings: { hiddenStatus } })),
    searchEstates: vi.fn(async () => ({ total: { value: 0 }, results: [] })),
    getEstateFilters: vi.fn(async () => ({ headTypes: [], locations: [], prices: [], countries: [] })),
  } as unknown as SiteApi & { searchEstates: ReturnType<typeof vi.fn> };
}

afterEach(() => {
  pageRuntime(settings).dispose();
  history.replaceState(null, '', '/');
});

describe('widgets/runtime/scopes (DESIGN §5 store scopes, spec §2 URL parameters, spec §4 hiding)', () => {
  it.each([
    ['spec §4 nothing hidden: node unchanged', null, [], null],
    ['spec §4 hidden sold and rented: the query keeps the other statuses', null, [4, 5], { query: { terms: { 'status.id': [1, 2, 3, 6] } } }],
    [
      'node terms are kept',
      { query: { terms: { 'general.transaction.id': [1] } } },
      [4],
      { query: { terms: { 'general.transaction.id': [1], 'status.id': [1, 2, 3, 5, 6] } } },
    ],
  ])('%s', (_name, node, hidden, expected) => {
    expect(withVisibleStatuses(node, hidden)).toEqual(expected);
  });

  it('blocks of one scope share stores; two scopes are independent', () => {
    const api = fakeApi();
    const a = getScopeStores('default', settings, api);
    expect(getScopeStores('default', settings, api)).toBe(a);
    expect(getScopeStores('rent', settings, api, { syncUrl: false }).list).not.toBe(a.list);
  });

  it('spec §2 a scope reads its filter from the URL query parameters', () => {
    history.replaceState(null, '', '/nl/aanbod?city=12&price-min=150000&sortType=price');
    const scope = getScopeStores('default', settings, fakeApi());
    expect(scope.filter.getState().filter).toEqual({ city: [12], priceMin: 150000, sortType: 'price' });
  });

  it('spec §2 a visitor change makes one history entry and keeps other parameters', () => {
    history.replaceState(null, '', '/nl/aanbod?site=demo-hide-sold');
    const scope = getScopeStores('default', settings, fakeApi());
    const before = history.length;
    scope.applyFilter({ type: [1] });
    expect(history.length).toBe(before + 1);
    expect(location.search).toBe('?site=demo-hide-sold&type=1');
    scope.applyFilter({ type: [1] });
    expect(history.length).toBe(before + 1);
  });

  it('a scope without URL sync leaves the URL alone', () => {
    history.replaceState(null, '', '/nl/galerij?city=12');
    const scope = getScopeStores('rent', settings, fakeApi(), { syncUrl: false });
    expect(scope.filter.getState().filter).toEqual({});
    scope.applyFilter({ type: [2] });
    expect(location.search).toBe('?city=12');
  });

  it('a load belongs to its live members: a second block shares it, keeps it when the first leaves, and a block asking after both left loads its own node', async () => {
    const api = fakeApi();
    const scope = getScopeStores('default', settings, api, { syncUrl: false });
    // A search form: a member that asks no load, so the scope outlives the list blocks.
    scope.join({});
    const [first, second] = [{}, {}];
    await scope.start({ query: { terms: { 'general.headType.id': [1] } } }, 'page', first);
    await scope.start({ query: { terms: { 'general.headType.id': [3] } } }, 'page', second);
    expect(api.searchEstates).toHaveBeenCalledTimes(1);
    scope.leave({});
    scope.leave(first);
    const third = {};
    await scope.start({ query: { terms: { 'general.headType.id': [4] } } }, 'page', third);
    expect(api.searchEstates).toHaveBeenCalledTimes(1);
    scope.leave(second);
    scope.leave(third);
    await scope.start({ query: { terms: { 'general.headType.id': [2] } } }, 'page', {});
    expect(api.searchEstates).toHaveBeenCalledTimes(2);
    expect(api.searchEstates.mock.calls[1][0].query.terms).toEqual({ 'general.headType.id': [2] });
    expect(scope.list.getState().node).toEqual({ query: { terms: { 'general.headType.id': [2] } } });
  });

  it('the last member leaving ends the scope: it stops following back/forward and the next block gets a new one', () => {
    history.replaceState(null, '', '/nl/aanbod?transaction=1');
    const scope = getScopeStores('default', settings, fakeApi());
    const [table, search] = [{}, {}];
    scope.join(table);
    scope.join(search);
    scope.leave(table);
    expect(getScopeStores('default', settings, fakeApi())).toBe(scope);
    scope.leave(search);
    history.replaceState(null, '', '/nl/aanbod?transaction=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(scope.filter.getState().filter.transaction).toEqual([1]);
    expect(getScopeStores('default', settings, fakeApi())).not.toBe(scope);
  });

  it('spec §4 the first load waits for the site settings and hides their statuses in the query', async () => {
    const api = fakeApi([4, 5]);
    const scope = getScopeStores('default', settings, api, { syncUrl: false });
    await scope.start(null, 'page');
    const body = api.searchEstates.mock.calls[0][0];
    expect(body.query.terms['status.id']).toEqual([1, 2, 3, 6]);
    expect(body.pagination).toEqual({ from: 0, size: 20 });
    expect(scope.list.getState().hiddenStatus).toEqual([4, 5]);
  });

  it('map positions: one geo call with the list block\'s node even when the map asked first, then one per filter change', async () => {
    const api = fakeApi([4, 5]);
    const scope = getScopeStores('default', settings, api, { syncUrl: false });
    const positions = scope.positions({ query: { terms: { 'general.transaction.id': [9] } } });
    void scope.start({ query: { terms: { 'general.transaction.id': [1] } } }, 'page');
    await vi.waitFor(() => expect(api.searchEstates.mock.calls.filter(([b]) => b.mode === 'geo')).toHaveLength(1));
    const geo = () => api.searchEstates.mock.calls.filter(([b]) => b.mode === 'geo').map(([b]) => b);
    expect(geo()[0].query.terms).toEqual({ 'general.transaction.id': [1], 'status.id': [1, 2, 3, 6] });
    expect(scope.positions(null)).toBe(positions);
    scope.applyFilter({ type: [2] });
    await vi.waitFor(() => expect(geo()).toHaveLength(2));
    expect(geo()[1].query.terms['general.headType.id']).toEqual([2]);
  });

  it('a map alone in its scope loads positions with its own node, and no list', async () => {
    const api = fakeApi();
    const scope = getScopeStores('default', settings, api, { syncUrl: false });
    scope.positions({ query: { terms: { 'general.transaction.id': [9] } } });
    await vi.waitFor(() => expect(api.searchEstates).toHaveBeenCalledTimes(1));
    const [body] = api.searchEstates.mock.calls[0];
    expect(body.mode).toBe('geo');
    expect(body.query.terms).toEqual({ 'general.transaction.id': [9] });
  });

  it('a search shown before any list block of its scope loads the filter options itself, once', async () => {
    const api = fakeApi();
    const scope = getScopeStores('default', settings, api, { syncUrl: false });
    scope.showOptions();
    scope.showOptions();
    await vi.waitFor(() => expect(api.getEstateFilters).toHaveBeenCalledTimes(1));
    expect(api.searchEstates).not.toHaveBeenCalled();
  });

  it('a search beside a list block that starts the scope: the options are asked once, with the list block\'s node', async () => {
    const api = fakeApi();
    const scope = getScopeStores('default', settings, api, { syncUrl: false });
    scope.showOptions();
    void scope.start({ query: { terms: { 'general.transaction.id': [1] } } }, 'page');
    await vi.waitFor(() => expect(api.searchEstates).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 20));
    expect(api.getEstateFilters).toHaveBeenCalledTimes(1);
    expect((api.getEstateFilters as ReturnType<typeof vi.fn>).mock.calls[0][0].query.terms).toEqual({ 'general.transaction.id': [1] });
  });

  it('a list block alone in its scope never asks for the filter options (nothing shows them)', async () => {
    const api = fakeApi();
    const scope = getScopeStores('default', settings, api, { syncUrl: false });
    await scope.start({ query: { terms: { 'general.transaction.id': [1] } } }, 'page');
    scope.applyFilter({ type: [2] });
    await vi.waitFor(() => expect(api.searchEstates).toHaveBeenCalledTimes(2));
    await new Promise((done) => setTimeout(done, 20));
    expect(api.getEstateFilters).not.toHaveBeenCalled();
  });

  it('a search shown after a list block started the scope asks for the options once, with the list block\'s node', async () => {
    const api = fakeApi();
    const scope = getScopeStores('default', settings, api, { syncUrl: false });
    await scope.start({ query: { terms: { 'general.transaction.id': [2] } } }, 'page');
    scope.showOptions();
    await vi.waitFor(() => expect(api.getEstateFilters).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 20));
    expect(api.getEstateFilters).toHaveBeenCalledTimes(1);
    expect((api.getEstateFilters as ReturnType<typeof vi.fn>).mock.calls[0][0].query.terms).toEqual({ 'general.transaction.id': [2] });
  });

  it('a list block that starts the scope later with the same node does not ask for the options again; another node does', async () => {
    const cases: [EstateNode | null, number][] = [[null, 1], [{ query: { terms: { 'general.transaction.id': [1] } } }, 2]];
    for (const [node, calls] of cases) {
      pageRuntime(settings).dispose();
      const api = fakeApi();
      const scope = getScopeStores('default', settings, api, { syncUrl: false });
      scope.showOptions();
      await vi.waitFor(() => expect(api.getEstateFilters).toHaveBeenCalledTimes(1));
      await scope.start(node, 'page');
      await new Promise((done) => setTimeout(done, 20));
      expect(api.getEstateFilters).toHaveBeenCalledTimes(calls);
    }
  });
});

describe('a block that replaces another in its scope', () => {
  it("loads its own rows once the first block has left, though the first one's root unmounts later (a CMS preview re-mounting a new configuration)", async () => {
    const api = fakeApi();
    const first = document.createElement('div');
    await getScopeStores('preview', settings, api, { syncUrl: false }).start(null, 'page', first);
    const old = getScopeStores('preview', settings, api, { syncUrl: false });
    // The loader is asked to unmount the first block: it leaves its scopes at once.
    pageRuntime(settings).leave(first);
    const second = document.createElement('div');
    const scope = getScopeStores('preview', settings, api, { syncUrl: false });
    await scope.start({ groupOptions: { groupBy: 'PRICE' } }, 'full', second);
    expect(api.searchEstates).toHaveBeenCalledTimes(2);
    expect(scope.list.getState().node).toMatchObject({ groupOptions: { groupBy: 'PRICE' } });
    // The first block's late unmount no longer ends the second's load.
    old.leave(first);
    scope.leave(first);
    expect(getScopeStores('preview', settings, api, { syncUrl: false })).toBe(scope);
    expect(scope.list.getState().node).toMatchObject({ groupOptions: { groupBy: 'PRICE' } });
  });

  it('loads its own rows when a search form beside it keeps the scope', async () => {
    const api = fakeApi();
    const scope = getScopeStores('preview', settings, api, { syncUrl: false });
    const [search, first, second] = [{}, {}, {}];
    scope.join(search);
    await scope.start(null, 'page', first);
    pageRuntime(settings).leave(first);
    await scope.start({ groupOptions: { groupBy: 'PRICE' } }, 'full', second);
    expect(api.searchEstates).toHaveBeenCalledTimes(2);
    expect(scope.list.getState().node).toMatchObject({ groupOptions: { groupBy: 'PRICE' } });
  });

  it("two blocks on the page share the first one's load", async () => {
    const api = fakeApi();
    const scope = getScopeStores('shared', settings, api, { syncUrl: false });
    const [table, map] = [document.createElement('div'), document.createElement('div')];
    await scope.start(null, 'page', table);
    await scope.start(null, 'full', map);
    expect(api.searchEstates).toHaveBeenCalledTimes(1);
  });
});
