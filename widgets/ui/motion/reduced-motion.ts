/**
 * The visitor asked the system for less motion (prefers-reduced-motion: reduce). Read when an animation
 * is about to start, not cached: the setting can change while the page is open.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
