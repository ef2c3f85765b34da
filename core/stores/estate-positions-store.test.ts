import { describe, expect, it } from 'vitest';
import { GEO_RESULT_LIMIT } from '../api/types';
import { createEstateListStore } from './estate-list-store';
import { createEstatePositionsStore } from './estate-positions-store';
import { createFakeApi, estate, page } from '../../tests/support/fake-api';

function setup(hiddenStatus: number[] = []) {
  const fake = createFakeApi();
  const list = createEstateListStore({ api: fake.api, filter: { type: [1] }, settings: { hiddenStatus } });
  const positions = createEstatePositionsStore({ api: fake.api, list });
  return { fake, list, positions };
}

// The map shows the whole result set, not the pages the table has loaded.
describe('estate positions store', () => {
  it('asks for the positions of the whole result set in one geo call with the list filter, up to the service limit', async () => {
    const { fake, positions } = setup();
    positions.getState().start();
    expect(fake.searches).toHaveLength(1);
    const { body } = fake.searches[0];
    expect(body.mode).toBe('geo');
    expect(body.pagination).toEqual({ from: 0, size: GEO_RESULT_LIMIT });
    expect(body.query.terms).toEqual({ 'general.headType.id': [1] });
    await fake.searches[0].answer(page(1, 1558, 1558));
    expect(positions.getState()).toMatchObject({ total: 1558, isLoading: false, error: null });
    expect(positions.getState().estates).toHaveLength(1558);
  });

  it('follows a filter change of the list, and the table paging does not ask again', async () => {
    const { fake, list, positions } = setup();
    positions.getState().start();
    await fake.searches[0].answer(page(1, 30, 30));
    void list.getState().load();
    expect(fake.searches).toHaveLength(2);
    expect(fake.searches[1].body.mode).toBeUndefined();
    await fake.searches[1].answer(page(1, 20, 30));
    void list.getState().loadMore();
    expect(fake.searches).toHaveLength(3);
    expect(fake.searches[2].body.mode).toBeUndefined();
    await fake.searches[2].answer(page(21, 10, 30));
    void list.getState().setFilter({ type: [2] });
    const geo = fake.searches.filter((c) => c.body.mode === 'geo');
    expect(geo).toHaveLength(2);
    expect(geo[1].body.query.terms).toEqual({ 'general.headType.id': [2] });
  });

  it('a stale answer never overwrites a newer one', async () => {
    const { fake, list, positions } = setup();
    positions.getState().start();
    void list.getState().setFilter({ type: [2] });
    const [first, second] = fake.searches.filter((c) => c.body.mode === 'geo');
    expect(first.signal?.aborted).toBe(true);
    await second.answer(page(100, 2, 2));
    await first.answer(page(1, 5, 5));
    expect(positions.getState().estates.map((e) => e.id)).toEqual([100, 101]);
  });

  it('filterKey changes with the filter, not with the map area alone', async () => {
    const { fake, list, positions } = setup();
    positions.getState().start();
    const before = positions.getState().filterKey;
    void list.getState().setFilter({ type: [1], area: { west: 3, south: 50, east: 4, north: 51 } });
    expect(fake.searches.filter((c) => c.body.mode === 'geo')).toHaveLength(2);
    expect(positions.getState().filterKey).toBe(before);
    void list.getState().setFilter({ type: [3], area: { west: 3, south: 50, east: 4, north: 51 } });
    expect(positions.getState().filterKey).not.toBe(before);
  });

  it('leaves out the statuses the site hides, and keeps the error of a failed call', async () => {
    const { fake, positions } = setup([4]);
    positions.getState().start();
    await fake.searches[0].answer({ total: { value: 2 }, results: [{ children: [estate(1)] }, { children: [estate(2, { status: { id: 4 } })] }] });
    expect(positions.getState().estates.map((e) => e.id)).toEqual([1]);
    void positions.getState().reload();
    await fake.searches[1].answer({ total: { value: 0 }, results: [], error: { status: 500, statusText: 'x', kind: 'http', message: 'x' } });
    expect(positions.getState().error?.status).toBe(500);
    expect(positions.getState().estates.map((e) => e.id)).toEqual([1]);
  });

  it('a failed map loads again when the list of the same search answers after a fault (retry restores every block)', async () => {
    const { fake, list, positions } = setup();
    positions.getState().start();
    const failure = { total: { value: 0 }, results: [], error: { status: 0, statusText: '', kind: 'bad-answer' as const, message: 'x' } };
    await fake.searches[0].answer(failure);
    expect(positions.getState().error).not.toBeNull();
    const retry = list.getState().load();
    const listCall = fake.searches[fake.searches.length - 1];
    expect(listCall.body.mode).toBeUndefined();
    await listCall.answer(page(1, 20, 20));
    await retry;
    const again = fake.searches.filter((c) => c.body.mode === 'geo');
    expect(again).toHaveLength(2);
    await again[1].answer(page(1, 20, 20));
    expect(positions.getState()).toMatchObject({ error: null, total: 20 });
    // A list answer while the map is fine asks nothing more.
    void list.getState().load();
    await fake.searches[fake.searches.length - 1].answer(page(1, 20, 20));
    expect(fake.searches.filter((c) => c.body.mode === 'geo')).toHaveLength(2);
  });

  it('stop() stops following the list', async () => {
    const { fake, list, positions } = setup();
    positions.getState().start();
    positions.getState().stop();
    void list.getState().setFilter({ type: [2] });
    expect(fake.searches.filter((c) => c.body.mode === 'geo')).toHaveLength(1);
  });
});
