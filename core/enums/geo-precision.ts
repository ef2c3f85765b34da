/** Geocoding precision of an address (spec §3 geoPrecision); the id is what the feeds send. */
export const GEO_PRECISION = ['NO_DATA', 'GEOMETRIC_CENTER', 'RANGE_INTERPOLATED', 'ROOFTOP'] as const;
export type GeoPrecisionCode = (typeof GEO_PRECISION)[number];

export const GEO_PRECISION_ID: Readonly<Record<GeoPrecisionCode, number>> = {
  NO_DATA: 0,
  GEOMETRIC_CENTER: 1,
  RANGE_INTERPOLATED: 2,
  ROOFTOP: 3,
};

export function geoPrecisionCode(id: number): GeoPrecisionCode | undefined {
  return GEO_PRECISION[id];
}
