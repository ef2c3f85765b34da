import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from './placeholder';

/** The corners the path's moves reach (M absolute; l, h, v relative): enough for the pictogram's extent. */
function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MlhvLHV])([^MlhvLHV]*)/g)) {
    const n = (args.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    if (command === 'M') [x, y] = n;
    if (command === 'h') for (const dx of n) { x += dx; points.push([x, y]); }
    if (command === 'v') for (const dy of n) { y += dy; points.push([x, y]); }
    if (command === 'l') for (let i = 0; i < n.length; i += 2) { x += n[i]; y += n[i + 1]; points.push([x, y]); }
    points.push([x, y]);
  }
  return points;
}

describe('the no-picture placeholder', () => {
  const svg = decodeURIComponent(PLACEHOLDER_IMAGE.replace(/^data:image\/svg\+xml,/, ''));
  const [, width, height] = svg.match(/viewBox="0 0 (\d+) (\d+)"/)!.map(Number);
  const points = pathPoints(svg.match(/<path d="([^"]+)"/)![1]);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);

  it('is a tinted box of the gallery photo’s 3:2 size, filled whole', () => {
    expect([width, height]).toEqual([570, 380]);
    expect(svg).toMatch(new RegExp(`<rect width="${width}" height="${height}" fill="#[0-9a-f]{6}"/>`));
  });

  it('holds a small outlined pictogram (at most a quarter of the box high), not an illustration', () => {
    expect(svg).toMatch(/fill="none" stroke=/);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThanOrEqual(height / 4);
    expect(Math.max(...xs) - Math.min(...xs)).toBeLessThanOrEqual(width / 4);
  });

  it('sits in the middle, so a 4:3 crop (the table card’s thumbnail) keeps it whole and centred', () => {
    expect(Math.abs((Math.max(...xs) + Math.min(...xs)) / 2 - width / 2)).toBeLessThanOrEqual(2);
    expect(Math.abs((Math.max(...ys) + Math.min(...ys)) / 2 - height / 2)).toBeLessThanOrEqual(height * 0.03);
    // A 4:3 crop of a 3:2 box keeps the middle 380 × 4/3 ≈ 507 units of its width.
    expect(Math.min(...xs)).toBeGreaterThan((width - (height * 4) / 3) / 2);
  });
});
