import { useLayoutEffect, useReducer, useRef } from 'react';

/**
 * How many of `total` items to render. A full load (500 rows) grows by `slice` per animation frame,
 * so no main-thread task renders more than one slice (spec §9, longest task ≤ 50 ms). Up to `burst`
 * remaining items (an appended page) render at once. A new `resetKey` (a new result set) starts over.
 */
export function useSlicedCount(total: number, slice = 50, resetKey: unknown = null, burst = slice): number {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = useRef({ key: resetKey, count: slice });
  if (state.current.key !== resetKey) state.current = { key: resetKey, count: slice };
  if (total - state.current.count <= burst) state.current.count = Math.max(state.current.count, total);
  const shown = Math.min(total, state.current.count);

  // A layout effect asks for the next frame at once (preact runs plain effects only after the next paint).
  useLayoutEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => {
      state.current.count = shown + slice;
      rerender();
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, total, slice]);

  return shown;
}
