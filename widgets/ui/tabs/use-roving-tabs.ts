import { useRef, useState, type KeyboardEvent } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus and select. */
export function useRovingTabs(ids: readonly string[], initial?: string) {
  const [selected, setSelected] = useState(() => (initial && ids.includes(initial) ? initial : ids[0]));
  const refs = useRef(new Map<string, HTMLButtonElement | null>());
  const active = ids.includes(selected) ? selected : ids[0];

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const move = MOVES[event.key];
    if (!move || ids.length === 0) return;
    event.preventDefault();
    const next = ids[move(ids.indexOf(active), ids.length)];
    setSelected(next);
    refs.current.get(next)?.focus();
  }

  function register(id: string) {
    return (el: HTMLButtonElement | null) => {
      refs.current.set(id, el);
    };
  }

  return { selected: active, select: setSelected, onKeyDown, register };
}
