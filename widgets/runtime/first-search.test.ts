import { afterEach, describe, expect, it, vi } from 'vitest';
import { getScopeStores } from './scopes';
import { pageRuntime } from './page-runtime';
import { firstLoadOf, firstPositionsBody, firstSearchBody, listingNode, mapShownWhenVisible } from './first-search';
import { beginListingBlock } from './early-search';
import { LOADER_FACTS } from './loader-facts.generated';
import { readdirSync } from 'node:fs';
import { createApiClient } from '../../core/api/client';
import { queryKey } from '../../core/api/query-key';
import type { LoaderSettings } from './block-contract';
import type { SiteApi } from '../../core/api/endpoints';

const settings: LoaderSettings = { siteId: 'demo', api: '/api', version: 'test', base: '/dist/' };

afterEach(() => {
  pageRuntime(settings).dispose();
  history.replaceState(null, '', '/');
});

/** The body the scope's list store sends for its first load, as the api client would serialise it. */
async function storeBody(config: Record<string, unknown>, mode: 'page' | 'full', hiddenStatus: number[] = []) {
  pageRuntime(settings).dispose();
  const searchEstates = vi.fn(async () => ({ total: { value: 0 }, results: [] }));
  const api = {
    getSite: async () => ({ id: 'demo', settings: { hiddenStatus } }),
    searchEstates,
    getEstateFilters: async () => ({ headTypes: [], locations: [], prices: [], countries: [] }),
  } as unknown as SiteApi;
  const scope = getScopeStores('default', settings, api, { syncUrl: config.syncUrl !== false, locale: 'fr' });
  await scope.start(listingNode(config as never), mode);
  return JSON.stringify((searchEstates.mock.calls[0] as unknown[])[0]);
}

