import type { Municipality, Region } from './municipalities';
import type { Random } from './random';
import type { SubTypeProfile } from './sub-type-profiles';

/** Regional price level against Flanders (medians: Brussels above Flanders above Wallonia). */
const REGION_LEVEL: Record<Region, number> = { BRUSSELS: 1.35, FLANDERS: 1, WALLONIA: 0.72 };

/** Municipalities known to be well above or below their region (by zip); others spread ±10 %. */
const LOCAL_LEVEL: Record<string, number> = {
  '8300': 1.8, '9830': 1.6, '8420': 1.3, '2930': 1.25, '3080': 1.3, '1640': 1.35, '3090': 1.2, '8670': 1.2, '8620': 1.15,
  '3000': 1.2, '9000': 1.15, '8000': 1.1, '2650': 1.15,
  '1380': 1.9, '1410': 1.6, '1330': 1.35, '1340': 1.3, '1300': 1.25, '4900': 1.15,
  '1180': 1.3, '1150': 1.3, '1170': 1.25, '1050': 1.1, '1160': 1.15,
  '6000': 0.72, '4100': 0.7, '7100': 0.75, '7300': 0.7, '6200': 0.7, '6140': 0.72, '5660': 0.78, '6460': 0.78,
  '3600': 0.88, '3630': 0.85, '9600': 0.85, '1080': 0.8, '1070': 0.85, '1210': 0.8, '1030': 0.9,
  '83990': 3, '29600': 2, '59140': 0.9, '4506': 1.2,
};

/** The price level of a municipality: its region's level times its own. */
export function priceLevel(m: Municipality): number {
  const local = LOCAL_LEVEL[m.zip] ?? 0.9 + ((m.id * 37) % 21) / 100;
  return (m.region ? REGION_LEVEL[m.region] : 1) * local;
}

/** Asking price in the profile's range, skewed to its low end, at the municipality's level. */
export function askingPrice(rng: Random, profile: SubTypeProfile, m: Municipality, rent: boolean): number {
  const [min, max] = profile.price;
  const sale = (min + (max - min) * rng.next() ** 1.6) * 1000 * priceLevel(m);
  // Gross yields of 3.6–4.8 % a year: a € 300,000 house rents for about € 1,000 a month.
  if (rent) return Math.max(25, rng.round((sale * (0.036 + rng.next() * 0.012)) / 12, 25));
  return rng.round(sale, sale >= 100_000 ? 5_000 : sale >= 20_000 ? 1_000 : 500);
}
