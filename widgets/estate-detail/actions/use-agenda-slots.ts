import { useEffect, useState } from 'react';
import type { AgendaSlot } from '../../../core/model';
import { useDetailApi } from '../detail-api';

export type SlotsState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; slots: AgendaSlot[] };

/** Free viewing slots of the live agenda (GET /live-agenda/{estateId}); reload() after a booking or a failure. */
export function useAgendaSlots(estateId: number) {
  const api = useDetailApi();
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(
    function loadSlots() {
      const controller = new AbortController();
      setState({ status: 'loading' });
      api.getAgendaSlots(estateId, { signal: controller.signal }).then(
        (slots) => !controller.signal.aborted && setState({ status: 'loaded', slots }),
        () => !controller.signal.aborted && setState({ status: 'error' }),
      );
      return () => controller.abort();
    },
    [api, estateId, round],
  );
  return { state, reload: () => setRound((n) => n + 1) };
}
