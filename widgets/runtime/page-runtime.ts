import type { LoaderSettings } from './block-contract';

/**
 * What the blocks of one page share — scopes, the site settings and text overrides asked once, the route
 * map, translators, setup problems already reported — held by the loader's settings object (one per page,
 * handed to every block), not by module state: a test or a second page on the same module gets its own by
 * passing other settings, and dispose() ends it (listeners removed, requests cancelled, caches dropped).
 */
export interface PageRuntime {
  /** The value shared under `kind` and `key` on this page, made by `make` the first time. */
  shared<T>(kind: string, key: string, make: () => T): T;
  /** Forgets a shared value (a failed load, asked again by the next block). */
  forget(kind: string, key: string): void;
  /** Runs `teardown` when the page's runtime is disposed; the returned function unregisters it (a part that ended earlier). */
  onDispose(teardown: () => void): () => void;
  /** Runs `leave` when `member` (a block's element) leaves the page; the returned function unregisters it. */
  onLeave(member: object, leave: () => void): () => void;
  /** `member` leaves the page (its unmount was asked: the old root may unmount later): what it registered with onLeave runs once. */
  leave(member: object): void;
  /** Ends the page's runtime: teardowns run once, in reverse order; the settings get a fresh runtime on next use. */
  dispose(): void;
}

function createPageRuntime(release: () => void): PageRuntime {
  const values = new Map<string, unknown>();
  const teardowns = new Set<() => void>();
  const leaving = new Map<object, Set<() => void>>();
  const id = (kind: string, key: string) => `${kind}\u0000${key}`;
  return {
    shared<T>(kind: string, key: string, make: () => T): T {
      const k = id(kind, key);
      if (!values.has(k)) values.set(k, make());
      return values.get(k) as T;
    },
    forget(kind, key) {
      values.delete(id(kind, key));
    },
    onDispose(teardown) {
      const once = () => teardown();
      teardowns.add(once);
      return () => teardowns.delete(once);
    },
    onLeave(member, leave) {
      const own = leaving.get(member) ?? new Set();
      leaving.set(member, own);
      const once = () => leave();
      own.add(once);
      return () => {
        own.delete(once);
        if (!own.size && leaving.get(member) === own) leaving.delete(member);
      };
    },
    leave(member) {
      const own = leaving.get(member);
      leaving.delete(member);
      for (const leave of own ?? []) leave();
    },
    dispose() {
      release();
      values.clear();
      leaving.clear();
      const all = [...teardowns].reverse();
      teardowns.clear();
      for (const teardown of all) teardown();
    },
  };
}

/** The page runtime of these loader settings (made on first use). */
export function pageRuntime(settings: LoaderSettings): PageRuntime {
  const holder = settings as LoaderSettings & { page?: PageRuntime };
  return (holder.page ??= createPageRuntime(() => (holder.page = undefined)));
}
