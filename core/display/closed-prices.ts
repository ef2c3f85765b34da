/**
 * A sold or rented estate shows its transaction name instead of its price (spec §2) — in the header and in
 * every section and tab. These fields would give the price away (amounts, parts of it, costs computed from
 * it); the price field itself shows the transaction name.
 */
const BROKER_HIDDEN_WHEN_CLOSED = new Set([
  'price.priceFrom',
  'price.totalPrice',
  'price.constructionValue',
  'price.groundValue',
  'price.infrastructureValue',
  'price.furnitureValue',
  'price.deposit',
  'general.registrationCost',
  'general.notarySalery',
]);

const NOTARY_HIDDEN_WHEN_CLOSED = /^(financial\.(price_per_square_meter|rent_per_year|warranty|land_price|infrastructure_price|construction_price(_vat_\d+)?|total_price|registration_fee)|notary_cost\.[a-z_]+|notary\.(setting_price|increment))$/;

/** The field that shows the transaction name of a closed estate instead of its amount. */
export const CLOSED_PRICE_FIELD = { broker: 'price.value', notary: 'financial.price' } as const;

const pathOf = (key: string) => key.replace(/^field\./, '').replace(/^notary\.(?=[a-z_]+\.)/, '');

/** True for a price field a sold or rented estate does not show ('field.price.totalPrice', 'field.notary.notary_cost.total'). */
export function isHiddenWhenClosed(feed: 'broker' | 'notary', key: string): boolean {
  const path = pathOf(key);
  return feed === 'broker' ? BROKER_HIDDEN_WHEN_CLOSED.has(path) : NOTARY_HIDDEN_WHEN_CLOSED.test(path);
}
