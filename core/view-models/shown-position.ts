/** How finely a hidden address may be drawn: 0.01° (≈ 1 km), whatever the answer carried. */
const HIDDEN_STEP = 100;

/**
 * Where a map may draw a record: its coordinates when its address is shown; never finer than 0.01° when
 * it is hidden (address.visible = false), so a service that sent the house's coordinates still would not
 * show the house. None without finite coordinates.
 */
export function shownPosition(geo: { lat?: unknown; lon?: unknown } | null | undefined, addressVisible: boolean): { lat: number; lon: number } | undefined {
  const lat = geo?.lat;
  const lon = geo?.lon;
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return undefined;
  if (!addressVisible) return { lat: Math.round(lat * HIDDEN_STEP) / HIDDEN_STEP, lon: Math.round(lon * HIDDEN_STEP) / HIDDEN_STEP };
  return { lat, lon };
}
