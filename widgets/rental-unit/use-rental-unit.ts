import { useCallback, useEffect, useState } from 'react';
import type { RentalPeriod, RentalUnit } from '../../core/model';

export interface RentalUnitApi {
  getRentalUnit(id: number, opts?: { signal?: AbortSignal }): Promise<RentalUnit | null>;
  getRentalUnitPeriods(id: number, opts?: { signal?: AbortSignal }): Promise<RentalPeriod[]>;
}

export type RentalUnitLoad =
  | { phase: 'loading' }
  | { phase: 'notFound' }
  | { phase: 'error' }
  | { phase: 'loaded'; unit: RentalUnit; periods: RentalPeriod[] };

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** Loads the unit and its availability periods together; 404 → not found, other failures → error with retry. */
export function useRentalUnit(api: RentalUnitApi, id: number | null) {
  const [state, setState] = useState<RentalUnitLoad>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(
    function loadUnitAndPeriods() {
      if (id === null) {
        setState({ phase: 'notFound' });
        return;
      }
      const controller = new AbortController();
      const { signal } = controller;
      setState({ phase: 'loading' });
      Promise.all([api.getRentalUnit(id, { signal }), api.getRentalUnitPeriods(id, { signal }).catch(() => [])])
        .then(([unit, periods]) => {
          if (!signal.aborted) setState(unit ? { phase: 'loaded', unit, periods: periods ?? [] } : { phase: 'notFound' });
        })
        .catch((error) => {
          if (!signal.aborted) setState({ phase: statusOf(error) === 404 ? 'notFound' : 'error' });
        });
      return function abortLoad() {
        controller.abort();
      };
    },
    [api, id, attempt],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
