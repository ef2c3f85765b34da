import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { requestUrl } from './request-url';

const ORIGIN = 'http://127.0.0.1:8080';

describe('requestUrl (an odd URL is the client\'s mistake: 400, not 500)', () => {
  it.each([['/dist/%'], ['/dist/%E0%A4%A'], ['/site-assets/%c0%ae%c0%ae/package.json'], ['/test-pages/%'], ['/nl/%ff']])('refuses %s', (target) => {
    expect(requestUrl(target, ORIGIN)).toBeNull();
  });

  it.each([
    ['/nl/aanbod?city=12', '/nl/aanbod'],
    ['/dist/estate-blocks.js', '/dist/estate-blocks.js'],
    ['/fr/offre/%C3%A9t%C3%A9', '/fr/offre/%C3%A9t%C3%A9'],
    [undefined, '/'],
  ])('reads %s', (target, pathname) => {
    expect(requestUrl(target, ORIGIN)?.pathname).toBe(pathname);
  });

  it('never throws, and any URL it returns has a decodable path (random request targets)', () => {
    const bytes = fc.uint8Array({ maxLength: 40 }).map((a) => '/' + Array.from(a, (b) => (b < 0x80 && b > 0x20 && b !== 0x25 ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`)).join(''));
    const percents = fc.array(fc.constantFrom('%', '%2', '%e0', '%a4', '%c0', '%ae', '%ff', '%25', 'a', '/', '..', '\\', '?', '#'), { maxLength: 12 }).map((p) => '/' + p.join(''));
    fc.assert(
      fc.property(fc.oneof(bytes, percents, fc.string()), (target) => {
        const url = requestUrl(target, ORIGIN);
        if (url) expect(() => decodeURIComponent(url.pathname)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
