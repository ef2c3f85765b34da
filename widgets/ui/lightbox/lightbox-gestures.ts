/** Spec §9 lightbox gesture constants. */
export const WHEEL_THROTTLE_MS = 250;
export const SWIPE_THRESHOLD_PX = 50;
export const DOUBLE_TAP_MS = 500;

export type Direction = 'next' | 'prev' | null;

/** One wheel turn pages once per 250 ms: down/right is next, up/left is previous. */
export function wheelDirection(deltaX: number, deltaY: number, now: number, lastAt: number): Direction {
  if (now - lastAt < WHEEL_THROTTLE_MS) return null;
  const delta = Math.abs(deltaX) > Math.abs(deltaY) ? deltaX : deltaY;
  if (delta === 0) return null;
  return delta > 0 ? 'next' : 'prev';
}

/** A horizontal swipe of at least 50 px pages: to the left is next. Mostly vertical moves are scrolls. */
export function swipeDirection(dx: number, dy: number): Direction {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** Two taps within 500 ms are a double tap. */
export function isDoubleTap(now: number, lastTapAt: number): boolean {
  return now - lastTapAt <= DOUBLE_TAP_MS;
}
