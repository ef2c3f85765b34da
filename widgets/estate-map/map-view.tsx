import { useEffect, useRef, useState } from 'react';
import type { GeoArea } from '../../core/query';
import { useNearViewport } from '../ui/infinite-scroll/use-near-viewport';
import type { MapMarker, MapTexts } from './map-constants';
import { useLeafletMap } from './use-leaflet-map';

export interface MapViewLabels extends MapTexts {
  map: string;
  show: string;
  loading: string;
  error: string;
  retry: string;
  /** e.g. '12 estates on the map'. */
  count: (n: number) => string;
  /** e.g. '5,000 of 6,210 estates on the map' (past the positions limit). */
  partial: (shown: number, total: number) => string;
  /** The "search in this area" checkbox. */
  area: string;
  /** The button that fits every result (the first view fits where most of them are). */
  showAll: string;
}

export interface MapViewProps {
  markers: readonly MapMarker[];
  /** The total of the search; more than the markers only past the positions limit or without coordinates. */
  total?: number;
  labels: MapViewLabels;
  tileUrl?: string;
  attribution?: string;
  /** Load the map chunk when the block nears the viewport (default true); else only on request. */
  loadWhenVisible?: boolean;
  /** Called once when the map is wanted (near the viewport, or the button): fetch what it shows. */
  onRequest?: () => void;
  /** Changes when the visitor's filter changed: the next markers refit the view. */
  fitKey?: string;
  /** The first markers are on their way: the map waits for them to set its first view (see useLeafletMap). */
  pending?: boolean;
  /** The "search in this area" filter; the checkbox is shown when `onAreaChange` is given. */
  area?: GeoArea;
  onAreaChange?: (area: GeoArea | undefined) => void;
  /** The markers could not be loaded: shown with a retry. */
  failed?: boolean;
  onRetry?: () => void;
}

/** Spec §2 map block: the Leaflet chunk is fetched only when the map nears the viewport or on request. */
export function MapView(props: MapViewProps) {
  const { markers, labels, tileUrl, attribution, loadWhenVisible = true, area, onAreaChange } = props;
  const [requested, setRequested] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const pressed = useRef(false);
  const request = () => {
    if (requested) return;
    setRequested(true);
    props.onRequest?.();
  };
  const near = useNearViewport<HTMLDivElement>(loadWhenVisible && !requested, request, 200);
  const { ref, status, handle } = useLeafletMap(
    requested,
    markers,
    {
      label: labels.map,
      tileUrl,
      attribution,
      texts: { cluster: labels.cluster, list: labels.list, approximate: labels.approximate },
      // While "search in this area" is on, the visitor's moves search the new area.
      onMove: (next) => area && onAreaChange?.(next),
    },
    attempt,
    { fitKey: props.fitKey ?? '', area, pending: props.pending },
  );
  useEffect(
    function focusTheMapThatReplacedTheButton() {
      // The pressed button is gone: focus goes to what took its place, not back to the top of the page.
      if (requested && pressed.current) ref.current?.focus({ preventScroll: true });
    },
    [requested, ref],
  );
  const total = Math.max(props.total ?? markers.length, markers.length);
  const failed = status === 'error' || props.failed;
  return (
    <div className="eb-estate-map" ref={near}>
      {requested ? (
        <div ref={ref} className="eb-estate-map__canvas" data-status={status} tabIndex={-1} />
      ) : (
        <div className="eb-estate-map__placeholder">
          <button
            type="button"
            className="eb-estate-map__button eb-button-outline"
            onClick={() => {
              pressed.current = true;
              request();
            }}
          >
            {labels.show}
          </button>
        </div>
      )}
      {status === 'ready' && (onAreaChange || markers.length > 1) ? (
        <div className="eb-estate-map__controls">
          {onAreaChange ? (
            <label className="eb-estate-map__area">
              <input
                type="checkbox"
                checked={Boolean(area)}
                onChange={(event) => onAreaChange(event.currentTarget.checked ? handle.current?.visibleArea() : undefined)}
              />
              {labels.area}
            </label>
          ) : null}
          {markers.length > 1 ? (
            <button type="button" className="eb-estate-map__show-all eb-button-outline" onClick={() => handle.current?.showAll()}>
              {labels.showAll}
            </button>
          ) : null}
        </div>
      ) : null}
      <p className="eb-estate-map__status" aria-live="polite">
        {status === 'loading' || (status === 'ready' && props.pending) ? labels.loading : status === 'ready' ? (markers.length < total ? labels.partial(markers.length, total) : labels.count(markers.length)) : ''}
      </p>
      {failed ? (
        <div className="eb-estate-map__error" role="alert">
          <p>{labels.error}</p>
          <button
            type="button"
            className="eb-estate-map__button eb-button-outline"
            onClick={() => (status === 'error' ? setAttempt((a) => a + 1) : props.onRetry?.())}
          >
            {labels.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}
