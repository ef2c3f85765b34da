import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from './reduced-motion';
import { lightboxEffects } from '../lightbox/lightbox-constants';
import { mapAnimations } from '../../estate-map/map-constants';

function stubMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefers-reduced-motion turns off lightbox and map animations', () => {
  it.each([
    [true, true],
    [false, false],
  ])('system asks for reduced motion: %s → read as %s', (reduce, expected) => {
    stubMotion(reduce);
    expect(prefersReducedMotion()).toBe(expected);
  });

  it('no matchMedia (an old or headless environment) is full motion', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
  });

  it.each([
    [true, { openEffect: 'none', closeEffect: 'none', slideEffect: 'none' }],
    [false, { openEffect: 'fade', closeEffect: 'fade', slideEffect: 'slide' }],
  ])('lightbox effects with reduced motion %s', (reduce, expected) => {
    expect(lightboxEffects(reduce)).toEqual(expected);
  });

  it.each([
    [true, { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false }],
    [false, { zoomAnimation: true, fadeAnimation: true, markerZoomAnimation: true }],
  ])('map animations with reduced motion %s', (reduce, expected) => {
    expect(mapAnimations(reduce)).toEqual(expected);
  });
});
