/**
 * The demo basemap: SVG tiles drawn from packaged open data, no outside network.
 * Countries from Natural Earth (world-atlas: 1:50m below zoom 7, 1:10m from there), Belgium lighter
 * with a stronger border, and the dataset's municipalities: dots from zoom 8, names from zoom 9.
 * No package ships Belgian provinces, so there are none. URL: /tiles/{z}/{x}/{y}.svg
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MUNICIPALITIES, localName, type Municipality } from '../data/municipalities';

type Ring = Array<[number, number]>;
interface Country {
  belgium: boolean;
  /** Polygons as rings of [lon, lat]. */
  polygons: Ring[][];
  bbox: [number, number, number, number];
}
interface Atlas {
  countries: Country[];
  /** Borders between two countries, and Belgium's own border, as lines of [lon, lat]. */
  borders: Ring[];
  belgiumBorder: Ring[];
}

const BELGIUM = '056';
const SIZE = 256;
const require = createRequire(import.meta.url);
const atlases = new Map<string, Atlas>();

function loadAtlas(scale: '50m' | '10m'): Atlas {
  let atlas = atlases.get(scale);
  if (atlas) return atlas;
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/countries-${scale}.json`), 'utf8')) as Topology;
  const object = topology.objects.countries as GeometryCollection;
  const collection = feature(topology, object) as { features: Array<{ id?: string; geometry: { type: string; coordinates: unknown } | null }> };
  const countries: Country[] = [];
  for (const f of collection.features) {
    if (!f.geometry) continue;
    const polygons = (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : []) as Ring[][];
    // Europe and around only: the demo's estates are in Belgium and a few towns abroad.
    const kept = polygons.filter((p) => p[0].some(([lon, lat]) => lon > -25 && lon < 45 && lat > 30 && lat < 72));
    if (!kept.length) continue;
    const all = kept.flat(2);
    const lons = kept.flatMap((p) => p.flatMap((r) => r.map((c) => c[0])));
    const lats = kept.flatMap((p) => p.flatMap((r) => r.map((c) => c[1])));
    if (!all.length) continue;
    countries.push({ belgium: f.id === BELGIUM, polygons: kept, bbox: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] });
  }
  const lines = (m: { coordinates: unknown }) => m.coordinates as Ring[];
  const borders = lines(mesh(topology, object, (a, b) => a !== b)).filter((l) => l.some(([lon, lat]) => lon > -25 && lon < 45 && lat > 30 && lat < 72));
  const belgiumBorder = lines(mesh(topology, object, (a, b) => (a as { id?: string }).id === BELGIUM || (b as { id?: string }).id === BELGIUM));
  atlas = { countries, borders, belgiumBorder };
  atlases.set(scale, atlas);
  return atlas;
}

/** Web Mercator: [lon, lat] → pixel in the world at zoom z. */
function project(lon: number, lat: number, z: number): [number, number] {
  const scale = SIZE * 2 ** z;
  const s = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return [((lon + 180) / 360) * scale, (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale];
}

function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const n = 2 ** z;
  const lon = (px: number) => (px / n) * 360 - 180;
  const lat = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / n))) * 180) / Math.PI;
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)];
}

/** Sutherland–Hodgman against the tile square grown by `m` pixels, so long paths stay small. */
function clipRing(points: Array<[number, number]>, m: number): Array<[number, number]> {
  const edges: Array<[(p: [number, number]) => boolean, (a: [number, number], b: [number, number]) => [number, number]]> = [
    [(p) => p[0] >= -m, (a, b) => cut(a, b, 0, -m)],
    [(p) => p[0] <= SIZE + m, (a, b) => cut(a, b, 0, SIZE + m)],
    [(p) => p[1] >= -m, (a, b) => cut(a, b, 1, -m)],
    [(p) => p[1] <= SIZE + m, (a, b) => cut(a, b, 1, SIZE + m)],
  ];
  let out = points;
  for (const [inside, intersect] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      if (inside(cur)) {
        if (!inside(prev)) out.push(intersect(prev, cur));
        out.push(cur);
      } else if (inside(prev)) out.push(intersect(prev, cur));
    }
    if (!out.length) break;
  }
  return out;
}

function cut(a: [number, number], b: [number, number], axis: 0 | 1, v: number): [number, number] {
  const t = (v - a[axis]) / (b[axis] - a[axis]);
  return axis === 0 ? [v, a[1] + t * (b[1] - a[1])] : [a[0] + t * (b[0] - a[0]), v];
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function pathOf(rings: Array<Array<[number, number]>>): string {
  return rings
    .filter((r) => r.length > 2)
    .map((r) => `M${r.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}Z`)
    .join('');
}

function linePath(lines: Ring[], z: number, ox: number, oy: number, box: [number, number, number, number]): string {
  const [w, s, e, n] = box;
  let d = '';
  for (const line of lines) {
    let open = false;
    for (let i = 0; i < line.length; i++) {
      const [lon, lat] = line[i];
      const next = line[i + 1] ?? line[i];
      const prev = line[i - 1] ?? line[i];
      // Points near the tile (or next to one that is) are drawn; the rest breaks the line.
      const near = (p: [number, number]) => p[0] >= w && p[0] <= e && p[1] >= s && p[1] <= n;
      if (!near(line[i]) && !near(next) && !near(prev)) {
        open = false;
        continue;
      }
      const [px, py] = project(lon, lat, z);
      d += `${open ? 'L' : 'M'}${r1(px - ox)} ${r1(py - oy)}`;
      open = true;
    }
  }
  return d;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const labelled = new Map<number, Set<Municipality>>();

/**
 * The municipalities named at zoom z: in table order (the larger towns first), a name is left out
 * when it would overlap one already placed. Decided on world pixels, so every tile agrees.
 */
function namedAt(z: number): Set<Municipality> {
  let named = labelled.get(z);
  if (named) return named;
  named = new Set();
  const boxes: Array<[number, number, number, number]> = [];
  const size = z >= 12 ? 13 : 11;
  for (const m of MUNICIPALITIES) {
    const [x, y] = project(m.lon, m.lat, z);
    const box: [number, number, number, number] = [x - 4, y - size, x + 8 + localName(m).length * size * 0.58, y + 6];
    if (boxes.some((b) => b[0] < box[2] && box[0] < b[2] && b[1] < box[3] && box[1] < b[3])) continue;
    boxes.push(box);
    named.add(m);
  }
  labelled.set(z, named);
  return named;
}

function municipalitiesLayer(z: number, ox: number, oy: number): string {
  if (z < 8) return '';
  const out: string[] = [];
  for (const m of MUNICIPALITIES as readonly Municipality[]) {
    const [px, py] = project(m.lon, m.lat, z);
    const x = px - ox;
    const y = py - oy;
    // Names reach up to ~120 px to the right of their dot: draw those of neighbouring tiles too.
    if (x < -140 || x > SIZE + 8 || y < -16 || y > SIZE + 16) continue;
    out.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${z >= 12 ? 4 : 3}" fill="#6f675a" stroke="#fff" stroke-width="1.5"/>`);
    if (z >= 9 && namedAt(z).has(m)) {
      const name = localName(m);
      out.push(`<text x="${r1(x + 6)}" y="${r1(y + 4)}">${escapeXml(name)}</text>`);
    }
  }
  return out.length ? `<g font-family="system-ui,sans-serif" font-size="${z >= 12 ? 13 : 11}" fill="#3f3a32" stroke="#fbfaf5" stroke-width="3" paint-order="stroke">${out.join('')}</g>` : '';
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 2000;

