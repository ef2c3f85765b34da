import { useMemo } from 'react';
import { useStore } from 'zustand';
import { selectRows } from '../../core/stores';
import type { EstateListStore } from '../../core/stores';
import { useListingItems } from '../ui/estate-card/use-listing-items';
import type { MapMarker } from './map-constants';

/** Markers for the scope's current result set; hidden statuses are already left out by selectRows (spec §4). */
export function useScopeMarkers(list: EstateListStore): MapMarker[] {
  const rows = useStore(list, selectRows);
  const items = useListingItems(rows);
  return useMemo(
    () =>
      items.flatMap((item) =>
        item.position ? [{ id: item.id, lat: item.position.lat, lon: item.position.lon, title: item.title, href: item.href, detail: item.price }] : [],
      ),
    [items],
  );
}
