/**
 * Generated pictures served by the reference service (nothing external): photos as small PNGs, as a real
 * service serves raster photos (an SVG with text costs a phone a long main-thread task per picture to
 * rasterize), floor plans as SVG line drawings.
 */
import { encodePng, rasterize, rect, type Shape } from './png';

const PALETTE = ['#c0504d', '#4f81bd', '#9bbb59', '#8064a2', '#4bacc6', '#f79646', '#2c4d75', '#77933c', '#b65708', '#604a7b'];

export type ImageKind = 'estate' | 'rental' | 'person' | 'plan';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function colourFor(key: number): string {
  return PALETTE[Math.abs(key) % PALETTE.length];
}

export interface ImageSpec {
  kind: ImageKind;
  /** Picks the colour. */
  key: number;
  /** Text drawn on the picture and used as its title, e.g. the estate reference. */
  label: string;
  /** Picture number within a gallery, starting at 1. */
  index?: number;
  width?: number;
  height?: number;
}

/** A house (or building, person, plan) silhouette on a coloured sky with the label printed on it. */
export function renderSvg({ kind, key, label, index = 1, width = 800, height = 600 }: ImageSpec): string {
  const colour = colourFor(key + index);
  const text = escapeXml(label);
  const title = escapeXml(`${label}${kind === 'person' ? '' : ` — ${index}`}`);
  const shape =
    kind === 'person'
      ? '<circle cx="400" cy="230" r="110" fill="#fff" opacity="0.9"/><path d="M180 600 Q400 330 620 600Z" fill="#fff" opacity="0.9"/>'
      : kind === 'plan'
        ? '<rect x="150" y="120" width="500" height="360" fill="none" stroke="#fff" stroke-width="10"/><path d="M400 120 V300 H650 M150 300 H300" stroke="#fff" stroke-width="8" fill="none"/>'
        : `<path d="M160 520 V300 L400 130 L640 300 V520 Z" fill="#fff" opacity="0.92"/><rect x="360" y="400" width="80" height="120" fill="${colour}"/><rect x="230" y="330" width="80" height="70" fill="${colour}" opacity="0.7"/><rect x="490" y="330" width="80" height="70" fill="${colour}" opacity="0.7"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600" role="img" aria-label="${title}">` +
    `<title>${title}</title><rect width="800" height="600" fill="${colour}"/>${shape}` +
    `<text x="400" y="575" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#fff">${text}</text></svg>`
  );
}

/** Root-relative URL of a generated picture (the demo host serves the API and the pages from one origin). */
export function imageUrl(kind: ImageKind, id: number | string, index: number, size: ImageSize = 'full'): string {
  const suffix = size === 'full' ? '' : `-${size}`;
  return `/api/images/${kind}/${encodeURIComponent(String(id))}/${index}${suffix}.${kind === 'plan' ? 'svg' : 'png'}`;
}

export type ImageSize = 'full' | 'medium' | 'thumb';

export const IMAGE_SIZES = { full: [800, 600], medium: [570, 428], thumb: [240, 180] } as const;

/** Sky, ground, roof, window, door and tree tones, then the wall colours (WALLS picks among them). */
const PNG_PALETTE = [
  '#bcd7ea', '#dce8f0', '#f2dcc0', '#e4e9ec', // 0–3 skies
  '#7fa65a', '#9aa3a8', '#6d8f4c', // 4–6 ground: lawn, paving, hedge
  '#5b3a2e', '#3f4447', '#8a4b32', // 7–9 roofs
  '#9fc3d9', '#f7f7f2', '#3b3f45', // 10–12 window, frame, door
  '#4f7d3a', '#6b4a2f', // 13–14 tree, trunk
  '#b5523b', '#d9c9a8', '#efeae0', '#9c8f80', '#c9a46a', '#7d8b99', '#e3d3c1', '#a9623f', // 15–22 walls
  '#f1d2b6', '#2c3e50', // 23–24 face, coat
] as const;
const WALLS = [15, 16, 17, 18, 19, 20, 21, 22];

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gapX: number, gapY: number): Shape[] {
  const out: Shape[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * (w + gapX);
      const wy = y + r * (h + gapY);
      out.push(rect(wx - 6, wy - 6, w + 12, h + 12, 11), rect(wx, wy, w, h, 10));
    }
  }
  return out;
}

