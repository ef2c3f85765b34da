import { useEffect, useState } from 'react';
import type { EstateDetail } from '../../core/api/types';
import type { BlockApi } from '../runtime/services';
import type { Calls } from './schema';

/** What is known about one favorite: loading, its current record, gone (no longer published) or failed. */
export type FavoriteEntry =
  | { id: string; state: 'loading' }
  | { id: string; state: 'ok'; detail: EstateDetail }
  | { id: string; state: 'gone' }
  | { id: string; state: 'error' };

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/** Current data for each favorite id (fetched once per id; `retry` refetches the failed ones). */
export function useFavoriteEstates(api: BlockApi<Calls>, ids: string[]) {
  const [known, setKnown] = useState<Record<string, FavoriteEntry>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(
    function loadMissing() {
      const missing = ids.filter((id) => !known[id] || (known[id].state === 'error' && attempt > 0));
      if (!missing.length) return;
      const put = (entry: FavoriteEntry) => setKnown((k) => ({ ...k, [entry.id]: entry }));
      for (const id of missing) {
        put({ id, state: 'loading' });
        api.getEstate(id).then(
          (detail) => put(detail ? { id, state: 'ok', detail } : { id, state: 'gone' }),
          (error) => put({ id, state: isNotFound(error) ? 'gone' : 'error' }),
        );
      }
    },
    // `known` is read to skip ids already asked for; adding it would refetch on every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, ids, attempt],
  );

  const entries = ids.map((id) => known[id] ?? ({ id, state: 'loading' } as FavoriteEntry));
  return { entries, retry: () => setAttempt((a) => a + 1) };
}
