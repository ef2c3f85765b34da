import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMap } from './map-engine';
import { MAP_CONSTANTS } from './map-constants';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('spec §9 map: markers are added after 200 ms', () => {
  it('the delay is 200 ms, and markers are on the map only once it has passed; a newer set restarts it', () => {
    expect(MAP_CONSTANTS.markerDelayMs).toBe(200);
    vi.useFakeTimers();
    const el = document.createElement('div');
    for (const [name, value] of [['clientWidth', 800], ['clientHeight', 400], ['offsetWidth', 800], ['offsetHeight', 400]] as const) {
      Object.defineProperty(el, name, { configurable: true, value });
    }
    document.body.append(el);
    const map = createMap(el, { label: 'Map' });
    const icons = () => el.querySelectorAll('.leaflet-marker-icon').length;
    map.setMarkers([
      { id: 1, lat: 51.05, lon: 3.72, title: 'Gent', href: '/nl/aanbod/1' },
      { id: 2, lat: 50.63, lon: 5.57, title: 'Luik', href: '/nl/aanbod/2' },
    ]);
    vi.advanceTimersByTime(199);
    expect(icons()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(icons()).toBeGreaterThan(0);

    const before = icons();
    map.setMarkers([{ id: 3, lat: 50.85, lon: 4.35, title: 'Brussel', href: '/nl/aanbod/3' }]);
    vi.advanceTimersByTime(150);
    map.setMarkers([{ id: 4, lat: 51.22, lon: 4.4, title: 'Antwerpen', href: '/nl/aanbod/4' }]);
    vi.advanceTimersByTime(199);
    expect(icons(), 'the newer set waits its own 200 ms; the older one is never drawn').toBe(before);
    vi.advanceTimersByTime(1);
    expect([...el.querySelectorAll('.leaflet-marker-icon')].map((m) => m.getAttribute('title') ?? m.getAttribute('aria-label') ?? m.textContent)).not.toContain('Brussel');
    map.destroy();
  });
});
