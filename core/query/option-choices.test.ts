import { describe, expect, it } from 'vitest';
import { bedroomChoices, priceSteps } from './option-choices';

describe('price choices from the service\'s price steps (spec §3 filter state: prices)', () => {
  it.each<[string, number[] | undefined, (number | undefined)[], number[]]>([
    ['no answer: none (the form keeps typed prices)', undefined, [], []],
    ['an empty answer: none', [], [150_000], []],
    ['ascending, once each (sale and rent steps together)', [100_000, 250, 50_000, 250, 1000], [undefined, undefined], [250, 1000, 50_000, 100_000]],
    ['linked amounts that are no step are kept among them', [100_000, 200_000], [150_000, 175_000], [100_000, 150_000, 175_000, 200_000]],
    ['zero and negative steps are no choice', [0, -1, 100_000], [], [100_000]],
  ])('%s', (_name, prices, current, expected) => {
    expect(priceSteps(prices, current)).toEqual(expected);
  });
});

describe('bedroom choices from the service\'s bedroom counts (spec §3 filter state: bedrooms)', () => {
  it.each<[string, number[] | undefined, number | undefined, { atLeast: number[]; large: boolean }]>([
    ['no answer: the fixed 1+ … 5+ and 6 and more', undefined, undefined, { atLeast: [1, 2, 3, 4, 5], large: true }],
    ['an empty answer: the fixed list', [], undefined, { atLeast: [1, 2, 3, 4, 5], large: true }],
    ['only what the answer has; 0 is no minimum', [0, 1, 2, 3], undefined, { atLeast: [1, 2, 3], large: false }],
    ['6 or more offers "6 and more" once', [2, 4, 6, 8], undefined, { atLeast: [2, 4], large: true }],
    ['the visitor\'s minimum stays offered', [1, 2], 4, { atLeast: [1, 2, 4], large: false }],
  ])('%s', (_name, bedrooms, current, expected) => {
    expect(bedroomChoices(bedrooms, current)).toEqual(expected);
  });
});
