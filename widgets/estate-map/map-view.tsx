import { useState } from 'react';
import { useNearViewport } from '../ui/infinite-scroll/use-near-viewport';
import type { MapMarker } from './map-constants';
import { useLeafletMap } from './use-leaflet-map';

export interface MapViewLabels {
  map: string;
  show: string;
  loading: string;
  error: string;
  retry: string;
  /** e.g. '12 estates on the map'. */
  count: (n: number) => string;
}

export interface MapViewProps {
  markers: readonly MapMarker[];
  labels: MapViewLabels;
  tileUrl?: string;
  attribution?: string;
  /** Load the map chunk when the block nears the viewport (default true); else only on request. */
  loadWhenVisible?: boolean;
}

/** Spec §2 map block: the Leaflet chunk is fetched only when the map nears the viewport or on request. */
export function MapView({ markers, labels, tileUrl, attribution, loadWhenVisible = true }: MapViewProps) {
  const [requested, setRequested] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const near = useNearViewport<HTMLDivElement>(loadWhenVisible && !requested, () => setRequested(true), 200);
  const { ref, status } = useLeafletMap(requested, markers, { label: labels.map, tileUrl, attribution }, attempt);
  return (
    <div className="eb-estate-map" ref={near}>
      {requested ? (
        <div ref={ref} className="eb-estate-map__canvas" data-status={status} />
      ) : (
        <div className="eb-estate-map__placeholder">
          <button type="button" className="eb-estate-map__button" onClick={() => setRequested(true)}>
            {labels.show}
          </button>
        </div>
      )}
      <p className="eb-estate-map__status" aria-live="polite">
        {status === 'loading' ? labels.loading : status === 'ready' ? labels.count(markers.length) : ''}
      </p>
      {status === 'error' ? (
        <div className="eb-estate-map__error" role="alert">
          <p>{labels.error}</p>
          <button type="button" className="eb-estate-map__button" onClick={() => setAttempt((a) => a + 1)}>
            {labels.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}
