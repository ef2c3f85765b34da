import { describe, expect, it } from 'vitest';
import { withoutControlCharacters } from './control-characters';

describe('withoutControlCharacters', () => {
  it.each([
    ['Jan\u0000 Peeters', 'Jan Peeters'],
    ['a\u0001\u0007\u0008b', 'ab'],
    ['line 1\nline 2\r\n\tindented', 'line 1\nline 2\r\n\tindented'],
    ['del\u007f and c1\u0085\u009f', 'del and c1'],
    ['Café – Zoë ✓ 😀', 'Café – Zoë ✓ 😀'],
    ['\u000b\u000cform feed', 'form feed'],
  ])('%j → %j', (input, expected) => {
    expect(withoutControlCharacters(input)).toBe(expected);
  });
});
