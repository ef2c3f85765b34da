import { describe, expect, it } from 'vitest';
import { createEstateListStore } from './estate-list-store';
import { createFakeApi, estate, failure, page } from '../../tests/support/fake-api';
import { selectGroups, selectHasMore, selectLoadedCount, selectMainEstates, selectRows } from './list-selectors';

function setup(extra: Partial<Parameters<typeof createEstateListStore>[0]> = {}) {
  const fake = createFakeApi();
  const store = createEstateListStore({ api: fake.api, ...extra });
  return { ...fake, store, state: () => store.getState() };
}

describe('spec §4 estate list loading', () => {
  it.each([
    ['normal load: page size 20 from offset 0', 'load', { from: 0, size: 20 }],
    ['full load: 500 items', 'loadAll', { from: 0, size: 500 }],
  ] as const)('%s', async (_rule, action, pagination) => {
    const { store, searches } = setup();
    void store.getState()[action]();
    expect(searches[0].body.pagination).toEqual(pagination);
  });

  it('every search (first page, full load, next page) asks for the store\'s fields; none → whole records', async () => {
    const { store, searches } = setup({ fields: ['id', 'general.price.value'] });
    void store.getState().load();
    await searches[0].answer(page(1, 20, 45));
    void store.getState().loadMore();
    void store.getState().loadAll();
    expect(searches.map((s) => s.body.fields)).toEqual([['id', 'general.price.value'], ['id', 'general.price.value'], ['id', 'general.price.value']]);
    const plain = setup();
    void plain.store.getState().load();
    expect(plain.searches[0].body).not.toHaveProperty('fields');
  });

  it('spec §4 fetching the first page sets loading and stores the node', async () => {
    const { store, searches, state } = setup();
    const node = { collections: ['c-1'] };
    void store.getState().load({ node });
    expect([state().isLoading, state().node]).toEqual([true, node]);
    expect(searches[0].body.query.terms).toEqual({ 'children.collections': ['c-1'] });
  });

  it('spec §4 success replaces estates and total and ends loading', async () => {
    const { store, searches, state } = setup();
    void store.getState().load();
    await searches[0].answer(page(1, 20, 45));
    void store.getState().load();
    await searches[1].answer(page(100, 20, 30));
    expect([state().isLoading, state().total, selectLoadedCount(state()), state().estates.length]).toEqual([false, 30, 20, 1]);
    expect(selectRows(state())[0].id).toBe(100);
  });

  it('spec §4 error ends loading and stores the error', async () => {
    const { store, searches, state } = setup();
    void store.getState().load();
    await searches[0].answer(failure(500));
    expect([state().isLoading, state().error?.status]).toEqual([false, 500]);
  });

  it('spec §4 load-more sets isLoadingNextPage, requests from the loaded count, appends and updates the total', async () => {
    const { store, searches, state } = setup();
    void store.getState().load();
    await searches[0].answer(page(1, 20, 45));
    void store.getState().loadMore();
    expect(state().isLoadingNextPage).toBe(true);
    expect(searches[1].body.pagination).toEqual({ from: 20, size: 20 });
    await searches[1].answer(page(21, 20, 46));
    expect([state().isLoadingNextPage, state().total, selectLoadedCount(state())]).toEqual([false, 46, 40]);
    expect(selectRows(state()).map((r) => r.id).slice(18, 22)).toEqual([19, 20, 21, 22]);
  });

  it('spec §4 load-more error clears the flag, stores the error and keeps loaded results', async () => {
    const { store, searches, state } = setup();
    void store.getState().load();
    await searches[0].answer(page(1, 20, 45));
    void store.getState().loadMore();
    await searches[1].answer(failure(404));
    expect([state().isLoadingNextPage, state().error?.status, selectLoadedCount(state())]).toEqual([false, 404, 20]);
  });

  it.each([
    ['more pages while loaded < total', 20, 45, true],
    ['no more pages when loaded = total', 20, 20, false],
    ['no more pages on an empty result', 0, 0, false],
  ])('spec §4 %s', async (_rule, count, total, hasMore) => {
    const { store, searches, state } = setup();
    void store.getState().load();
    await searches[0].answer(page(1, count, total));
    expect(selectHasMore(state())).toBe(hasMore);
  });

  it('spec §4 load-more does nothing when no pages remain or while a load runs', async () => {
    const { store, searches } = setup();
    void store.getState().load();
    void store.getState().loadMore();
    await searches[0].answer(page(1, 5, 5));
    void store.getState().loadMore();
    expect(searches).toHaveLength(1);
  });

  it('an empty next page ends paging even when the total says otherwise', async () => {
    const { store, searches, state } = setup();
    void store.getState().load();
    await searches[0].answer(page(1, 20, 45));
    void store.getState().loadMore();
    await searches[1].answer(page(0, 0, 45));
    expect(selectHasMore(state())).toBe(false);
  });

  it('spec §4 full-load mode pages on with 500 from the offset', async () => {
    const { store, searches } = setup();
    void store.getState().loadAll();
    await searches[0].answer(page(1, 500, 900));
    void store.getState().loadMore();
    expect(searches[1].body.pagination).toEqual({ from: 500, size: 500 });
  });

  it('spec §4 a filter change reloads from the first item in the current mode', async () => {
    const { store, searches, state } = setup();
    void store.getState().loadAll();
    await searches[0].answer(page(1, 500, 900));
    void store.getState().setFilter({ city: [7], sortType: 'price' });
    expect(searches[1].body.pagination).toEqual({ from: 0, size: 500 });
    expect(searches[1].body.query.terms).toEqual({ 'general.address.city.id': [7] });
    expect(searches[1].body.sort).toEqual([{ field: 'general.price.value', order: 'ASC' }]);
    expect(state().filter).toEqual({ city: [7], sortType: 'price' });
  });
});

