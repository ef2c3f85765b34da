import { useMemo, useState } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { EstatePositionsState, EstatePositionsStore } from '../../core/stores';
import type { GeoArea } from '../../core/query';
import { useBlock } from '../runtime/block-context';
import { emitEvent } from '../../core/events/events';
import { useScope } from '../runtime/use-scope';
import { listingNode } from '../runtime/first-search';
import { loaderFacts } from './loader-facts';
import { usePhoneViewport } from '../ui/media/use-phone-viewport';
import { MapView, type MapViewLabels } from './map-view';
import { usePositionMarkers } from './use-position-markers';
import { formatCount } from '../../core/format/number';
import 'leaflet/dist/leaflet.css';
import type { EstateMapConfig } from './schema';
import './estate-map.css';


// Until the map is wanted, nothing is asked of the service.
const NOT_YET: EstatePositionsStore = createStore<EstatePositionsState>()(() => ({
  estates: [], total: 0, isLoading: false, error: null, filterKey: '', start() {}, reload: async () => {}, stop() {},
}));

export function EstateMap({ config }: { config: EstateMapConfig }) {
  const { t, element, locale } = useBlock();
  const phone = usePhoneViewport();
  // The map asks for the positions of the whole result set itself; `loadList` loads the scope's list
  // too, for a map whose scope has no table or gallery but which wants its filter options and total.
  const scope = useScope(config, loaderFacts.firstLoad?.(config));
  const [wanted, setWanted] = useState(false);
  // The node is read once, as useScope reads it: a block's configuration does not change while mounted.
  const store = useMemo(() => (wanted ? scope.positions(listingNode(config)) : NOT_YET), [wanted, scope]); // eslint-disable-line react-hooks/exhaustive-deps
  const { estates, total, filterKey, error, isLoading } = useStore(store);
  // No positions yet, none failed: the first are on their way (or about to be asked: filterKey is set as a load starts).
  const pending = !estates.length && !error && (isLoading || !filterKey);
  const area = useStore(scope.filter, (s) => s.filter.area);
  const markers = usePositionMarkers(estates);

  const labels = useMemo<MapViewLabels>(
    () => ({
      map: t('listing.map.label'),
      show: t('listing.map.show'),
      loading: t('listing.map.loading'),
      error: t('listing.map.error'),
      retry: t('listing.retry'),
      // Clusters and lists hold two or more: one form; 'n', 'shown' and 'total' are not plural counts.
      cluster: (n) => t('listing.map.cluster', { n }),
      list: (n) => t('listing.map.list', { n }),
      approximate: (title) => t('listing.map.approximate', { title }),
      area: t('listing.map.area'),
      showAll: t('listing.map.show_all'),
      count: (n) => t('listing.map.count', { count: n, n: formatCount(n, locale) }),
      partial: (shown, all) => t('listing.map.partial', { shown: formatCount(shown, locale), total: formatCount(all, locale) }),
    }),
    [t, locale],
  );

  const changeArea = (next: GeoArea | undefined) => {
    scope.applyFilter({ ...scope.filter.getState().filter, area: next });
    if (next) emitEvent(element, 'estate-blocks:map-area', { area: next });
  };
  return (
    <MapView
      markers={markers}
      total={total}
      labels={labels}
      tileUrl={config.tileUrl}
      attribution={config.tileAttribution}
      loadWhenVisible={loaderFacts.mapShownWhenVisible?.(config, phone) ?? false}
      onRequest={() => setWanted(true)}
      fitKey={filterKey}
      pending={pending}
      area={area}
      onAreaChange={changeArea}
      failed={Boolean(error)}
      onRetry={() => void store.getState().reload()}
    />
  );
}