const tree = (x: number, y: number, r: number): Shape[] => [rect(x - 10, y, 20, 520 - y, 14), { circle: [x, y, r], colour: 13 }];

/** Four kinds of building (detached house, apartment block, terraced houses, bungalow) in the 800 × 600 space. */
function houseScene(variant: number, wall: number, roof: number, sky: number): Shape[] {
  const base: Shape[] = [rect(0, 0, 800, 600, sky), rect(0, 500, 800, 100, variant === 1 ? 5 : 4)];
  switch (variant) {
    case 0:
      return [...base, ...tree(690, 330, 80), rect(200, 290, 400, 230, wall), { polygon: [[165, 300], [400, 140], [635, 300]], colour: roof },
        rect(470, 170, 40, 80, roof), ...windows(240, 330, 2, 2, 70, 55, 190, 35), rect(370, 410, 60, 110, 12)];
    case 1:
      return [...base, rect(180, 100, 440, 420, wall), rect(170, 90, 460, 20, 8), ...windows(215, 135, 4, 5, 60, 45, 47, 25), rect(370, 470, 60, 50, 12)];
    case 2:
      return [...base, ...[0, 1, 2].flatMap((i) => {
        const x = 110 + i * 195;
        const w = WALLS[(WALLS.indexOf(wall) + i * 3) % WALLS.length];
        return [rect(x, 250, 190, 270, w), { polygon: [[x - 5, 255], [x + 95, 160], [x + 195, 255]], colour: roof } as Shape,
          ...windows(x + 30, 290, 2, 1, 50, 60, 30, 0), rect(x + 30, 400, 50, 120, 12), ...windows(x + 105, 410, 1, 1, 50, 60, 0, 0)];
      })];
    default:
      return [...base, ...tree(110, 300, 90), rect(180, 330, 520, 190, wall), { polygon: [[160, 340], [260, 250], [620, 250], [720, 340]], colour: roof },
        ...windows(220, 375, 1, 1, 170, 80, 0, 0), rect(430, 400, 60, 120, 12), rect(540, 400, 130, 120, 18)];
  }
}

function personScene(key: number): Shape[] {
  return [rect(0, 0, 800, 600, [0, 1, 3][key % 3]), { polygon: [[180, 600], [260, 420], [540, 420], [620, 600]], colour: 24 }, { circle: [400, 250, 120], colour: 23 }];
}

const pngCache = new Map<string, Buffer>();

/**
 * A photo-like PNG (a few KB): which building and its colours follow from key and index, so a gallery's
 * pictures differ and a list looks like a portal's. Built once per look and size, then kept.
 */
export function renderPng({ kind, key, index = 1, width = 800, height = 600 }: Omit<ImageSpec, 'label'>): Buffer {
  const n = Math.abs(key) + index;
  const look = kind === 'person' ? `person-${Math.abs(key) % 3}` : `house-${n % 4}-${(n * 7) % WALLS.length}-${(n >> 2) % 3}-${n % 3}`;
  const cacheKey = `${look}-${width}x${height}`;
  let png = pngCache.get(cacheKey);
  if (!png) {
    const shapes = kind === 'person' ? personScene(Math.abs(key)) : houseScene(n % 4, WALLS[(n * 7) % WALLS.length], 7 + ((n >> 2) % 3), n % 3);
    png = encodePng(rasterize(shapes, width, height), width, height, PNG_PALETTE);
    pngCache.set(cacheKey, png);
  }
  return png;
}