describe('DESIGN §4 a stale response never overwrites a newer one', () => {
  it('an older load answering last is dropped, and it was aborted', async () => {
    const { store, searches, state } = setup();
    void store.getState().setFilter({ city: [1] });
    void store.getState().setFilter({ city: [2] });
    expect(searches[0].signal?.aborted).toBe(true);
    await searches[1].answer(page(200, 1, 1));
    await searches[0].answer(page(100, 3, 3));
    expect(selectRows(state()).map((r) => r.id)).toEqual([200]);
    expect(state().total).toBe(1);
  });

  it('a load-more answering after a new load is dropped', async () => {
    const { store, searches, state } = setup();
    void store.getState().load();
    await searches[0].answer(page(1, 20, 45));
    void store.getState().loadMore();
    void store.getState().load({ filter: { type: [2] } });
    await searches[2].answer(page(500, 2, 2));
    await searches[1].answer(page(21, 20, 45));
    expect(selectRows(state()).map((r) => r.id)).toEqual([500, 501]);
    expect([state().isLoadingNextPage, state().isLoading]).toEqual([false, false]);
  });

  it('cancel aborts the request under way, keeps the rows and drops its late answer', async () => {
    const { store, searches, state } = setup();
    void store.getState().load();
    await searches[0].answer(page(1, 20, 45));
    void store.getState().setFilter({ type: [2] });
    store.getState().cancel();
    expect(searches[1].signal?.aborted).toBe(true);
    expect([state().isLoading, state().isLoadingNextPage]).toEqual([false, false]);
    await searches[1].answer(page(900, 1, 1));
    expect(selectRows(state())[0]?.id).toBe(1);
  });

  it('a stale failure does not store its error', async () => {
    const { store, searches, state } = setup();
    void store.getState().load();
    void store.getState().load();
    await searches[1].answer(page(1, 1, 1));
    await searches[0].answer(failure());
    expect(state().error).toBeNull();
  });
});

describe('spec §3 list rows and groups', () => {
  it('spec §3 the first child is the main record, the rest are its children', async () => {
    const { store, searches, state } = setup();
    void store.getState().load();
    await searches[0].answer({ total: { value: 1 }, results: [{ children: [estate(10), estate(11), estate(12)] }] });
    const [row] = selectRows(state());
    expect([row.estate.id, row.children.map((c) => c.id)]).toEqual([10, [11, 12]]);
    expect(selectMainEstates(state()).map((e) => e.id)).toEqual([10]);
  });

  it('spec §4 rows and children with a hidden status are left out', async () => {
    const { store, searches, state } = setup({ settings: { hiddenStatus: [4] } });
    void store.getState().load();
    await searches[0].answer({ total: { value: 2 }, results: [
      { children: [estate(1, { status: { id: 4 } })] },
      { children: [estate(2), estate(3, { status: { id: 4 } }), estate(4)] },
    ] });
    expect(selectRows(state()).map((r) => [r.id, r.children.map((c) => c.id)])).toEqual([[2, [4]]]);
  });

  it('spec §3 rows are grouped by the node groupOptions (spec §9 order)', async () => {
    const { store, searches, state } = setup({ node: { groupOptions: { groupBy: 'TYPE' } } });
    void store.getState().load();
    await searches[0].answer({ total: { value: 3 }, results: [2, 1, 3].map((id) => ({ children: [estate(id, {}, { headType: { id } })] })) });
    expect(selectGroups(state()).map((g) => g.key)).toEqual(['1', '3', '2']);
    expect(searches[0].body.sort[0]).toEqual({ field: 'general.headType.id', order: 'ASC' });
  });

  it('selectors return the same reference while the state is unchanged', async () => {
    const { store, searches, state } = setup();
    void store.getState().load();
    await searches[0].answer(page(1, 3, 3));
    expect(selectRows(state())).toBe(selectRows(state()));
    expect(selectGroups(state())).toBe(selectGroups(state()));
    expect(selectMainEstates(state())).toBe(selectMainEstates(state()));
  });
});
