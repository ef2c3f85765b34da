import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageRuntime } from './page-runtime';
import { getScopeStores } from './scopes';
import type { LoaderSettings } from './block-contract';
import type { SiteApi } from '../../core/api/endpoints';
import { listingCalls } from '../../core/api/listing-calls';
import { createBlockApi } from './services';

const newSettings = (): LoaderSettings => ({ siteId: 'demo', api: '/api', version: 'test', base: '/dist/' });

function fakeApi() {
  return {
    getSite: vi.fn(async () => ({ id: 'demo', settings: {} })),
    searchEstates: vi.fn(async () => ({ total: { value: 0 }, results: [] })),
    getEstateFilters: vi.fn(async () => ({ headTypes: [], locations: [], prices: [], countries: [] })),
  } as unknown as SiteApi;
}

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('widgets/runtime/page-runtime: what the blocks of one page share, with an end', () => {
  it('one value per kind and key on a page; another page (other settings) has its own', () => {
    const [a, b] = [newSettings(), newSettings()];
    const make = vi.fn(() => ({}));
    const first = pageRuntime(a).shared('kind', 'key', make);
    expect(pageRuntime(a).shared('kind', 'key', make)).toBe(first);
    expect(pageRuntime(a).shared('other kind', 'key', make)).not.toBe(first);
    expect(pageRuntime(b).shared('kind', 'key', make)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(3);
    pageRuntime(a).forget('kind', 'key');
    expect(pageRuntime(a).shared('kind', 'key', make)).not.toBe(first);
  });

  it('a malformed answer warns once per page, whichever block met it; another page warns on its own; a disposed page forgets', async () => {
    // An estate whose bedroom count is a list: dropped by the decoder and reported.
    const answer = JSON.stringify([{ id: 1, status: { id: 1 }, general: { id: 1, bedroomCount: [] } }]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(answer, { headers: { 'Content-Type': 'application/json' } })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = (settings: LoaderSettings) => createBlockApi(settings, 'nl', [listingCalls]).api.searchEstateList({ query: {}, sort: [] });
    const [a, b] = [newSettings(), newSettings()];
    await list(a);
    await list(a);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^\[estate-blocks\] estate list answer: 1 value\(s\) .*\[0\]\.general\.bedroomCount/);
    await list(b);
    expect(warn).toHaveBeenCalledTimes(2);
    pageRuntime(a).dispose();
    await list(a);
    expect(warn).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });

  it('dispose runs each teardown once, last registered first, and the settings then get a fresh runtime', () => {
    const settings = newSettings();
    const runtime = pageRuntime(settings);
    const order: number[] = [];
    runtime.onDispose(() => order.push(1));
    runtime.onDispose(() => order.push(2));
    const value = runtime.shared('kind', 'key', () => ({}));
    runtime.dispose();
    runtime.dispose();
    expect(order).toEqual([2, 1]);
    expect(pageRuntime(settings)).not.toBe(runtime);
    expect(pageRuntime(settings).shared('kind', 'key', () => ({}))).not.toBe(value);
  });

  it("a scope that follows the URL stops following back/forward once its page is disposed", async () => {
    const settings = newSettings();
    history.replaceState(null, '', '/nl/aanbod?transaction=1');
    const scope = getScopeStores('default', settings, fakeApi());
    history.replaceState(null, '', '/nl/aanbod?transaction=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(scope.filter.getState().filter.transaction).toEqual([2]);
    pageRuntime(settings).dispose();
    history.replaceState(null, '', '/nl/aanbod?transaction=3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(scope.filter.getState().filter.transaction).toEqual([2]);
    expect(getScopeStores('default', settings, fakeApi())).not.toBe(scope);
  });

  it('1,000 pages made and disposed leave no window listener behind', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    for (let i = 0; i < 1000; i++) {
      const settings = newSettings();
      getScopeStores('default', settings, fakeApi());
      getScopeStores('other', settings, fakeApi(), { syncUrl: false });
      pageRuntime(settings).dispose();
    }
    const popstate = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'popstate').length;
    expect(popstate(added)).toBe(1000);
    expect(popstate(removed)).toBe(popstate(added));
  });
});
