import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createCancelFlow, type CancelApi, type CancelState } from '../../core/appointments/cancel-flow';

/** One cancel flow per mounted block; loads on mount, aborts on unmount. */
export function useCancelFlow(api: CancelApi, appointmentId: string): CancelState & { cancel: () => void } {
  const flow = useMemo(() => createCancelFlow(api, appointmentId), [api, appointmentId]);
  useEffect(
    function loadAppointment() {
      void flow.load();
      return function abortCalls() {
        flow.dispose();
      };
    },
    [flow],
  );
  const state = useSyncExternalStore(flow.store.subscribe, flow.store.getState, flow.store.getState);
  return { ...state, cancel: () => void flow.cancel() };
}
