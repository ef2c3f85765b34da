import type { RentalPriceFrom } from '../model';
import { shownAmount } from '../display/shown';
import { formatCurrency } from '../format/units';
import type { ViewModelLabels } from './types';

/** The period type a card quotes when the visitor has not chosen one: a week, as the portals do. */
const DEFAULT_TYPE = 'WEEK';

/**
 * The "from" price a rental card shows: of the period type the visitor filters on, else of a week, else the
 * cheapest type the unit has; undefined when the unit has no priced period (a price of 0 or -1 is none).
 * The list answer is not trusted to hold one entry per type or a sane price.
 */
export function rentalPriceFrom(prices: readonly RentalPriceFrom[] | undefined, periodType?: string): RentalPriceFrom | undefined {
  const valid = (prices ?? []).flatMap((p) => {
    const from = shownAmount(p?.from);
    return from !== null && typeof p.periodType === 'string' && p.periodType ? [{ periodType: p.periodType, from }] : [];
  });
  const cheapest = (list: RentalPriceFrom[]) => list.reduce<RentalPriceFrom | undefined>((low, p) => (!low || p.from < low.from ? p : low), undefined);
  const ofType = (type: string | undefined) => (type ? cheapest(valid.filter((p) => p.periodType === type)) : undefined);
  if (periodType) return ofType(periodType);
  return ofType(DEFAULT_TYPE) ?? cheapest(valid);
}

/** Period types with a "per" word in the catalogues ('rental.card.per.WEEK': "week"). */
const PER_WORDS = new Set(['WEEK', 'WEEKEND', 'MIDWEEK', 'LONG_WEEKEND', 'MONTH']);

/** "vanaf € 650 / week"; "vanaf € 650" for a period type without a word; '' without a price. */
export function rentalPriceText(price: RentalPriceFrom | undefined, t: ViewModelLabels['t']): string {
  if (!price) return '';
  const amount = formatCurrency(price.from);
  return PER_WORDS.has(price.periodType)
    ? t('rental.card.price_from', { price: amount, period: t(`rental.card.per.${price.periodType}`) })
    : t('rental.card.price_from_plain', { price: amount });
}
