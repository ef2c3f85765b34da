import { energyLabelFor, epcValueFor } from './energy';
import type { Region } from './municipalities';
import type { Random } from './random';
import type { SubTypeProfile } from './sub-type-profiles';

/** Bedrooms in the sub-type's range, middle values likelier; null where a type has none (garage, plot, office). */
export function bedroomsOf(rng: Random, profile: SubTypeProfile): number | null {
  if (!profile.bedrooms) return null;
  const [min, max] = profile.bedrooms;
  return Math.min(max, min + Math.floor((max - min + 1) * ((rng.next() + rng.next()) / 2)));
}

/** Living area that grows with the bedrooms, never less than a living room plus 14 m² a bedroom. */
export function areaOf(rng: Random, profile: SubTypeProfile, bedrooms: number | null): number | null {
  if (!profile.area) return null;
  const [min, max] = profile.area;
  const [bMin, bMax] = profile.bedrooms ?? [0, 0];
  const share = bedrooms === null || bMax === bMin ? rng.next() : ((bedrooms - bMin) / (bMax - bMin) + rng.next()) / 2;
  const area = Math.round(min + (max - min) * share);
  return bedrooms ? Math.max(area, 12 + 14 * bedrooms + rng.int(0, 10)) : area;
}

export function landOf(rng: Random, profile: SubTypeProfile): number | null {
  if (!profile.land) return null;
  const [min, max] = profile.land;
  return Math.round(min + (max - min) * rng.next() ** 2);
}

/** New-build types are recent, historic ones old; a project's units are delivered this year or the next two. */
export function constructionYearOf(rng: Random, profile: SubTypeProfile, currentYear: number, newBuild = false): number {
  if (newBuild) return currentYear + rng.int(0, 2);
  if (profile.era === 'new') return rng.int(currentYear - 6, currentYear);
  if (profile.era === 'old') return rng.int(1700, 1935);
  return rng.weighted([[rng.int(1880, 1945), 15], [rng.int(1946, 1989), 40], [rng.int(1990, 2014), 30], [rng.int(2015, currentYear), 15]]);
}

/** Recent buildings are new; only old ones need renovating; a renovated one has its renovation year. */
export function conditionOf(rng: Random, year: number, currentYear: number): { condition: string; renovationYear: number | null } {
  if (year >= currentYear - 3) return { condition: 'NEW', renovationYear: null };
  if (year >= 2005) return { condition: rng.pick(['EXCELLENT_CONDITION', 'GOOD_CONDITION']), renovationYear: null };
  const condition = rng.pick(year < 1990 ? ['TO_RENOVATE', 'TO_FRESHEN_UP', 'GOOD_CONDITION', 'RENEWED', 'RENEWED'] : ['TO_FRESHEN_UP', 'GOOD_CONDITION', 'EXCELLENT_CONDITION', 'RENEWED']);
  return { condition, renovationYear: condition === 'RENEWED' ? rng.int(Math.max(year + 15, 2005), currentYear - 1) : null };
}

/** EPC value and label: new builds score A, renovated ones by their renovation year, the rest by age. */
export function energyOf(rng: Random, year: number, condition: string, renovationYear: number | null, region: Region | null): { epcValue: number; energyLabel: string } {
  if (condition === 'NEW') {
    const epcValue = rng.int(10, 80);
    return { epcValue, energyLabel: energyLabelFor(epcValue, region) };
  }
  const epcValue = epcValueFor(rng, renovationYear ?? year);
  const label = energyLabelFor(epcValue, region);
  return { epcValue, energyLabel: label };
}
