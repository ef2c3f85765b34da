import { describe, expect, it } from 'vitest';
import type { Estate } from '../../core/model';
import { isApproximatePosition } from '../../core/view-models/map-marker';
import { toMapMarker } from './use-position-markers';

const estate = (visible: boolean | undefined): Estate =>
  ({
    id: 7,
    status: { id: 1 },
    general: {
      id: 7,
      subType: { id: 1, name: 'Villa' },
      price: { value: 350000 },
      address: { visible, city: { id: 1, name: 'Beerse', zip: '2340' }, geoLocation: { lat: 51.3203, lon: 4.8531 } },
    },
  }) as Estate;

const labels = { locale: 'nl' as const, t: (key: string) => key };

describe('a hidden address is a distinct "approximate" marker on the map', () => {
  it.each([
    ['hidden (visible false)', false, true],
    ['visible', true, false],
    ['no visibility given (visible)', undefined, false],
  ])('%s → approximate %s', (_rule, visible, approximate) => {
    expect(isApproximatePosition(estate(visible))).toBe(approximate);
    expect(Boolean(toMapMarker(estate(visible), labels)?.approximate)).toBe(approximate);
  });

  it('the approximate marker keeps the title and is drawn no finer than 0.01°', () => {
    const marker = toMapMarker(estate(false), labels)!;
    expect(marker.title).toBe('Villa – Beerse');
    expect([marker.lat, marker.lon]).toEqual([51.32, 4.85]);
  });
});