describe('widgets/runtime/first-search (the loader sends the first search the store would send)', () => {
  it.each([
    ['a page of the URL filter', '/fr/offre?transaction=1&price-max=300000&sortType=price&bed-min=2', {}, 'page'],
    ['the full load of a grouped node with collections', '/fr/offre?city=12,14&geo_range=10,50.85,4.35', { fullLoad: true, groupOptions: { groupBy: 'TYPE' }, collections: ['7'] }, 'full'],
    ['a node query under a visitor filter, sorted by date ascending', '/fr/offre?type=2&sortOrder=ASC', { query: { terms: { 'general.transaction.id': [1] } } }, 'page'],
    ['a scope that does not follow the URL', '/fr/offre?transaction=2', { syncUrl: false }, 'page'],
  ] as const)('%s: the same bytes as the store', async (_name, url, config, mode) => {
    history.replaceState(null, '', url);
    const expected = await storeBody(config, mode);
    const search = (config as { syncUrl?: boolean }).syncUrl === false ? '' : location.search;
    expect(firstSearchBody(listingNode(config as Record<string, unknown>), mode, search, 'fr')).toBe(expected);
  });

  it('a site that hides statuses: the store sends another body (the loader cannot know them), so nothing is taken by mistake', async () => {
    history.replaceState(null, '', '/fr/offre');
    expect(firstSearchBody(null, 'page', '', 'fr')).not.toBe(await storeBody({}, 'page', [4, 5]));
    expect(firstSearchBody(null, 'page', '', 'fr', [4, 5])).toBe(await storeBody({}, 'page', [4, 5]));
  });

  it.each([
    ['estate-table', {}, 'page'],
    ['estate-table', { fullLoad: true }, 'full'],
    ['estate-table', { groupOptions: { groupBy: 'STATUS' } }, 'full'],
    ['estate-gallery', {}, 'page'],
    ['estate-map', { loadList: true }, 'full'],
    ['estate-map', {}, undefined],
    ['estate-search', {}, undefined],
  ] as const)('%s %j loads %s first', (block, config, mode) => {
    expect(firstLoadOf(block, config)).toBe(mode);
  });

  it.each([
    ['estate-map', {}, false, true],
    ['estate-map', {}, true, false],
    ['estate-map', { buttonOnPhones: false }, true, true],
    ['estate-map', { buttonOnPhones: false }, false, true],
    ['estate-map', { loadWhenVisible: false }, false, false],
    ['estate-map', { loadWhenVisible: false, buttonOnPhones: false }, true, false],
    ['estate-table', {}, false, false],
  ] as const)('%s %j on a phone: %s → shown when visible: %s', (block, config, phone, shown) => {
    expect(mapShownWhenVisible(block, config, phone)).toBe(shown);
  });

  it('the loader fetches the search code for exactly the blocks that load a list first (their facts declare firstLoad)', () => {
    const blocks = readdirSync('widgets', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    const loading = blocks.filter((b) => firstLoadOf(b, { fullLoad: true, loadList: true }) !== undefined);
    expect(loading.sort()).toEqual(Object.keys(LOADER_FACTS).filter((b) => LOADER_FACTS[b].firstLoad).sort());
  });
});

describe('widgets/runtime/early-search (the entry the loader imports beside a listing block)', () => {
  it('sends the body and headers the api client of the block sends, keyed as the client asks for it, so the block takes the answer', async () => {
    history.replaceState(null, '', '/fr/offre?transaction=1');
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { headers: { 'content-type': 'application/json' } }));
    const asked: string[] = [];
    const early = (_url: string, key: string) => (asked.push(key), undefined);
    const client = createApiClient({ baseUrl: '/api', siteId: 'demo', locale: 'fr', fetch: fetch as typeof globalThis.fetch, early });
    await client.post('/sites/demo/estates', JSON.parse(await storeBody({}, 'page')));
    const [[key, init], ...more] = await beginListingBlock('estate-table', {}, location.search, 'fr-BE', 'demo');
    expect(more).toEqual([]);
    expect(key).toBe(asked[0]);
    expect(init).toMatchObject({ method: 'POST', body: fetch.mock.calls[0][1].body, headers: fetch.mock.calls[0][1].headers });
  });

  it('a site that hides statuses: the early search reads them from the site answer and sends the body the store sends', async () => {
    history.replaceState(null, '', '/fr/offre');
    const site = Promise.resolve(new Response(JSON.stringify({ id: 'demo-hide-sold', settings: { hiddenStatus: [4, 5] } }), { headers: { 'content-type': 'application/json' } }));
    const [[, init]] = await beginListingBlock('estate-table', {}, '', 'fr', 'demo-hide-sold', site);
    expect(init.body).toBe(await storeBody({}, 'page', [4, 5]));
    // A second listing block on the page reads the same answer.
    const [[, again]] = await beginListingBlock('estate-gallery', {}, '', 'fr', 'demo-hide-sold', site);
    expect(again.body).toBe(init.body);
  });

  it.each([
    ['a failed site answer', () => Promise.resolve(new Response('nope', { status: 500 }))],
    ['a site answer that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['a rejected site answer', () => Promise.reject(new TypeError('network'))],
  ])('%s hides nothing, as the scope then does', async (_name, site) => {
    const [[, init]] = await beginListingBlock('estate-table', {}, '', 'fr', 'demo', site());
    expect(init.body).toBe(await storeBody({}, 'page', []));
  });

  const bodies = async (name: string, config: Record<string, unknown>, search: string) => (await beginListingBlock(name, config, search, 'nl', 'demo')).map(([, init]) => String(init.body));

  it('nothing for a block that loads no list first; the URL filter only when the block follows the URL', async () => {
    expect(await bodies('estate-map', { loadWhenVisible: false }, '?transaction=1')).toEqual([]);
    const [own] = await bodies('estate-table', { syncUrl: false }, '?transaction=1');
    expect(own).toBe((await bodies('estate-table', {}, ''))[0]);
    expect(own).not.toBe((await bodies('estate-table', {}, '?transaction=1'))[0]);
  });

  it('a map shown when visible: its positions call, and with loadList its list first', async () => {
    const modes = async (config: Record<string, unknown>) => (await bodies('estate-map', config, '?transaction=1')).map((body) => JSON.parse(body).mode ?? 'list');
    expect(await modes({})).toEqual(['geo']);
    expect(await modes({ loadList: true })).toEqual(['list', 'geo']);
    expect(await modes({ loadList: true, loadWhenVisible: false })).toEqual(['list']);
  });

  it('on a phone the map waits for its button: no positions call, no map engine (unless buttonOnPhones is false)', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query === '(max-width: 40rem)', media: query }) as MediaQueryList);
    try {
      const modes = async (config: Record<string, unknown>) => (await bodies('estate-map', config, '')).map((body) => JSON.parse(body).mode ?? 'list');
      expect(await modes({})).toEqual([]);
      expect(await modes({ loadList: true })).toEqual(['list']);
      expect(await modes({ buttonOnPhones: false })).toEqual(['geo']);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it.each([
    ['no filter', '/nl/aanbod', {}],
    ['a URL filter and a node query', '/nl/aanbod?transaction=1&city=12&price-max=300000', { query: { terms: { 'general.transaction.id': [1] } } }],
  ] as const)('the positions body is the one a map alone in its scope sends (%s)', async (_name, url, config) => {
    pageRuntime(settings).dispose();
    history.replaceState(null, '', url);
    const searchEstates = vi.fn(async (_body: unknown) => ({ total: { value: 0 }, results: [] }));
    const api = { getSite: async () => ({ id: 'demo', settings: {} }), searchEstates } as unknown as SiteApi;
    getScopeStores('default', settings, api, { syncUrl: true, locale: 'nl' }).positions(listingNode(config as never));
    await vi.waitFor(() => expect(searchEstates).toHaveBeenCalled());
    expect(firstPositionsBody(listingNode(config), location.search)).toBe(JSON.stringify(searchEstates.mock.calls[0][0]));
  });
});

