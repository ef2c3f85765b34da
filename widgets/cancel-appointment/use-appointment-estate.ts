import { useEffect, useState } from 'react';
import { toFavoriteItem } from '../../core/view-models/favorite-item';
import { useBlock } from '../runtime/block-context';
import type { AppointmentEstate } from './cancel-appointment-view';
import type { Calls } from './schema';

/**
 * The estate a loaded appointment is for (GET /estates/v2/{estateId}), named as a favorite card names it:
 * its title (type and city), its reference and a link built from its id. Null until loaded, and when the
 * appointment names no estate or the estate cannot be loaded: the page then still lets the visitor cancel.
 */
export function useAppointmentEstate(estateId: number | undefined): AppointmentEstate | null {
  const { api, t, translator, locale, routes } = useBlock<Calls>();
  const [estate, setEstate] = useState<AppointmentEstate | null>(null);
  useEffect(
    function loadEstate() {
      setEstate(null);
      if (!estateId) return;
      const calls = new AbortController();
      const labels = { t, enumLabel: (name: string, code: string | number | null | undefined) => translator.enumLabel(name, code), typeLabel: (code: string) => translator.enumLabel('Type', code) };
      api.getEstate(estateId, { signal: calls.signal }).then(
        (detail) => {
          if (!detail || calls.signal.aborted) return;
          const item = toFavoriteItem(detail, locale, labels, routes);
          setEstate({ title: item.title, reference: item.reference, href: item.href });
        },
        () => {},
      );
      return () => calls.abort();
    },
    // The translator and routes are the block's for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, estateId, locale],
  );
  return estate;
}
