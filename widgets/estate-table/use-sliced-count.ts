import { useLayoutEffect, useReducer, useRef } from 'react';
import { nextTask } from '../ui/scheduling/next-task';

/**
 * How many of `total` items to render. A full load (500 rows) grows one slice at a time, so no
 * main-thread task renders more than one slice (spec §9, longest task ≤ 50 ms). Up to `burst`
 * remaining items (an appended page) render at once. A new `resetKey` (a new result set) starts over.
 * Fixed slices grow one per animation frame.
 *
 * With `frameBudgetMs`, slices are sized by time and follow each other as tasks (see
 * `nextTask`): the first is `slice` items; after each commit the next slice is scaled by budget / time
 * that commit took (at most fourfold the previous one, since one fast measurement may be timer noise;
 * never below `slice`, since a commit also costs a fixed part and a busy machine inflates any
 * measurement). Fixed slices waste most of a frame on a fast device.
 */
export function useSlicedCount(total: number, slice = 50, resetKey: unknown = null, burst = slice, frameBudgetMs?: number): number {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = useRef({ key: resetKey, count: slice, step: slice, from: 0, started: 0 });
  if (state.current.key !== resetKey) state.current = { key: resetKey, count: slice, step: slice, from: 0, started: 0 };
  if (total - state.current.count <= burst) state.current.count = Math.max(state.current.count, total);
  const shown = Math.min(total, state.current.count);
  if (frameBudgetMs && shown < total) state.current.started = performance.now();

  // A layout effect asks for the next slice at once (preact runs plain effects only after the next paint).
  useLayoutEffect(() => {
    if (shown >= total) return;
    const s = state.current;
    if (frameBudgetMs) {
      // The children rendered and committed between the render of this hook and its layout effect.
      const added = shown - s.from;
      const spent = performance.now() - s.started;
      if (added > 0) s.step = Math.max(slice, Math.min(s.step * 4, Math.floor((frameBudgetMs * added) / Math.max(spent, 0.01))));
      s.from = shown;
    }
    const grow = () => {
      s.count = shown + s.step;
      rerender();
    };
    if (frameBudgetMs) return nextTask(grow);
    const frame = requestAnimationFrame(grow);
    return () => cancelAnimationFrame(frame);
  }, [shown, total, slice, frameBudgetMs]);

  return shown;
}
