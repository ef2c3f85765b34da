const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Great-circle distance in km (haversine). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A box that surely contains the circle, to skip the trigonometry for far-away points. */
export function boundingBox(lat: number, lon: number, km: number) {
  const dLat = (km / EARTH_RADIUS_KM / RAD) * 1.01;
  const cos = Math.cos(Math.min(89, Math.abs(lat) + dLat) * RAD);
  const dLon = cos > 1e-6 ? Math.min(180, dLat / cos) : 180;
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
}
