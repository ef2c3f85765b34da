import { useEffect, useRef, useState } from 'react';
import type { MapHandle, MapMarker, MapOptions } from './map-constants';

export type MapStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Imports the map chunk once `enabled`, creates the Leaflet map in the ref'd element, keeps its
 * markers in sync and re-measures it whenever the element's size changes (e.g. a hidden tab shown).
 */
export function useLeafletMap(enabled: boolean, markers: readonly MapMarker[], options: MapOptions, attempt = 0) {
  const ref = useRef<HTMLDivElement | null>(null);
  const handle = useRef<MapHandle | null>(null);
  const [status, setStatus] = useState<MapStatus>('idle');

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
          handle.current = create(el, options);
          resize = new ResizeObserver(() => handle.current?.invalidate());
          resize.observe(el);
          setStatus('ready');
        },
        () => !cancelled && setStatus('error'),
      );
      return function removeMap() {
        cancelled = true;
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
      if (status === 'ready') handle.current?.setMarkers(markers);
    },
    [status, markers],
  );

  return { ref, status };
}
