import type { EstateDetail } from '../api/types';
import type { Locale } from '../i18n/locale';
import { cityName } from './city-name';
import { shownPosition } from './shown-position';

/** Where the detail's location map puts a record, and the words that stand for the map. */
export interface LocationView {
  lat: number;
  lon: number;
  /** A hidden address (DESIGN §3): the map shows an area around a rounded position, no pin. */
  approximate: boolean;
  /** The map's text alternative: the address line when it is shown, else 'zip city'. */
  place: string;
}

/**
 * The location of a detail record (either feed); null without coordinates (then there is no map).
 * `address`: the record's address line as the page shows it ('' when hidden, spec §3).
 */
export function detailLocation(detail: EstateDetail, locale: Locale, address: string): LocationView | null {
  if (detail.feed === 'notary') {
    const g = detail.listing.general;
    const visible = g?.address_visible !== false;
    const position = shownPosition({ lat: g?.latitude, lon: g?.longitude }, visible);
    return position ? { ...position, approximate: !visible, place: (visible && address) || [g?.zip, g?.city].filter(Boolean).join(' ') } : null;
  }
  const a = detail.estate.general?.address;
  const visible = a?.visible !== false;
  const position = shownPosition(a?.geoLocation, visible);
  return position ? { ...position, approximate: !visible, place: (visible && address) || [a?.city?.zip, cityName(a?.city, locale)].filter(Boolean).join(' ') } : null;
}
