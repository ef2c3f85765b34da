import { useEffect, useState } from 'react';

/** Phone-wide: the block's own width up to 32rem (the search's container query uses the same). */
const PHONE_REM = 32;

function isNarrow(element: HTMLElement): boolean {
  const width = element.getBoundingClientRect().width;
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  // 0: not laid out (a test document); the wide layout then.
  return width > 0 && width <= PHONE_REM * rem;
}

/** Whether the block is phone-wide, measured before the first paint so the first layout is the right one. */
export function useNarrowBlock(element: HTMLElement): boolean {
  const [narrow, setNarrow] = useState(() => isNarrow(element));
  useEffect(
    function watchWidth() {
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() => setNarrow(isNarrow(element)));
      observer.observe(element);
      return function stopWatching() {
        observer.disconnect();
      };
    },
    [element],
  );
  return narrow;
}
