import type { Estate, EstateAddress, PropertyListing, RentalUnit } from '../../core/model';
import { MUNICIPALITIES, type Municipality } from '../data/municipalities';

const BY_ID = new Map<number, Municipality>(MUNICIPALITIES.map((m) => [m.id, m]));

/** How exactly a position may be shown: the address itself, or only its municipality. */
export type PositionPrecision = 'address' | 'municipality';

export interface PublicPosition {
  lat: number;
  lon: number;
  precision: PositionPrecision;
}

/**
 * Where the service may say an estate is. A hidden address (address.visible = false) is only ever
 * placed at its municipality's centre, so neither a map nor an area filter can locate the house;
 * an estate without coordinates falls back to its municipality too, so the map can count it.
 */
export function publicPosition(estate: Estate): PublicPosition | null {
  const address = estate.general.address;
  const geo = address?.geoLocation;
  if (address?.visible !== false && geo && Number.isFinite(geo.lat) && Number.isFinite(geo.lon)) {
    return { lat: geo.lat, lon: geo.lon, precision: 'address' };
  }
  const m = address?.city ? BY_ID.get(address.city.id) : undefined;
  return m ? { lat: m.lat, lon: m.lon, precision: 'municipality' } : null;
}

/**
 * The address an answer may carry (DESIGN §3 hidden address): a hidden one keeps its city, region
 * and country, loses street, number and box, and sits at its municipality's centre (null when that is
 * unknown). The page then has nothing exact to leak, whatever a block renders.
 */
export function publicAddress(address: EstateAddress | undefined): EstateAddress | undefined {
  if (!address || address.visible !== false) return address;
  const { street: _s, street_address: _a, number: _n, box: _b, geoLocation: _g, ...rest } = address;
  const m = address.city ? BY_ID.get(address.city.id) : undefined;
  return { ...rest, geoLocation: m ? { lat: m.lat, lon: m.lon } : null };
}

/** A notary listing as the detail answer may carry it: a hidden address as publicAddress does. */
export function publicListing(listing: PropertyListing): PropertyListing {
  const g = listing.general;
  if (!g || g.address_visible !== false) return listing;
  const { street: _s, number: _n, box: _b, latitude: _lat, longitude: _lon, ...rest } = g;
  const m = g.city_id ? BY_ID.get(g.city_id) : undefined;
  return { ...listing, general: { ...rest, latitude: m?.lat ?? null, longitude: m?.lon ?? null } };
}

/** A holiday rental unit as answers carry it: a hidden address keeps only its city. */
export function publicRentalUnit(unit: RentalUnit): RentalUnit {
  const a = unit.address;
  if (!a || a.visible !== false) return unit;
  const { street: _s, number: _n, box: _b, ...rest } = a;
  return { ...unit, address: rest };
}
