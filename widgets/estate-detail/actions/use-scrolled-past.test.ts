import { describe, expect, it } from 'vitest';
import { isScrolledPast } from './use-scrolled-past';

// The quick bar comes when the key facts are above the viewport, not while they are on screen or still below it.
describe('isScrolledPast', () => {
  it.each([
    ['on screen', { isIntersecting: true, boundingClientRect: { bottom: 300 } }, false],
    ['still below the viewport (a block lower on the page)', { isIntersecting: false, boundingClientRect: { bottom: 1400 } }, false],
    ['above the viewport', { isIntersecting: false, boundingClientRect: { bottom: -20 } }, true],
    ['its bottom edge just at the top', { isIntersecting: false, boundingClientRect: { bottom: 0 } }, true],
  ])('%s → %s', (_case, entry, expected) => {
    expect(isScrolledPast(entry)).toBe(expected);
  });
});
