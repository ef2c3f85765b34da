import type { Estate } from '../../core/model';
import { publicPosition } from './public-position';

/**
 * The fields of a positions-only answer (search body `mode: 'geo'`): what a map needs to draw, title,
 * price and link a marker, and nothing else. Documented in docs/api.md ("Map positions").
 */
export const GEO_FIELDS = [
  'id', 'feed', 'status', 'notary',
  'general.project', 'general.parentId', 'general.title (projects)', 'general.headType', 'general.subType', 'general.transaction', 'general.price',
  'general.address.visible', 'general.address.city', 'general.address.country', 'general.address.geoLocation',
  'general.address.street, street_address, number, box (visible addresses only)',
] as const;

/**
 * One estate as a positions-only record, the same paths as a full record so the display rules apply
 * unchanged. Its geoLocation is the public position: a hidden address gets its municipality's centre
 * (and loses its street); null when not even the municipality is known.
 */
export function geoRecord(estate: Estate): Estate {
  const g = estate.general;
  const a = g.address;
  const position = publicPosition(estate);
  const visible = a?.visible !== false && position?.precision === 'address';
  const record: Estate = {
    id: estate.id,
    feed: estate.feed,
    status: estate.status,
    general: {
      project: g.project,
      parentId: g.parentId,
      headType: g.headType,
      subType: g.subType,
      transaction: g.transaction,
      price: g.price,
      address: {
        visible: a?.visible,
        city: a?.city,
        country: a?.country,
        geoLocation: position ? { lat: position.lat, lon: position.lon } : null,
        ...(visible ? { street: a?.street, street_address: a?.street_address, number: a?.number, box: a?.box } : {}),
      },
    },
  } as Estate;
  if (g.project) record.general.title = g.title;
  if (estate.notary) record.notary = estate.notary;
  return record;
}
