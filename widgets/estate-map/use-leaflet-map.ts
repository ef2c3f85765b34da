import { useEffect, useRef, useState } from 'react';
import type { GeoArea } from '../../core/query';
import type { MapHandle, MapMarker, MapOptions } from './map-constants';

export type MapStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Imports the map chunk once `enabled`, creates the Leaflet map in the ref'd element, keeps its
 * markers in sync and re-measures it whenever the element's size changes (e.g. a hidden tab shown).
 * A new marker set refits the view when `view.fitKey` changed (a new filter), else keeps the
 * visitor's view (only the map area moved); the first set shows `view.area` when there is one.
 * While `view.pending` (the first markers on their way) the map gets no markers and so no view: the
 * tiles of a default view would load, and be thrown away when the markers fit theirs.
 */
export function useLeafletMap(
  enabled: boolean,
  markers: readonly MapMarker[],
  options: MapOptions,
  attempt = 0,
  view: { fitKey: string; area?: GeoArea; pending?: boolean } = { fitKey: '' },
) {
  const ref = useRef<HTMLDivElement | null>(null);
  const handle = useRef<MapHandle | null>(null);
  const [status, setStatus] = useState<MapStatus>('idle');
  const fittedKey = useRef<string | null>(null);
  // The map calls back the latest handler, without being re-created for it.
  const onMove = useRef(options.onMove);
  onMove.current = options.onMove;

  useEffect(
    function createMap() {
      const el = ref.current;
      if (!enabled || !el) return;
      let cancelled = false;
      let resize: ResizeObserver | undefined;
      setStatus('loading');
      import('./map-engine').then(
        ({ createMap: create }) => {
          if (cancelled) return;
          handle.current = create(el, { ...options, onMove: (area) => onMove.current?.(area) });
          resize = new ResizeObserver(() => handle.current?.invalidate());
          resize.observe(el);
          setStatus('ready');
        },
        () => !cancelled && setStatus('error'),
      );
      return function removeMap() {
        cancelled = true;
        fittedKey.current = null;
        resize?.disconnect();
        handle.current?.destroy();
        handle.current = null;
      };
    },
    // The map is created once per enable / retry; options are read at creation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled, attempt],
  );

  useEffect(
    function syncMarkers() {
      if (status !== 'ready' || !handle.current || view.pending) return;
      const fit = fittedKey.current !== view.fitKey;
      fittedKey.current = view.fitKey;
      handle.current.setMarkers(markers, { fit, area: view.area });
    },
    // `view` travels with the markers it describes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, markers, view.pending],
  );

  return { ref, status, handle };
}
