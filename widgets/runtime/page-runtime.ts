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
  /** Runs `teardown` when the page's runtime is disposed. */
  onDispose(teardown: () => void): void;
  /** Ends the page's runtime: teardowns run once, in reverse order; the settings get a fresh runtime on next use. */
  dispose(): void;
}

function createPageRuntime(release: () => void): PageRuntime {
  const values = new Map<string, unknown>();
  const teardowns: (() => void)[] = [];
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
      teardowns.push(teardown);
    },
    dispose() {
      release();
      values.clear();
      for (const teardown of teardowns.splice(0).reverse()) teardown();
    },
  };
}

/** The page runtime of these loader settings (made on first use). */
export function pageRuntime(settings: LoaderSettings): PageRuntime {
  const holder = settings as LoaderSettings & { page?: PageRuntime };
  return (holder.page ??= createPageRuntime(() => (holder.page = undefined)));
}
