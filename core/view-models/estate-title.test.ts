import { describe, expect, it } from 'vitest';
import { titleWithReference } from './estate-title';

describe('titleWithReference', () => {
  it.each([
    ['Appartement – Gent', '9000-00012', 'Appartement – Gent – 9000-00012'],
    ['Appartement – Gent', '', 'Appartement – Gent'],
    ['Appartement – Gent', null, 'Appartement – Gent'],
    // A title that fell back to the reference does not say it twice.
    ['9000-00012', '9000-00012', '9000-00012'],
  ])('%s + %s → %s', (title, reference, expected) => {
    expect(titleWithReference(title, reference)).toBe(expected);
  });
});