describe('core/api/client early answers (LoaderSettings.early)', () => {
  it('a call whose URL and body were started early takes that answer and sends nothing', async () => {
    const fetch = vi.fn(async () => new Response('{"total":{"value":0},"results":[]}', { headers: { 'content-type': 'application/json' } }));
    const started = new Response('{"total":{"value":3},"results":[]}', { headers: { 'content-type': 'application/json' } });
    const early = vi.fn((url: string, body: string) => (url === '/api/sites/demo/estates' && body === '{"a":1}' ? Promise.resolve(started) : undefined));
    const client = createApiClient({ baseUrl: '/api', siteId: 'demo', fetch, early });
    expect(await client.post('/sites/demo/estates', { a: 1 })).toEqual({ total: { value: 3 }, results: [] });
    expect(fetch).not.toHaveBeenCalled();
    expect(await client.post('/sites/demo/estates', { a: 2 })).toEqual({ total: { value: 0 }, results: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('matched by meaning, not bytes: a body with its keys in another order takes the early answer', async () => {
    const fetch = vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
    const started = new Response('{"total":{"value":7},"results":[]}', { headers: { 'content-type': 'application/json' } });
    const key = queryKey({ query: { terms: { b: [2], a: [1] } }, pagination: { from: 0, size: 20 } });
    const client = createApiClient({ baseUrl: '/api', siteId: 'demo', fetch, early: (_url, body) => (body === key ? Promise.resolve(started) : undefined) });
    expect(await client.post('/sites/demo/estates', { pagination: { size: 20, from: 0 }, query: { terms: { a: [1], b: [2] } } })).toEqual({ total: { value: 7 }, results: [] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an early lookup that resolves to nothing (the loader sent another body) sends the call itself', async () => {
    const fetch = vi.fn(async () => new Response('{"total":{"value":1},"results":[]}', { headers: { 'content-type': 'application/json' } }));
    const client = createApiClient({ baseUrl: '/api', siteId: 'demo', fetch, early: () => Promise.resolve(undefined) });
    expect(await client.post('/sites/demo/estates', { a: 1 })).toEqual({ total: { value: 1 }, results: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an early answer that never comes still times out', async () => {
    const client = createApiClient({ baseUrl: '/api', siteId: 'demo', timeoutMs: 20, logger: { error() {} }, early: () => new Promise<Response>(() => {}) });
    await expect(client.post('/sites/demo/estates', {})).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
