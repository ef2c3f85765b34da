import { describe, expect, it } from 'vitest';
import { allowedShareUrl, allowedTileUrl } from './config-url';
import { sameOriginPath } from './same-origin-path';
import { mapAttributionHtml } from './map-attribution';

describe('sameOriginPath', () => {
  it.each([
    ['/nl/aanbod', '/nl/aanbod'],
    ['/a:b?c=//d', '/a:b?c=//d'],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['/\t/evil.example', undefined],
    [' /nl', undefined],
    ['javascript:alert(1)', undefined],
    ['https://site.example/nl', undefined],
    [42, undefined],
  ])('%j → %j', (input, expected) => {
    expect(sameOriginPath(input)).toBe(expected);
  });
});

describe('allowedTileUrl and allowedShareUrl', () => {
  it.each([
    [allowedTileUrl, '/tiles/{z}/{x}/{y}.svg', true],
    [allowedTileUrl, 'https://a.tile.openstreetmap.be/osmbe/{z}/{x}/{y}.png', true],
    [allowedTileUrl, 'https://tile.openstreetmap.org:444/{z}/{x}/{y}.png', false],
    [allowedTileUrl, 'data:image/png;base64,AAAA', false],
    [allowedShareUrl, 'https://www.linkedin.com/sharing/share-offsite/?url={url}', true],
    [allowedShareUrl, 'https://wa.me/?text={url}', true],
    [allowedShareUrl, 'mailto:?body={url}', false],
  ])('%o %j → %s', (check, input, ok) => {
    expect(check(input) !== undefined).toBe(ok);
  });
});

describe('mapAttributionHtml (attribution is text, its link comes from the allow-list)', () => {
  it.each([
    ['© OpenStreetMap contributors', '/tiles/{z}/{x}/{y}.svg', '© OpenStreetMap contributors'],
    ['<img src=x onerror=alert(1)>', '/tiles/{z}/{x}/{y}.svg', '&lt;img src=x onerror=alert(1)&gt;'],
    ['<a href="javascript:alert(1)">x</a>', '/t/{z}', '&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;'],
    ['© OSM', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', '<a href="https://www.openstreetmap.org/copyright" rel="noopener noreferrer" target="_blank">© OSM</a>'],
    ['  ', '/t/{z}', ''],
    [undefined, '/t/{z}', ''],
  ])('%j with %s → %j', (text, tileUrl, expected) => {
    expect(mapAttributionHtml(text, tileUrl)).toBe(expected);
  });
});
