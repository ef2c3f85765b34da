/**
 * A search kept in the page URL's query: a visitor's change is one history entry, back/forward and a
 * shared link restore it. The estate scopes and the holiday rental search use this one mechanism, each
 * with its own parameters (core/query/param-rows.ts).
 */
export interface UrlState<S> {
  /** The search the query string holds. */
  read(search: string): S;
  /** The same search (then nothing is written or reloaded). */
  same(a: S, b: S): boolean;
  /** `pathAndSearch` with the search's parameters replaced by those of `next`. */
  href(pathAndSearch: string, next: S): string;
}

/** Writes `next` as a new history entry (the caller knows it is another search). */
export function pushSearch<S>(url: UrlState<S>, next: S): void {
  history.pushState(history.state, '', url.href(location.pathname + location.search, next) + location.hash);
}

/** Follows back/forward: `apply` gets the URL's search when it differs from `current()`. Returns the stop. */
export function followSearch<S>(url: UrlState<S>, current: () => S, apply: (next: S) => void): () => void {
  const onPop = () => {
    const next = url.read(location.search);
    if (!url.same(next, current())) apply(next);
  };
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}
