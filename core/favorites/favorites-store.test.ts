import { describe, expect, it } from 'vitest';
import { createFavoritesStore, favoritesKey } from './favorites-store';
import type { KeyValueStorage } from './storage';

function memoryStorage(initial: Record<string, string> = {}, failWith?: string): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => {
      if (failWith) throw Object.assign(new Error(failWith), { name: failWith });
      data[k] = v;
    },
    removeItem: (k) => void delete data[k],
  };
}

function eventHub() {
  const listeners = new Set<(e: Event) => void>();
  return {
    addEventListener: (_: string, l: (e: Event) => void) => listeners.add(l),
    removeEventListener: (_: string, l: (e: Event) => void) => listeners.delete(l),
    emit: (key: string | null) => listeners.forEach((l) => l({ key } as unknown as Event)),
    size: () => listeners.size,
  };
}

const KEY = favoritesKey('demo');

describe('spec §1 favorites kept in the browser (core/favorites)', () => {
  it('uses the key estate-blocks:favorites:<siteId>', () => {
    expect(KEY).toBe('estate-blocks:favorites:demo');
  });

  it('reads the stored ids on creation', () => {
    const storage = memoryStorage({ [KEY]: '["12",40]' });
    const store = createFavoritesStore({ siteId: 'demo', storage: () => storage, events: null });
    expect(store.getState()).toEqual({ ids: ['12', '40'], problem: null });
    expect(store.has(40)).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"ids":[1]}'],
    ['junk entries dropped', '[null, {}, ""]'],
  ])('treats a malformed stored value as empty: %s', (_case, raw) => {
    const storage = memoryStorage({ [KEY]: raw });
    expect(createFavoritesStore({ siteId: 'demo', storage: () => storage, events: null }).getState().ids).toEqual([]);
  });

  it('add puts the newest first and persists; toggle and remove take it out', () => {
    const storage = memoryStorage();
    const store = createFavoritesStore({ siteId: 'demo', storage: () => storage, events: null });
    store.add(12);
    store.toggle('40');
    store.add(12);
    expect(store.getState().ids).toEqual(['40', '12']);
    expect(JSON.parse(storage.data[KEY])).toEqual(['40', '12']);
    store.toggle(40);
    store.remove(12);
    expect(store.getState().ids).toEqual([]);
    expect(storage.data[KEY]).toBe('[]');
  });

  it('keeps at most `max` ids', () => {
    const store = createFavoritesStore({ siteId: 'demo', storage: () => memoryStorage(), events: null, max: 2 });
    [1, 2, 3].forEach((id) => store.add(id));
    expect(store.getState().ids).toEqual(['3', '2']);
  });

  it('follows changes made in another tab (storage event) and stops on destroy', () => {
    const storage = memoryStorage();
    const hub = eventHub();
    const store = createFavoritesStore({ siteId: 'demo', storage: () => storage, events: hub });
    storage.data[KEY] = '["7"]';
    hub.emit('unrelated');
    expect(store.getState().ids).toEqual([]);
    hub.emit(KEY);
    expect(store.getState().ids).toEqual(['7']);
    delete storage.data[KEY];
    hub.emit(null);
    expect(store.getState().ids).toEqual([]);
    store.destroy();
    expect(hub.size()).toBe(0);
  });

  it.each([
    ['SecurityError when reading localStorage (blocked site data)', () => {
      throw Object.assign(new Error('denied'), { name: 'SecurityError' });
    }],
    ['no localStorage at all', () => null],
    ['writes refused (private mode)', () => memoryStorage({}, 'SecurityError') as KeyValueStorage],
  ])('storage unavailable → works in memory with a flag: %s', (_case, storage) => {
    const store = createFavoritesStore({ siteId: 'demo', storage: storage as () => KeyValueStorage | null, events: null });
    expect(store.getState().problem).toBe('unavailable');
    store.add(5);
    expect(store.getState().ids).toEqual(['5']);
  });

  it('quota exceeded on write → memory fallback with the quota flag, no crash', () => {
    let full = false;
    const base = memoryStorage();
    const storage: KeyValueStorage = {
      ...base,
      setItem: (k, v) => {
        if (full) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
        base.setItem(k, v);
      },
    };
    const store = createFavoritesStore({ siteId: 'demo', storage: () => storage, events: null });
    full = true;
    store.add(9);
    expect(store.getState()).toEqual({ ids: ['9'], problem: 'quota' });
    store.add(10);
    expect(store.getState().ids).toEqual(['10', '9']);
  });
});
