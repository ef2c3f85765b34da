import { useEffect, useState } from 'react';

function isNarrow(element: HTMLElement, maxRem: number): boolean {
  const width = element.getBoundingClientRect().width;
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  // 0: not laid out (a test document); the wide layout then.
  return width > 0 && width <= maxRem * rem;
}

/**
 * Whether the block is at most maxRem wide (the breakpoint of its narrow layout), measured before the
 * first paint so the first layout is the right one, and again whenever the block is resized.
 */
export function useNarrowBlock(element: HTMLElement, maxRem: number): boolean {
  const [narrow, setNarrow] = useState(() => isNarrow(element, maxRem));
  useEffect(
    function watchWidth() {
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() => setNarrow(isNarrow(element, maxRem)));
      observer.observe(element);
      return function stopWatching() {
        observer.disconnect();
      };
    },
    [element, maxRem],
  );
  return narrow;
}
