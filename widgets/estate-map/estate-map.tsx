import { useMemo } from 'react';
import { useBlock } from '../runtime/block-context';
import { useScope, type ListingNodeConfig } from '../ui/estate-card/use-scope';
import { MapView, type MapViewLabels } from './map-view';
import { useScopeMarkers } from './use-scope-markers';
import 'leaflet/dist/leaflet.css';
import './estate-map.css';

export interface EstateMapConfig extends ListingNodeConfig {
  loadWhenVisible: boolean;
  loadList: boolean;
  tileUrl?: string;
  tileAttribution?: string;
}

export function EstateMap({ config }: { config: EstateMapConfig }) {
  const { t } = useBlock();
  // A map without a table or gallery in its scope loads the list itself (500 markers at most).
  const scope = useScope(config, config.loadList ? 'full' : undefined);
  const markers = useScopeMarkers(scope.list);

  const labels = useMemo<MapViewLabels>(
    () => ({
      map: t('listing.map.label'),
      show: t('listing.map.show'),
      loading: t('listing.map.loading'),
      error: t('listing.map.error'),
      retry: t('listing.retry'),
      count: (n) => t('listing.map.count', { count: n }),
    }),
    [t],
  );
  return (
    <MapView
      markers={markers}
      labels={labels}
      tileUrl={config.tileUrl}
      attribution={config.tileAttribution}
      loadWhenVisible={config.loadWhenVisible}
    />
  );
}
