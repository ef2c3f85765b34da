import { isEmptyDisplayValue } from './empty';
import { toFiniteNumber } from '../format/number';

function sameAmount(a: unknown, b: unknown): boolean {
  const x = toFiniteNumber(a);
  const y = toFiniteNumber(b);
  return x !== null && y !== null && x === y;
}

/** The total price is shown only when it is filled and differs from the price (spec §5). */
export function showTotalPrice(price: unknown, totalPrice: unknown): boolean {
  return !isEmptyDisplayValue(totalPrice) && !sameAmount(price, totalPrice);
}

/** The construction value is shown only when nonzero and different from the price (spec §5). */
export function showConstructionValue(price: unknown, constructionValue: unknown): boolean {
  return !isEmptyDisplayValue(constructionValue) && !sameAmount(price, constructionValue);
}

/** The price-from display is hidden when there is no price (spec §5). */
export function showPriceFrom(price: unknown, priceFrom: unknown): boolean {
  return !isEmptyDisplayValue(price) && !isEmptyDisplayValue(priceFrom) && priceFrom !== false;
}
