import { useMemo } from 'react';
import { useStore } from 'zustand';
import { selectMainEstates, type EstateListStore } from '../../core/stores';
import { estateLink } from '../../core/routes';
import { useBlock } from '../runtime/block-context';
import { listingPosition, listingPriceText } from '../ui/estate-card/listing-item';
import type { Estate } from '../../core/model';
import type { ViewModelLabels } from '../../core/view-models/types';
import type { MapMarker } from './map-constants';

/** One estate's marker: sub-type and city as its title, the list price; none without a position. */
export function toMapMarker(estate: Estate, labels: Pick<ViewModelLabels, 'locale' | 't'>): MapMarker | null {
  const position = listingPosition(estate);
  if (!position) return null;
  const g = estate.general;
  const title = [g.subType?.name, g.address?.city?.name].filter(Boolean).join(' – ') || String(estate.id);
  return { id: estate.id, ...position, title, detail: listingPriceText(estate, labels), href: () => estateLink(estate, labels.locale) };
}

/**
 * Markers for the scope's current result set; hidden statuses are already left out by the list selectors (spec §4).
 * The detail link is computed when a popup opens: slugs for 500 markers would block the main thread.
 */
export function useScopeMarkers(list: EstateListStore): MapMarker[] {
  const estates = useStore(list, selectMainEstates);
  const { locale, t } = useBlock();
  return useMemo(
    () =>
      estates.flatMap((estate) => {
        const marker = toMapMarker(estate, { locale, t });
        return marker ? [marker] : [];
      }),
    [estates, locale, t],
  );
}
