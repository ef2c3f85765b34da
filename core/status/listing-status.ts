/**
 * Sold / for-rent per feed (spec §4 "Listing status"). Id meanings: core/model/status.ts.
 */
import type { Estate, Feed, PropertyListing } from '../model';

export const BROKER_SOLD_TRANSACTIONS: readonly number[] = [5, 6];
export const BROKER_FOR_RENT_TRANSACTIONS: readonly number[] = [2, 4, 6, 8];
export const NOTARY_SOLD_STATUSES: readonly number[] = [1, 6, 7];
export const NOTARY_FOR_RENT_STATUSES: readonly number[] = [2, 4, 6, 8, 10];

/** Broker: transaction id; notary: the listing's status id. */
export function isSoldId(feed: Feed, id: number | null | undefined): boolean {
  if (typeof id !== 'number') return false;
  return (feed === 'notary' ? NOTARY_SOLD_STATUSES : BROKER_SOLD_TRANSACTIONS).includes(id);
}

export function isForRentId(feed: Feed, id: number | null | undefined): boolean {
  if (typeof id !== 'number') return false;
  return (feed === 'notary' ? NOTARY_FOR_RENT_STATUSES : BROKER_FOR_RENT_TRANSACTIONS).includes(id);
}

/** The feed and the id its rules apply to: a mapped notary listing keeps its own status id. */
function feedId(estate: Estate): [Feed, number | undefined] {
  if (estate.feed === 'notary' && estate.notary) return ['notary', estate.notary.statusId];
  return ['broker', estate.general?.transaction?.id];
}

export function isSold(estate: Estate): boolean {
  return isSoldId(...feedId(estate));
}

export function isForRent(estate: Estate): boolean {
  return isForRentId(...feedId(estate));
}

export function isListingSold(listing: PropertyListing): boolean {
  return isSoldId('notary', listing.status);
}

export function isListingForRent(listing: PropertyListing): boolean {
  return isForRentId('notary', listing.status);
}
