import { useEffect, useState, type RefObject } from 'react';

/** Whether an observed element has gone above the top of the viewport (not merely below its bottom). */
export const isScrolledPast = (entry: { isIntersecting: boolean; boundingClientRect: { bottom: number } }) => !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;

/**
 * True while the element matching `selector` in `root` lies above the viewport: the visitor has scrolled
 * past it. Without IntersectionObserver: true (what it gates is then simply shown).
 */
export function useScrolledPast(root: RefObject<HTMLElement | null>, selector: string): boolean {
  const [past, setPast] = useState(false);
  useEffect(
    function watchScrolledPast() {
      const el = root.current?.querySelector(selector);
      if (!el || typeof IntersectionObserver === 'undefined') {
        setPast(true);
        return;
      }
      const observer = new IntersectionObserver((entries) => setPast(isScrolledPast(entries[entries.length - 1])));
      observer.observe(el);
      return () => observer.disconnect();
    },
    [root, selector],
  );
  return past;
}
