import type { CityOption } from '../model';

const KM_PER_DEGREE = 111.32;

/** Distance in km on a flat local projection: exact enough to name the city a search area is centred on. */
function approxKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = a.lat - b.lat;
  const dLon = (a.lon - b.lon) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot(dLat, dLon) * KM_PER_DEGREE;
}

/**
 * The listed city nearest to a point, to say where a distance search (spec §5 geo_range) is centred
 * ("within 10 km of Gent"); undefined when no city with a position lies within `withinKm` of it, so a point
 * in open country is not named after a far-away town. Cities without a position (0, 0) never match.
 */
export function nearestCity(cities: readonly CityOption[], point: { lat: number; lon: number }, withinKm = 5): CityOption | undefined {
  let best: CityOption | undefined;
  let bestKm = withinKm;
  for (const city of cities) {
    if (!Number.isFinite(city.lat) || !Number.isFinite(city.lon) || (city.lat === 0 && city.lon === 0)) continue;
    const km = approxKm(city, point);
    if (km <= bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return best;
}
