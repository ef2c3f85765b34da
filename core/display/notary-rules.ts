import type { PropertyListing } from '../model/property-listing';
import { STATUS, statusOfNotaryStatus } from '../model/status';

/** Field names (last path segment, any prefix) of the "electrical certificate group" (spec §5). */
const ELECTRICAL_GROUP = /^electrical_certificate(_|$)/;

/** Notary fields hidden when the listing is TO_RENT or RENTED (spec §5), matched on the last path segment. */
const HIDDEN_FOR_RENT = [
  ELECTRICAL_GROUP,
  /^permission(_information)?$/,
  /^most_recent_destination(_information)?$/,
  /^proceeding(_information)?$/,
  /^subdivision_permit(_information)?$/,
  /^as_built_certificate(_information)?$/,
];

/** Notary fields hidden when financial.vat_regime is true (spec §5). */
const HIDDEN_UNDER_VAT = new Set(['financial.price', 'financial.land_price', 'financial.infrastructure_price', 'notary_cost.total']);

function withoutPrefix(key: string): string {
  return key.replace(/^field\./, '').replace(/^notary\.(?=[a-z_]+\.)/, '');
}

/** True for a notary listing that is to rent or rented (status ids mapped as in core/model/status.ts). */
export function isNotaryRental(listing: Pick<PropertyListing, 'status'>): boolean {
  const status = statusOfNotaryStatus(listing.status);
  return status === STATUS.TO_RENT || status === STATUS.RENTED;
}

export type NotaryHideReason = 'rental' | 'plot' | 'vat';

/**
 * Why a notary field is hidden by a spec §5 rule, or null. `key` is the dotted listing key
 * ('certification.electrical_certificate', 'financial.price'), optionally with 'field.notary.' before it.
 */
export function notaryHideReason(listing: PropertyListing, key: string): NotaryHideReason | null {
  const path = withoutPrefix(key);
  const name = path.split('.').pop() ?? path;
  if (isNotaryRental(listing) && HIDDEN_FOR_RENT.some((rule) => rule.test(name))) return 'rental';
  if (listing.type === 'PLOT' && ELECTRICAL_GROUP.test(name)) return 'plot';
  if (listing.financial?.vat_regime === true && HIDDEN_UNDER_VAT.has(path)) return 'vat';
  return null;
}

/** True when a spec §5 notary rule hides the field whatever its value. */
export function isNotaryFieldHidden(listing: PropertyListing, key: string): boolean {
  return notaryHideReason(listing, key) !== null;
}
