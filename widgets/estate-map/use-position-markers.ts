import { useMemo } from 'react';
import type { Estate } from '../../core/model';
import { estateLink } from '../../core/routes/links';
import type { RouteMap } from '../../core/routes/route-map';
import { isApproximatePosition, mapMarkerTitle, mapPosition } from '../../core/view-models/map-marker';
import type { ViewModelLabels } from '../../core/view-models/types';
import { useBlock } from '../runtime/block-context';
import { listingPriceText } from '../../core/view-models/listing-item';
import type { MapMarker } from './map-constants';

/** One estate's marker: sub-type and city as its title, the list price; none without a position. `routes`: the page's route map. */
export function toMapMarker(estate: Estate, labels: Pick<ViewModelLabels, 'locale' | 't'>, routes?: RouteMap): MapMarker | null {
  const position = mapPosition(estate);
  if (!position) return null;
  const marker: MapMarker = { id: estate.id, ...position, title: mapMarkerTitle(estate, labels.locale), detail: listingPriceText(estate, labels), href: () => estateLink(estate, labels.locale, { map: routes }) };
  return isApproximatePosition(estate) ? { ...marker, approximate: true } : marker;
}

/**
 * Markers for the positions of the scope's whole result set (hidden statuses already left out).
 * The detail link is computed when a popup opens: slugs for thousands of markers would block the main thread.
 */
export function usePositionMarkers(estates: readonly Estate[]): MapMarker[] {
  const { locale, t, routes } = useBlock();
  return useMemo(
    () =>
      estates.flatMap((estate) => {
        const marker = toMapMarker(estate, { locale, t }, routes);
        return marker ? [marker] : [];
      }),
    [estates, locale, t, routes],
  );
}
