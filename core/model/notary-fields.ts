import type { PropertyListing } from './property-listing';

/** A spec §3 dotted notary key, e.g. 'certification.energy_label' or 'layout.custom.room1'. */
export type NotaryFieldKey = string;

/** Reads a dotted notary key from a nested listing; undefined when any step is missing. */
export function getNotaryField(listing: PropertyListing, key: NotaryFieldKey): unknown {
  let value: unknown = listing;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
