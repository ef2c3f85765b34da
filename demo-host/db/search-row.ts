import { isForRentId } from '../../core/status/listing-status';
import type { Estate } from '../../core/model';
import { publicPosition } from '../api/public-position';

/** Dutch collation of the string sort fields (city name, reference), numbers inside compared as numbers. */
export const COLLATOR = new Intl.Collator('nl', { sensitivity: 'variant', numeric: true });

/** One estate's row of the narrow search table (estate-schema.ts), ranks left to the caller. */
export function searchRow(e: Estate, owner: number, unitOrder: number | null, agenda: boolean) {
  const g = e.general;
  const position = publicPosition(e);
  const time = g.publicationDate ? Date.parse(g.publicationDate) : NaN;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return {
    id: e.id,
    owner,
    top: owner === e.id ? 1 : 0,
    parent_id: g.parentId ?? null,
    unit_order: unitOrder,
    project: g.project || g.parentId ? 1 : 0,
    head: num(g.headType?.id),
    sub: num(g.subType?.id),
    tx: num(g.transaction?.id),
    city_id: num(g.address?.city?.id),
    status: num(e.status?.id),
    bedrooms: num(g.bedroomCount),
    country: g.address?.country?.id ?? null,
    region: g.address?.region ?? null,
    feed: e.feed ?? 'broker',
    price: num(g.price?.value ?? g.price?.priceFrom),
    rent: isForRentId('broker', g.transaction?.id) ? 1 : 0,
    pub: Number.isFinite(time) ? time : null,
    area_build: num(e.dimensions?.areaBuild),
    area_ground: num(e.dimensions?.areaGround),
    epc: num(e.energy?.epcValue),
    lat: position ? position.lat : null,
    lon: position ? position.lon : null,
    geo_lat: num(g.address?.geoLocation?.lat),
    geo_lon: num(g.address?.geoLocation?.lon),
    global_id: e.globalId ?? null,
    agenda: agenda ? 1 : 0,
  };
}

/** Dense ranks (equal values share one) of strings under the collation; null stays null. */
export function denseRanks(values: (string | null)[]): (number | null)[] {
  const order = values.map((_, i) => i).filter((i) => values[i] !== null);
  order.sort((a, b) => COLLATOR.compare(values[a]!, values[b]!));
  const ranks: (number | null)[] = values.map(() => null);
  let rank = -1;
  let previous: string | null = null;
  for (const i of order) {
    if (rank < 0 || COLLATOR.compare(previous!, values[i]!) !== 0) rank++;
    ranks[i] = rank;
    previous = values[i];
  }
  return ranks;
}
