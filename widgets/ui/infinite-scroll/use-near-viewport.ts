import { useEffect, useRef } from 'react';

/**
 * Calls `onNear` whenever the returned ref's element is within `marginPx` of the viewport while `active`.
 * The observer is re-created each time `active` turns true, so a sentinel still in view after a page
 * landed triggers again (an IntersectionObserver reports the current state on observe).
 */
export function useNearViewport<T extends Element>(active: boolean, onNear: () => void, marginPx = 250) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(
    function observeSentinel() {
      const el = ref.current;
      if (!active || !el || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) callback.current();
        },
        { rootMargin: `0px 0px ${marginPx}px 0px` },
      );
      observer.observe(el);
      return function disconnect() {
        observer.disconnect();
      };
    },
    [active, marginPx],
  );
  return ref;
}
