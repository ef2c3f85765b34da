import { useEffect, useState } from 'react';
import type { EstateDetail } from '../../core/api/types';
import { useDetailApi } from './detail-api';

export type DetailLoad =
  | { status: 'loading' }
  | { status: 'loaded'; detail: EstateDetail }
  | { status: 'notFound' }
  | { status: 'error' };

/** Loads one record (GET estates/v2/{id}); a newer id aborts the older request; retry reloads. */
export function useEstateDetail(id: number | null) {
  const api = useDetailApi();
  const [state, setState] = useState<DetailLoad>({ status: id === null ? 'notFound' : 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(
    function loadDetail() {
      if (id === null) {
        setState({ status: 'notFound' });
        return;
      }
      const controller = new AbortController();
      setState({ status: 'loading' });
      api.getEstate(id, { signal: controller.signal }).then(
        (detail) => {
          if (!controller.signal.aborted) setState(detail ? { status: 'loaded', detail } : { status: 'notFound' });
        },
        (error: { status?: number }) => {
          if (!controller.signal.aborted) setState({ status: error?.status === 404 ? 'notFound' : 'error' });
        },
      );
      return function abortDetail() {
        controller.abort();
      };
    },
    [api, id, attempt],
  );

  return { state, retry: () => setAttempt((n) => n + 1) };
}
