/** A tiny rasterizer and indexed-colour PNG encoder for the demo pictures (node:zlib only, no package). */
import { deflateSync } from 'node:zlib';

/** Points in an 800 × 600 design space, scaled to the picture's size. */
export type Shape =
  | { polygon: readonly (readonly [number, number])[]; colour: number }
  | { circle: readonly [number, number, number]; colour: number };

export const rect = (x: number, y: number, w: number, h: number, colour: number): Shape => ({
  polygon: [[x, y], [x + w, y], [x + w, y + h], [x, y + h]],
  colour,
});

/** Fills each shape in order (the last on top) into a width × height grid of palette indexes. */
export function rasterize(shapes: readonly Shape[], width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height);
  const sx = width / 800;
  const sy = height / 600;
  for (const shape of shapes) {
    for (let y = 0; y < height; y++) {
      const dy = (y + 0.5) / sy;
      for (const [from, to] of spans(shape, dy)) {
        const start = Math.max(0, Math.round(from * sx));
        const end = Math.min(width, Math.round(to * sx));
        if (end > start) pixels.fill(shape.colour, y * width + start, y * width + end);
      }
    }
  }
  return pixels;
}

/** The horizontal runs of a shape on the design-space line y (even-odd rule for polygons). */
function spans(shape: Shape, y: number): [number, number][] {
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle;
    const d = r * r - (y - cy) * (y - cy);
    return d > 0 ? [[cx - Math.sqrt(d), cx + Math.sqrt(d)]] : [];
  }
  const xs: number[] = [];
  const p = shape.polygon;
  for (let i = 0; i < p.length; i++) {
    const [x1, y1] = p[i];
    const [x2, y2] = p[(i + 1) % p.length];
    if ((y1 <= y && y < y2) || (y2 <= y && y < y1)) xs.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
  }
  xs.sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < xs.length; i += 2) out.push([xs[i], xs[i + 1]]);
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** An 8-bit indexed PNG; `palette` holds '#rrggbb' colours, `pixels` their indexes row by row. */
export function encodePng(pixels: Uint8Array, width: number, height: number, palette: readonly string[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // bit depth 8, indexed colour, deflate, no filter method, no interlace
  const plte = Buffer.from(palette.flatMap((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))));
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1); // filter type 0 per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
