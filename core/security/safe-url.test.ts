import { describe, expect, it } from 'vitest';
import { isOtherOrigin, safeUrl } from './safe-url';

describe('safeUrl (one rule for every href/src from data)', () => {
  it.each([
    ['https://example.com/plan.pdf', 'https://example.com/plan.pdf'],
    ['http://example.com/a?b=c#d', 'http://example.com/a?b=c#d'],
    ['HTTPS://EXAMPLE.COM/', 'HTTPS://EXAMPLE.COM/'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['tel:+3221234567', 'tel:+3221234567'],
    ['/nl/detail/12', '/nl/detail/12'],
    ['detail/12', 'detail/12'],
    ['../files/plan.pdf', '../files/plan.pdf'],
    ['?page=2', '?page=2'],
    ['#section', '#section'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['/a:b', '/a:b'],
  ])('keeps %j', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['file:///etc/passwd'],
    ['blob:https://example.com/uuid'],
    ['//evil.example/x'],
    ['/\\evil.example/x'],
    ['\\\\evil.example/x'],
    ['https://'],
    [''],
    ['   '],
  ])('refuses %j', (input) => {
    expect(safeUrl(input)).toBeUndefined();
  });

  it.each([[null], [undefined], [42], [{}], [['https://example.com']]])('refuses the non-string %j', (input) => {
    expect(safeUrl(input)).toBeUndefined();
  });
});

describe('isOtherOrigin', () => {
  it.each([
    ['https://cdn.example/a.jpg', 'https://site.example', true],
    ['/a.jpg', 'https://site.example', false],
    ['https://site.example/a.jpg', 'https://site.example', false],
    ['//cdn.example/a.jpg', 'https://site.example', true],
    ['http://[bad', 'https://site.example', true],
  ])('%s on %s → %s', (url, origin, expected) => {
    expect(isOtherOrigin(url, origin)).toBe(expected);
  });
});
