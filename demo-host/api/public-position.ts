import type { Estate } from '../../core/model';
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
