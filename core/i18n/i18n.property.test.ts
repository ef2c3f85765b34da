import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { resolveLocale } from './resolve-locale';
import { createTranslator } from './translator';

const anything = fc.oneof(fc.string(), fc.constantFrom('fr-BE', 'de_DE', 'EN', '/nl/aanbod', '/de'), fc.anything());

describe('i18n properties', () => {
  it('spec §9: resolveLocale never throws and always gives one of nl, fr, en, de', () => {
    fc.assert(
      fc.property(anything, anything, anything, anything, (config, loaderLocale, htmlLang, pathname) => {
        expect(LOCALES).toContain(resolveLocale({ config, loaderLocale, htmlLang, pathname }));
      }),
    );
  });

  it('spec §9: a supported block config always wins', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), anything, anything, anything, (config, loaderLocale, htmlLang, pathname) => {
        expect(resolveLocale({ config, loaderLocale, htmlLang, pathname })).toBe(config);
      }),
    );
  });

  it('spec §5: an unknown field label is the key in underscores, an unknown enumeration code is empty', () => {
    const tr = createTranslator('en', { 'field.general.title': 'Title' });
    fc.assert(
      fc.property(fc.string().filter((key) => key !== 'field.general.title'), (key) => {
        expect(tr.fieldLabel(key)).toBe(`_${key}_`);
        expect(tr.enumLabel('Heating', key)).toBe('');
      }),
    );
  });
});
