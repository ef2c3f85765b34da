import { useMemo } from 'react';
import { useStore } from 'zustand';
import { selectRows, type EstateListStore } from '../../core/stores';
import { estateLink } from '../../core/routes';
import { formatCurrency } from '../../core/format';
import { isSold } from '../../core/status';
import { useBlock } from '../runtime/block-context';
import type { MapMarker } from './map-constants';

/**
 * Markers for the scope's current result set; hidden statuses are already left out by selectRows (spec §4).
 * The detail link is computed when a popup opens: slugs for 500 markers would block the main thread.
 */
export function useScopeMarkers(list: EstateListStore): MapMarker[] {
  const rows = useStore(list, selectRows);
  const { locale, t } = useBlock();
  return useMemo(
    () =>
      rows.flatMap(({ estate }) => {
        const geo = estate.general.address?.geoLocation;
        if (!geo || !Number.isFinite(geo.lat) || !Number.isFinite(geo.lon)) return [];
        const g = estate.general;
        const title = [g.subType?.name, g.address?.city?.name].filter(Boolean).join(' – ') || String(estate.id);
        const detail = isSold(estate) ? g.transaction?.name ?? '' : formatCurrency(g.price?.value) || t('listing.price_on_request');
        return [{ id: estate.id, lat: geo.lat, lon: geo.lon, title, detail, href: () => estateLink(estate, locale) }];
      }),
    [rows, locale, t],
  );
}
