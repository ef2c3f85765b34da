/**
 * Map tiles served by the demo host (no outside network): a plain SVG per tile with a light grid,
 * so Leaflet has something to draw under `img-src 'self'`. URL: /tiles/{z}/{x}/{y}.svg
 */
export function tileSvg(z: number, x: number, y: number): string {
  const shade = (x + y) % 2 === 0 ? '#e8eef2' : '#e2e9ee';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${shade}"/>
<path d="M0 64H256M0 128H256M0 192H256M64 0V256M128 0V256M192 0V256" stroke="#d3dde4" stroke-width="1"/>
<path d="M0 0H256V256" fill="none" stroke="#c3cfd8" stroke-width="2"/>
<text x="8" y="20" font-family="sans-serif" font-size="11" fill="#9aabb8">${z}/${x}/${y}</text>
</svg>`;
}

export function matchTile(pathname: string): [number, number, number] | null {
  const m = /^\/tiles\/(\d{1,2})\/(\d+)\/(\d+)\.(?:svg|png)$/.exec(pathname);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}
