import type { Estate } from '../model';
import type { Locale } from '../i18n/locale';
import { cityName } from './city-name';

/** How finely a hidden address may be drawn: 0.01° (≈ 1 km), whatever the answer carried. */
const HIDDEN_STEP = 100;

/**
 * Where the map draws an estate. The service already places a hidden address (address.visible =
 * false) at its municipality's centre; the map never draws one finer than 0.01° either, so a
 * service that sent the house's coordinates still would not show the house. No finite position → none.
 */
export function mapPosition(estate: Estate): { lat: number; lon: number } | undefined {
  const address = estate.general?.address;
  const geo = address?.geoLocation;
  if (!geo || !Number.isFinite(geo.lat) || !Number.isFinite(geo.lon)) return undefined;
  if (address?.visible === false) return { lat: Math.round(geo.lat * HIDDEN_STEP) / HIDDEN_STEP, lon: Math.round(geo.lon * HIDDEN_STEP) / HIDDEN_STEP };
  return { lat: geo.lat, lon: geo.lon };
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
