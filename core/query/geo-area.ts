import type { GeoBoundingBoxCondition } from '../api/types';

/** A map area the visitor chose with "search in this area": the visible bounds, in degrees. */
export interface GeoArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** 5 decimals (≈ 1 m): a shared link stays short, and a pan of a pixel still makes a new area. */
const DECIMALS = 5;
const NUMBER = /^-?\d{1,3}(?:\.\d+)?$/;

export function isValidGeoArea(area: GeoArea | undefined): area is GeoArea {
  if (!area) return false;
  const { south, west, north, east } = area;
  const lat = (v: number) => Number.isFinite(v) && Math.abs(v) <= 90;
  const lon = (v: number) => Number.isFinite(v) && Math.abs(v) <= 180;
  return lat(south) && lat(north) && lon(west) && lon(east) && south < north && west !== east;
}

/** The URL form 'west,south,east,north' (the bbox order of GeoJSON and OpenStreetMap); anything else → undefined. */
export function parseGeoArea(value: unknown): GeoArea | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) return undefined;
  const [west, south, east, north] = parts.map(Number);
  const area = { south, west, north, east };
  return isValidGeoArea(area) ? area : undefined;
}

export function formatGeoArea(area: GeoArea): string {
  return [area.west, area.south, area.east, area.north].map((v) => roundCoordinate(v)).join(',');
}

export function roundCoordinate(v: number): string {
  return String(Number(v.toFixed(DECIMALS)));
}

/** The area as the search body's geoBoundingBox (OpenSearch geo_bounding_box: top-left and bottom-right corners). */
export function geoAreaQuery(area: GeoArea): GeoBoundingBoxCondition {
  return {
    field: 'general.address.geoLocation',
    topLeft: { lat: area.north, lon: area.west },
    bottomRight: { lat: area.south, lon: area.east },
  };
}