/** One 256 × 256 SVG tile of the demo basemap (Web Mercator, as Leaflet asks for it). */
export function tileSvg(z: number, x: number, y: number): string {
  const key = `${z}/${x}/${y}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const atlas = loadAtlas(z < 7 ? '50m' : '10m');
  const ox = x * SIZE;
  const oy = y * SIZE;
  const [w, s, e, n] = tileBounds(z, x, y);
  const pad = (e - w) * 0.1;
  const box: [number, number, number, number] = [w - pad, s - pad, e + pad, n + pad];
  let land = '';
  let belgium = '';
  for (const c of atlas.countries) {
    if (c.bbox[0] > box[2] || c.bbox[2] < box[0] || c.bbox[1] > box[3] || c.bbox[3] < box[1]) continue;
    const rings = c.polygons.flatMap((polygon) => polygon.map((ring) => clipRing(ring.map(([lon, lat]) => {
      const [px, py] = project(lon, lat, z);
      return [px - ox, py - oy] as [number, number];
    }), 4)));
    if (c.belgium) belgium += pathOf(rings);
    else land += pathOf(rings);
  }
  const borders = linePath(atlas.borders, z, ox, oy, box);
  const belgiumBorder = linePath(atlas.belgiumBorder, z, ox, oy, box);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="#c9dfec"/>
${land ? `<path d="${land}" fill="#ebe8df" fill-rule="evenodd"/>` : ''}
${belgium ? `<path d="${belgium}" fill="#fbfaf5" fill-rule="evenodd"/>` : ''}
${borders ? `<path d="${borders}" fill="none" stroke="#b3aa98" stroke-width="1" stroke-linejoin="round"/>` : ''}
${belgiumBorder ? `<path d="${belgiumBorder}" fill="none" stroke="#8c8270" stroke-width="${z >= 9 ? 2.5 : 1.5}" stroke-linejoin="round"/>` : ''}
${municipalitiesLayer(z, ox, oy)}
</svg>`;
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, svg);
  return svg;
}

export function matchTile(pathname: string): [number, number, number] | null {
  const m = /^\/tiles\/(\d{1,2})\/(\d+)\/(\d+)\.(?:svg|png)$/.exec(pathname);
  if (!m) return null;
  const [z, x, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return z <= 20 && x < 2 ** z && y < 2 ** z ? [z, x, y] : null;
}
