/** A position on the map (degrees). */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The smallest box holding some positions (degrees). */
export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Share of the positions nearest the middle that set the radius of the bulk. */
const BULK_SHARE = 0.95;
/** The bulk reaches this many times that radius: the rest of a country stays, a few estates abroad do not. */
const REACH = 2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The box around every position; null when there is none. */
export function boundsOf(points: readonly GeoPoint[]): GeoBounds | null {
  if (!points.length) return null;
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  return { south: Math.min(...lats), west: Math.min(...lons), north: Math.max(...lats), east: Math.max(...lons) };
}

/**
 * Where most results are, for a map's first view: the box around the positions within twice the
 * distance of the 95% nearest to the median position (a portal opens on Belgium, not on Europe because
 * a few estates lie in Spain). Positions far apart in even numbers all stay. Null when there is none.
 */
export function bulkBounds(points: readonly GeoPoint[]): GeoBounds | null {
  if (points.length < 3) return boundsOf(points);
  const middle = { lat: median(points.map((p) => p.lat)), lon: median(points.map((p) => p.lon)) };
  // Degrees of longitude shrink towards the poles; at Belgium's scale a flat measure is enough.
  const squeeze = Math.cos((middle.lat * Math.PI) / 180);
  const distance = (p: GeoPoint) => Math.hypot(p.lat - middle.lat, (p.lon - middle.lon) * squeeze);
  const distances = points.map(distance).sort((a, b) => a - b);
  const radius = distances[Math.min(distances.length - 1, Math.ceil(distances.length * BULK_SHARE) - 1)];
  // Most at one spot: a tiny radius would drop neighbours a street away, so the reach has a floor (~1 km).
  const reach = Math.max(radius * REACH, 0.01);
  return boundsOf(points.filter((p) => distance(p) <= reach));
}
