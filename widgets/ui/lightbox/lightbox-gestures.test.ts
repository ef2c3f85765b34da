import { describe, expect, it } from 'vitest';
import { DOUBLE_TAP_MS, SWIPE_THRESHOLD_PX, WHEEL_THROTTLE_MS, isDoubleTap, swipeDirection, wheelDirection } from './lightbox-gestures';

describe('lightbox gestures (spec §9: wheel throttle 250 ms, swipe threshold 50 px, double-tap window 500 ms)', () => {
  it('uses the spec constants', () => {
    expect([WHEEL_THROTTLE_MS, SWIPE_THRESHOLD_PX, DOUBLE_TAP_MS]).toEqual([250, 50, 500]);
  });

  it.each([
    [0, 100, 1000, 0, 'next'],
    [0, -100, 1000, 0, 'prev'],
    [80, 10, 1000, 0, 'next'],
    [0, 100, 1000, 800, null],
    [0, 100, 1000, 750, 'next'],
    [0, 0, 1000, 0, null],
  ])('wheel dx=%i dy=%i at %i (last %i) → %s', (dx, dy, now, last, expected) => {
    expect(wheelDirection(dx, dy, now, last)).toBe(expected);
  });

  it.each([
    [-50, 0, 'next'],
    [50, 10, 'prev'],
    [-49, 0, null],
    [-60, 80, null],
  ])('swipe dx=%i dy=%i → %s', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });

  it.each([
    [1500, 1000, true],
    [1501, 1000, false],
  ])('tap at %i after a tap at %i is a double tap: %s', (now, last, expected) => {
    expect(isDoubleTap(now, last)).toBe(expected);
  });
});
