import { describe, expect, it } from 'vitest';
import { blockDiv, encodeNode, esc, sanitizeCmsHtml } from './html';
import { route } from './page';
import { matchTile, tileSvg } from './tiles';

describe('demo site helpers (demo-host/site/README.md)', () => {
  it('esc escapes text and attribute values', () => {
    expect(esc(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(esc(null)).toBe('');
    expect(esc(12)).toBe('12');
  });

  it('blockDiv writes the snippet a site builder would: URL-encoded JSON in data-node', () => {
    const html = blockDiv('estate-table', { scope: 'main', title: 'Huizen & "villas" <10>' }, { id: 'list' });
    expect(html).toBe(`<div data-block="estate-table" data-node="${encodeNode({ scope: 'main', title: 'Huizen & "villas" <10>' })}" id="list"></div>`);
    const encoded = /data-node="([^"]*)"/.exec(html)![1];
    expect(JSON.parse(decodeURIComponent(encoded))).toEqual({ scope: 'main', title: 'Huizen & "villas" <10>' });
  });

  it.each([
    ['/en/offer/12', { id: '12' }],
    ['/nl/aanbod/12/', { id: '12' }],
    ['/fr/offre/a%20b', { id: 'a b' }],
    ['/en/offer', null],
    ['/en/offer/12/x', null],
    ['/de/angebot/12', null],
  ])('route() matches %s', (pathname, expected) => {
    const match = route({ nl: '/nl/aanbod/:id', fr: '/fr/offre/:id', en: '/en/offer/:id' });
    expect(match(pathname)).toEqual(expected);
  });

  it('map tiles are served locally as SVG (no outside network)', () => {
    expect(matchTile('/tiles/16/33512/21992.svg')).toEqual([16, 33512, 21992]);
    expect(matchTile('/tiles/3/4/2.png')).toEqual([3, 4, 2]);
    expect(matchTile('/tiles/x/4/2.svg')).toBeNull();
    expect(tileSvg(1, 1, 0)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
    expect(matchTile('/tiles/3/8/2.svg'), 'x beyond the zoom').toBeNull();
  });

  // A basemap that looks like Belgium, from packaged open data, without debug text.
  const tileOf = (z: number, lat: number, lon: number): [number, number, number] => {
    const n = 2 ** z;
    const s = Math.sin((lat * Math.PI) / 180);
    return [z, Math.floor(((lon + 180) / 360) * n), Math.floor((0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * n)];
  };
  it.each([
    ['Belgium at zoom 7', tileOf(7, 50.85, 4.35)],
    ['Antwerp at zoom 10', tileOf(10, 51.2194, 4.4025)],
    ['Brussels at zoom 13', tileOf(13, 50.8467, 4.3525)],
  ])('%s: Belgian land, no z/x/y text', (_name, [z, x, y]) => {
    const svg = tileSvg(z, x, y);
    expect(svg).toContain('fill="#fbfaf5"');
    expect(svg).not.toContain(`${z}/${x}/${y}`);
    for (const text of svg.match(/<text[^>]*>[^<]*<\/text>/g) ?? []) expect(text).not.toMatch(/>\s*\d+\s*\/\s*\d+/);
  }, 30_000); // the first tile reads Natural Earth's 1:10m countries (3.6 MB)

  it('municipality names from zoom 9 (the dataset\'s, each once where names would overlap), dots from zoom 8, none below', () => {
    const [z, x, y] = tileOf(10, 51.2194, 4.4025);
    expect(tileSvg(z, x, y)).toContain('>Antwerpen</text>');
    const [z8, x8, y8] = tileOf(8, 51.2194, 4.4025);
    expect(tileSvg(z8, x8, y8)).toContain('<circle');
    expect(tileSvg(z8, x8, y8)).not.toContain('<text');
    const [z6, x6, y6] = tileOf(6, 51.2194, 4.4025);
    expect(tileSvg(z6, x6, y6)).not.toContain('<circle');
  }, 30_000);

  it('the open sea is water only', () => {
    const [z, x, y] = tileOf(8, 45, -20);
    const svg = tileSvg(z, x, y);
    expect(svg).toContain('fill="#c9dfec"');
    expect(svg).not.toContain('fill="#ebe8df"');
    expect(svg).not.toContain('fill="#fbfaf5"');
  }, 30_000);
});

describe('sanitizeCmsHtml', () => {
  it.each([
    ['<p>ok</p>', '<p>ok</p>'],
    ['<p onclick="x()">a</p>', '<p>a</p>'],
    ['<p style="color:red">a</p>', '<p>a</p>'],
    ['a<script>alert(1)</script>b', 'ab'],
    ['a<style>p{}</style>b', 'ab'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="/nl/aanbod">x</a>', '<a href="/nl/aanbod">x</a>'],
    ['<img src=x onerror=alert(1)>', '<img src=x>'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeCmsHtml(input)).toBe(expected);
  });
});
