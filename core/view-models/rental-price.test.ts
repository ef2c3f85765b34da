import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../i18n/load-catalogue';
import { createTranslator } from '../i18n/translator';
import type { Locale } from '../i18n/locale';
import type { RentalPriceFrom } from '../model';
import { rentalPriceFrom, rentalPriceText } from './rental-price';

const p = (periodType: string, from: number): RentalPriceFrom => ({ periodType, from });
const prices = [p('WEEKEND', 325), p('WEEK', 650), p('MIDWEEK', 425)];

describe('a rental card\'s "from" price: which period it quotes', () => {
  it.each<[string, RentalPriceFrom[] | undefined, string | undefined, RentalPriceFrom | undefined]>([
    ['no filter: the week, as the portals quote it', prices, undefined, p('WEEK', 650)],
    ['the stay length the visitor filters on', prices, 'WEEKEND', p('WEEKEND', 325)],
    ['a filtered type the unit lacks: no price rather than another type\'s', [p('WEEK', 650)], 'MIDWEEK', undefined],
    ['no week: the cheapest type it has', [p('MIDWEEK', 425), p('WEEKEND', 325)], undefined, p('WEEKEND', 325)],
    ['two entries of one type: the lower', [p('WEEK', 700), p('WEEK', 650)], undefined, p('WEEK', 650)],
    ['0 and -1 are no price (spec §5)', [p('WEEK', 0), p('WEEK', -1), p('WEEKEND', 300)], undefined, p('WEEKEND', 300)],
    ['a nonsense entry is left out', [{ periodType: '', from: 500 }, { from: 400 } as RentalPriceFrom, p('WEEK', 650)], undefined, p('WEEK', 650)],
    ['no prices in the answer', undefined, undefined, undefined],
    ['an empty list', [], undefined, undefined],
  ])('%s', (_rule, list, filter, expected) => {
    expect(rentalPriceFrom(list, filter)).toEqual(expected);
  });
});

describe('a rental card\'s "from" price in each language', () => {
  const translators = new Map<Locale, ReturnType<typeof createTranslator>>();
  const t = async (locale: Locale) => {
    if (!translators.has(locale)) translators.set(locale, createTranslator(locale, await loadCatalogue(locale)));
    return translators.get(locale)!.t;
  };
  it.each<[Locale, RentalPriceFrom | undefined, string]>([
    ['nl', p('WEEK', 650), 'vanaf € 650 / week'],
    ['fr', p('WEEK', 650), 'à partir de € 650 / semaine'],
    ['en', p('WEEK', 650), 'from € 650 / week'],
    ['de', p('WEEK', 650), 'ab € 650 / Woche'],
    ['nl', p('WEEKEND', 1325), 'vanaf € 1.325 / weekend'],
    ['fr', p('MIDWEEK', 425), 'à partir de € 425 / milieu de semaine'],
    ['en', p('LONG_WEEKEND', 500), 'from € 500 / long weekend'],
    ['de', p('MONTH', 2400), 'ab € 2.400 / Monat'],
    ['nl', p('SEASON', 9000), 'vanaf € 9.000'],
    ['en', undefined, ''],
  ])('%s %j → %s', async (locale, price, expected) => {
    expect(rentalPriceText(price, await t(locale))).toBe(expected);
  });
});
