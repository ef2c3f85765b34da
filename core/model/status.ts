/**
 * Listing status ids and their mapping to the feeds' own ids (spec §3 status enumeration, §4 listing status).
 *
 * STATUS (our unified id, `Estate.status.id`, the ids a site's `settings.hiddenStatus` lists):
 *   1 FOR_SALE · 2 TO_RENT · 3 TAKE_OVER · 4 SOLD · 5 RENTED · 6 TAKEN_OVER
 *   e.g. the demo site `demo-hide-sold` has hiddenStatus [4, 5].
 *
 * BROKER transaction ids (`Estate.general.transaction.id`, search path general.transaction.id):
 *   1 for sale → FOR_SALE        2 for rent → TO_RENT          3 take-over → TAKE_OVER
 *   4 for rent, under option → TO_RENT                         5 sold → SOLD
 *   6 rented → RENTED            7 taken over → TAKEN_OVER     8 for rent, short stay → TO_RENT
 *   10 public sale → FOR_SALE
 *   spec §4: sold when 5 or 6; for rent when 2, 4, 6 or 8. Grouping order 1,3,2,4,10,5,6 (spec §9).
 *
 * NOTARY status ids (`PropertyListing.status`) and the broker transaction id the reference
 * service puts on `general.transaction.id` when it maps a listing onto the broker paths:
 *   1 sold → 5        2 for rent → 2      3 for sale → 1          4 for rent, under option → 4
 *   5 public sale → 10  6 rented → 6      7 sold at auction → 5   8 for rent, commercial → 8
 *   9 take-over → 3   10 lease take-over (for rent) → 4           11 taken over → 7
 *   spec §4: sold when 1, 6 or 7; for rent when 2, 4, 6, 8 or 10.
 * The mapping keeps sold/for-rent identical under both rules, so a filter on general.transaction.id
 * means the same for both feeds.
 */

export const STATUS = {
  FOR_SALE: 1,
  TO_RENT: 2,
  TAKE_OVER: 3,
  SOLD: 4,
  RENTED: 5,
  TAKEN_OVER: 6,
} as const;

export type StatusCode = keyof typeof STATUS;
export type StatusId = (typeof STATUS)[StatusCode];

export const STATUS_CODES: readonly StatusCode[] = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'];

export const BROKER_TRANSACTION = {
  FOR_SALE: 1,
  TO_RENT: 2,
  TAKE_OVER: 3,
  TO_RENT_UNDER_OPTION: 4,
  SOLD: 5,
  RENTED: 6,
  TAKEN_OVER: 7,
  TO_RENT_SHORT_STAY: 8,
  PUBLIC_SALE: 10,
} as const;

export type BrokerTransactionId = (typeof BROKER_TRANSACTION)[keyof typeof BROKER_TRANSACTION];

export const NOTARY_STATUS = {
  SOLD: 1,
  TO_RENT: 2,
  FOR_SALE: 3,
  TO_RENT_UNDER_OPTION: 4,
  PUBLIC_SALE: 5,
  RENTED: 6,
  SOLD_AT_AUCTION: 7,
  TO_RENT_COMMERCIAL: 8,
  TAKE_OVER: 9,
  LEASE_TAKE_OVER: 10,
  TAKEN_OVER: 11,
} as const;

export type NotaryStatusId = (typeof NOTARY_STATUS)[keyof typeof NOTARY_STATUS];

/** Broker transaction id → unified status id. */
export const STATUS_OF_BROKER_TRANSACTION: Readonly<Record<number, StatusId>> = {
  1: STATUS.FOR_SALE,
  2: STATUS.TO_RENT,
  3: STATUS.TAKE_OVER,
  4: STATUS.TO_RENT,
  5: STATUS.SOLD,
  6: STATUS.RENTED,
  7: STATUS.TAKEN_OVER,
  8: STATUS.TO_RENT,
  10: STATUS.FOR_SALE,
};

/** Notary status id → broker transaction id (how the reference service maps notary listings). */
export const BROKER_TRANSACTION_OF_NOTARY_STATUS: Readonly<Record<number, BrokerTransactionId>> = {
  1: 5,
  2: 2,
  3: 1,
  4: 4,
  5: 10,
  6: 6,
  7: 5,
  8: 8,
  9: 3,
  10: 4,
  11: 7,
};

/** Notary status id → unified status id. */
export function statusOfNotaryStatus(notaryStatusId: number): StatusId | undefined {
  const transaction = BROKER_TRANSACTION_OF_NOTARY_STATUS[notaryStatusId];
  return transaction === undefined ? undefined : STATUS_OF_BROKER_TRANSACTION[transaction];
}

/** Broker transaction id → unified status id. */
export function statusOfBrokerTransaction(transactionId: number): StatusId | undefined {
  return STATUS_OF_BROKER_TRANSACTION[transactionId];
}
