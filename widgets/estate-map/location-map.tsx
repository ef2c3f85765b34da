import { useEffect, useRef, useState } from 'react';
import { ensureStylesheet } from '../ui/load-stylesheet';
import type { LocationMapHandle } from './location-engine';
import './location-map.css';

export interface LocationMapProps {
  location: { lat: number; lon: number; approximate: boolean; place: string };
  labels: {
    /** Accessible name of the map region. */
    region: string;
    /** The text alternative under the map: what it shows, e.g. 'De kaart toont Kerkstraat 12, 9000 Gent.' */
    caption: string;
  };
  tileUrl?: string;
  attribution?: string;
  /** The stylesheet with Leaflet's CSS (the estate-map block's), fetched with the map, never with the page. */
  styleHref: string;
}

/**
 * A small map of one estate's spot (a pin) or, for a hidden address, the area around it (a circle).
 * Leaflet and its CSS load only when the map nears the viewport; until then, and when they fail,
 * the reserved box and the caption say where the estate is.
 */
export function LocationMap({ location, labels, tileUrl, attribution, styleHref }: LocationMapProps) {
  const [near, setNear] = useState(false);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle');
  const canvas = useRef<HTMLDivElement | null>(null);
  const { lat, lon, approximate, place } = location;

  useEffect(
    function waitUntilNear() {
      const el = canvas.current;
      if (near || !el || typeof IntersectionObserver === 'undefined') return;
      // Not use-near-viewport: that module's chunk (the infinite list) would load with every detail page.
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '0px 0px 300px 0px' });
      observer.observe(el);
      return () => observer.disconnect();
    },
    [near],
  );

  useEffect(
    function createLocationMap() {
      const el = canvas.current;
      if (!near || !el) return;
      let cancelled = false;
      let handle: LocationMapHandle | null = null;
      let resize: ResizeObserver | undefined;
      setStatus('loading');
      Promise.all([import('./location-engine'), ensureStylesheet(styleHref)]).then(
        ([engine]) => {
          if (cancelled) return;
          handle = engine.createLocationMap(el, { label: labels.region, tileUrl, attribution, lat, lon, approximate, title: place });
          resize = new ResizeObserver(() => handle?.invalidate());
          resize.observe(el);
          setStatus('ready');
        },
        () => !cancelled && setStatus('error'),
      );
      return function removeLocationMap() {
        cancelled = true;
        resize?.disconnect();
        handle?.destroy();
      };
    },
    // One map per position; texts and tiles are read when it is created.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [near, lat, lon, approximate],
  );

  return (
    <div className="eb-location-map">
      <div ref={canvas} className={`eb-location-map__canvas${approximate ? ' eb-location-map__canvas--area' : ''}`} data-status={status} />
      <p className="eb-location-map__caption">{labels.caption}</p>
    </div>
  );
}
