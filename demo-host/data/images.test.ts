import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest } from '../../tests/support/raw-request';
import { serveApi, type ServedApi } from '../api/testing/serve';
import { generateDataset } from './dataset';
import { IMAGE_SIZES, imageUrl, renderPng } from './images';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const NOW = Date.UTC(2026, 10, 22, 9);
const dataset = generateDataset({ size: 60, now: NOW });
let served: ServedApi;
beforeAll(async () => {
  served = await serveApi({ dataset, now: () => NOW });
});
afterAll(() => served.close());

/** Width and height from a PNG's IHDR chunk. */
const sizeOf = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('demo pictures: small raster photos, as a real service serves them', () => {
  it.each(Object.entries(IMAGE_SIZES))('a %s photo is a PNG of its size and a few KB', (_, [width, height]) => {
    const png = renderPng({ kind: 'estate', key: 100467, index: 1, width, height });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(sizeOf(png)).toEqual([width, height]);
    expect(png.length).toBeLessThan(6_000);
  });

  it('a list of estates shows several different buildings and colours; a gallery differs picture by picture', () => {
    const list = new Set([...Array(12).keys()].map((k) => renderPng({ kind: 'estate', key: 100400 + k, width: 240, height: 180 }).toString('base64')));
    expect(list.size).toBeGreaterThanOrEqual(8);
    const gallery = new Set([1, 2, 3, 4].map((index) => renderPng({ kind: 'estate', key: 100467, index }).toString('base64')));
    expect(gallery.size).toBe(4);
  });

  it('photos have .png URLs, floor plans stay .svg line drawings', () => {
    expect(imageUrl('estate', 7, 1, 'thumb')).toBe('/api/images/estate/7/1-thumb.png');
    expect(imageUrl('rental', 9, 2, 'medium')).toBe('/api/images/rental/9/2-medium.png');
    expect(imageUrl('plan', 7, 1)).toBe('/api/images/plan/7/1.svg');
  });

  it('the service answers an estate\'s thumbnail as image/png, cacheable for a day', async () => {
    const estate = dataset.estates.find((e) => e.pictures?.[0]?.thumbnail)!;
    const res = await rawRequest(served.baseUrl + estate.pictures![0].thumbnail!.replace(/^\/api/, ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(sizeOf(Buffer.from(res.body))).toEqual([240, 180]);
  });
});
