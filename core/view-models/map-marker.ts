import type { Estate } from '../model';
import type { Locale } from '../i18n/locale';
import { cityName } from './city-name';
import { shownPosition } from './shown-position';

/**
 * Where the map draws an estate. The service already places a hidden address (address.visible =
 * false) at its municipality's centre; the map never draws one finer than 0.01° either, so a
 * service that sent the house's coordinates still would not show the house. No finite position → none.
 */
export function mapPosition(estate: Estate): { lat: number; lon: number } | undefined {
  const address = estate.general?.address;
  return shownPosition(address?.geoLocation, address?.visible !== false);
}

/** Marker title and popup link text: 'sub-type – city' (the city as the page's language names it), else the id. */
export function mapMarkerTitle(estate: Estate, locale: Locale): string {
  const g = estate.general;
  return [g?.subType?.name, cityName(g?.address?.city, locale)].filter(Boolean).join(' – ') || String(estate.id);
}

/** A hidden address (address.visible = false) is drawn at its municipality: the map marks it as approximate. */
export function isApproximatePosition(estate: Estate): boolean {
  return estate.general?.address?.visible === false;
}
