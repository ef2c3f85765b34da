import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  clearDisplayValue,
  floodingScoreHasIcon,
  isConformityVisible,
  isEmptyDisplayValue,
  showConstructionValue,
  showPriceFrom,
  showTotalPrice,
  stickerColor,
  stickerDisplay,
  stickerTextColor,
} from './index';

describe('spec §5 display rules: empty values', () => {
  it.each([
    ['spec §5: an empty string hides a field', '', true],
    ['spec §5: a blank string hides a field', '   ', true],
    ['spec §5: null hides a field', null, true],
    ['spec §5: undefined hides a field', undefined, true],
    ['spec §5: zero hides a field', 0, true],
    ['spec §5: the string zero hides a field', '0', true],
    ['spec §5: -1 hides a field', -1, true],
    ['spec §5: the string -1 hides a field', '-1', true],
    ['spec §5: an empty list hides a field', [], true],
    ['spec §5: a per-language text without text hides a field', { nl: '', fr: '' }, true],
    ['spec §5: a number shows', 12, false],
    ['spec §5: a negative number other than -1 shows', -2, false],
    ['spec §5: a text shows', 'Gent', false],
    ['spec §5: false is a value (shown as No)', false, false],
    ['spec §5: a per-language text shows', { nl: 'Tuin' }, false],
    ['spec §5: an object with an id shows', { id: 1 }, false],
  ])('%s', (_rule, value, empty) => {
    expect(isEmptyDisplayValue(value)).toBe(empty);
  });

  it.each([
    ['spec §5: -1 is cleared to null', -1, null],
    ['spec §5: "-1" is cleared to null', '-1', null],
    ['spec §5: other values are kept', 5, 5],
  ])('%s', (_rule, value, expected) => {
    expect(clearDisplayValue(value)).toBe(expected);
  });

  it.each([
    ['spec §5: conformity hidden when null', null, false],
    ['spec §5: conformity hidden when false', false, false],
    ['spec §5: conformity hidden when undefined', undefined, false],
    ['spec §5: conformity shown when VALID', 'VALID', true],
    ['spec §5: conformity shown when INVALID', 'INVALID', true],
    ['spec §5: conformity shown when true', true, true],
  ])('%s', (_rule, value, visible) => {
    expect(isConformityVisible(value)).toBe(visible);
  });

  it('spec §5: the display rules never throw (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        isEmptyDisplayValue(a);
        showTotalPrice(a, b);
        showConstructionValue(a, b);
        showPriceFrom(a, b);
        floodingScoreHasIcon(a);
        expect(stickerColor(a) === null || /^#[0-9a-f]{6}$/.test(String(stickerColor(a)))).toBe(true);
      }),
    );
  });
});

describe('spec §5 display rules: prices', () => {
  it.each([
    ['spec §5: total price only when it differs from the price', 300000, 320000, true],
    ['spec §5: total price hidden when equal to the price', 300000, 300000, false],
    ['spec §5: total price hidden when equal as text', 300000, '300000', false],
    ['spec §5: total price hidden when empty', 300000, null, false],
    ['spec §5: total price shown when there is no price', null, 320000, true],
  ])('%s', (_rule, price, total, visible) => {
    expect(showTotalPrice(price, total)).toBe(visible);
  });

  it.each([
    ['spec §5: construction value shown when nonzero and different', 300000, 150000, true],
    ['spec §5: construction value hidden when zero', 300000, 0, false],
    ['spec §5: construction value hidden when equal to the price', 300000, 300000, false],
    ['spec §5: construction value hidden when -1', 300000, -1, false],
  ])('%s', (_rule, price, value, visible) => {
    expect(showConstructionValue(price, value)).toBe(visible);
  });

  it.each([
    ['spec §5: price-from hidden without a price', null, 250000, false],
    ['spec §5: price-from hidden with a zero price', 0, 250000, false],
    ['spec §5: price-from shown with a price', 250000, 250000, true],
    ['spec §5: price-from flag shown with a price', 250000, true, true],
    ['spec §5: price-from hidden when not set', 250000, null, false],
  ])('%s', (_rule, price, from, visible) => {
    expect(showPriceFrom(price, from)).toBe(visible);
  });
});

describe('spec §5 display rules: sticker and flooding', () => {
  it.each([
    ['spec §5: sticker colour ffffff counts as unset', stickerColor('ffffff'), null],
    ['spec §5: sticker colour FFFFFF counts as unset', stickerColor('FFFFFF'), null],
    ['spec §5: sticker colour fff counts as unset', stickerColor('fff'), null],
    ['spec §5: sticker colour set', stickerColor('E30613'), '#e30613'],
    ['spec §5: sticker colour with # accepted', stickerColor('#00aa00'), '#00aa00'],
    ['spec §5: malformed sticker colour is unset', stickerColor('red;x'), null],
    ['spec §5: sticker text colour 000000 counts as unset', stickerTextColor('000000'), null],
    ['spec §5: sticker text colour set', stickerTextColor('ffffff'), '#ffffff'],
    ['spec §5: empty sticker colour is unset', stickerColor(''), null],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('spec §5: sticker display normalises both colours', () => {
    expect(stickerDisplay({ id: 1, name: 'Nieuw', color: 'ffffff', colorText: '000000' })).toEqual({ name: 'Nieuw', color: null, textColor: null });
    expect(stickerDisplay({ id: 1, name: 'Verkocht', color: 'cc0000', colorText: 'ffffff' })).toEqual({ name: 'Verkocht', color: '#cc0000', textColor: '#ffffff' });
    expect(stickerDisplay({ id: 1, name: '  ' })).toBeNull();
    expect(stickerDisplay(null)).toBeNull();
  });

  it.each([
    ['spec §5: flooding score A has no icon', 'A', false],
    ['spec §5: flooding score B has no icon', 'B', false],
    ['spec §5: flooding score C has no icon', 'C', false],
    ['spec §5: flooding score D (after C) shows the icon', 'D', true],
    ['spec §5: lowercase d shows the icon', 'd', true],
    ['spec §5: no score, no icon', null, false],
    ['spec §5: a non-letter score, no icon', '4', false],
  ])('%s', (_rule, score, icon) => {
    expect(floodingScoreHasIcon(score)).toBe(icon);
  });
});
