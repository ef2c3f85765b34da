import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { mayHoldServiceUrls, resolveServiceUrl, resolveServiceUrls, serviceBase } from './service-urls';

const API = 'http://api.example:8080/api';
const base = serviceBase(API)!;

describe('resolveServiceUrl: against data-api, never the host page', () => {
  it.each([
    ['root-relative → the service origin', '/api/images/estate/1/1.svg', 'http://api.example:8080/api/images/estate/1/1.svg'],
    ['relative → below data-api', 'images/1.jpg', 'http://api.example:8080/api/images/1.jpg'],
    ['protocol-relative → the service scheme', '//cdn.example/1.jpg', 'http://cdn.example/1.jpg'],
    ['absolute https unchanged', 'https://cdn.example/1.jpg', 'https://cdn.example/1.jpg'],
    ['other schemes unchanged (safeUrl decides later)', 'javascript:alert(1)', 'javascript:alert(1)'],
    ['data: unchanged', 'data:image/png;base64,AA', 'data:image/png;base64,AA'],
    ['empty unchanged', '', ''],
  ])('%s', (_rule, value, expected) => {
    expect(resolveServiceUrl(value, base)).toBe(expected);
  });

  it.each([
    ['absolute data-api', 'https://content.example.be/api', undefined, 'https://content.example.be/api/'],
    ['trailing slash kept once', 'https://content.example.be/api/', undefined, 'https://content.example.be/api/'],
    ['relative data-api → against the page', '/api', 'https://www.host.be/nl/aanbod', 'https://www.host.be/api/'],
  ])('serviceBase: %s', (_rule, api, page, expected) => {
    expect(serviceBase(api, page)?.href).toBe(expected);
  });

  it('serviceBase: relative data-api without a page → null (left as is)', () => {
    expect(serviceBase('/api', undefined)).toBeNull();
  });
});

describe('resolveServiceUrls: file fields of an answer, page links untouched', () => {
  it('detail: pictures, files, videos, sales rep; listing pictures; rental photos — but not url, href or text', () => {
    const answer = {
      estate: {
        pictures: [{ file: '/api/images/estate/7/1.svg', thumbnail: '/api/images/estate/7/1-thumb.svg', index: 1 }],
        files: [{ type: 'PLAN', link: '/api/images/plan/7/1.svg' }],
        videos: [{ typeId: 2, link: 'https://tour.example/7' }],
        salesRep: { picture: '/api/images/person/3/1.svg', email: 'an@example.be' },
        general: { description: { nl: '/api/images is geen link' } },
      },
      card: { mainImage: '/api/images/estate/9/1-thumb.svg' },
      listing: { media: { pictures: ['/api/images/estate/8/1.svg', 'https://cdn.example/2.jpg'] } },
      photos: [{ original: '/p/1.jpg', medium: '/p/1-m.jpg', thumbnail: '/p/1-t.jpg' }],
      navigation: { items: [{ url: { nl: '/nl/aanbod' } }] },
      agreements: [{ id: 'privacy', url: '/nl/privacy-statement' }],
    };
    const out = resolveServiceUrls(structuredClone(answer), base);
    expect(out.estate.pictures[0]).toMatchObject({ file: `${'http://api.example:8080'}/api/images/estate/7/1.svg`, thumbnail: 'http://api.example:8080/api/images/estate/7/1-thumb.svg' });
    expect(out.estate.files[0].link).toBe('http://api.example:8080/api/images/plan/7/1.svg');
    expect(out.estate.videos[0].link).toBe('https://tour.example/7');
    expect(out.estate.salesRep.picture).toBe('http://api.example:8080/api/images/person/3/1.svg');
    expect(out.estate.general.description.nl).toBe('/api/images is geen link');
    expect(out.card.mainImage).toBe('http://api.example:8080/api/images/estate/9/1-thumb.svg');
    expect(out.listing.media.pictures).toEqual(['http://api.example:8080/api/images/estate/8/1.svg', 'https://cdn.example/2.jpg']);
    expect(out.photos[0]).toEqual({ original: 'http://api.example:8080/p/1.jpg', medium: 'http://api.example:8080/p/1-m.jpg', thumbnail: 'http://api.example:8080/p/1-t.jpg' });
    expect(out.navigation).toEqual(answer.navigation);
    expect(out.agreements).toEqual(answer.agreements);
  });

  it('the client resolves every JSON answer against its baseUrl', async () => {
    const fetchStub: typeof fetch = async () =>
      new Response(JSON.stringify({ pictures: [{ file: '/api/images/estate/1/1.svg', index: 1 }] }), { status: 200, headers: { 'content-type': 'application/json' } });
    const api = createApiClient({ baseUrl: API, fetch: fetchStub });
    expect(await api.get('/sites/demo/estates/v2/1')).toEqual({ pictures: [{ file: 'http://api.example:8080/api/images/estate/1/1.svg', index: 1 }] });
  });
});

describe('mayHoldServiceUrls: whether an answer needs the walk at all', () => {
  it.each([
    ['a file key', '{"pictures":[{"file":"/a.svg"}]}', true],
    ['a key with spaces before its colon', '{"mainImage" : "/a.svg"}', true],
    ['a list of pictures', '{"pictures":["/a.svg"]}', true],
    ['an escape that could spell a key', '{"\\u0066ile":"/a.svg"}', true],
    ['positions: no such key', '{"results":[{"id":1,"general":{"address":{"geoLocation":{"lat":50.1,"lon":4.2}}}}]}', false],
    ['a key name only as a value', '{"type":"file","kind":"link"}', false],
    ['a page link (url) is not a service file', '{"url":"/nl/contact"}', false],
  ])('%s → %s', (_rule, json, expected) => {
    expect(JSON.parse(json)).toBeTruthy();
    expect(mayHoldServiceUrls(json)).toBe(expected);
  });
});
