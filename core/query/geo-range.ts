import type { GeoRange } from './filter-state';

const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const GEO_RANGE = new RegExp(`^(\\d+(?:\\.\\d+)?)km;${NUMBER};${NUMBER}$`);

/**
 * spec §5: geo_range is honoured only if it matches '{N}km;{latitude decimal};{longitude decimal}'.
 * Anything else (and out-of-range coordinates, or a zero distance) gives undefined.
 */
export function parseGeoRange(value: unknown): GeoRange | undefined {
  if (typeof value !== 'string') return undefined;
  const match = GEO_RANGE.exec(value.trim());
  if (!match) return undefined;
  const [distanceKm, lat, lon] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidGeoRange({ distanceKm, lat, lon }) ? { distanceKm, lat, lon } : undefined;
}

export function isValidGeoRange(range: GeoRange | undefined): range is GeoRange {
  if (!range) return false;
  const { distanceKm, lat, lon } = range;
  return (
    Number.isFinite(distanceKm) && distanceKm > 0 &&
    Number.isFinite(lat) && Math.abs(lat) <= 90 &&
    Number.isFinite(lon) && Math.abs(lon) <= 180
  );
}

export function formatGeoRange(range: GeoRange): string {
  return `${plain(range.distanceKm)}km;${plain(range.lat)};${plain(range.lon)}`;
}

/** Decimal notation without an exponent (String(1e-7) would be '1e-7', which the pattern rejects). */
function plain(n: number): string {
  const text = String(n);
  return /e/i.test(text) ? n.toFixed(20).replace(/\.?0+$/, '') : text;
}
