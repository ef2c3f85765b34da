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
    expect(tileSvg(1, 2, 3)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
  });
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
