import type { RentalPeriod, RentalUnit, Translated, TranslatedOption } from '../../core/model';
import { DAY_MS, isoDate } from './common-parts';
import { imageUrl } from './images';
import { MUNICIPALITIES, cityName, localName, type Municipality } from './municipalities';
import { createRandom, type Random } from './random';
import { streetIn } from './streets';

export const RENTAL_LOCATIONS: readonly TranslatedOption[] = [
  { id: 1, name: { nl: 'Kust', fr: 'Côte', en: 'Coast', de: 'Küste' } },
  { id: 2, name: { nl: 'Ardennen', fr: 'Ardennes', en: 'Ardennes', de: 'Ardennen' } },
  { id: 3, name: { nl: 'Kempen', fr: 'Campine', en: 'Campine', de: 'Kempen' } },
];

export const RENTAL_SUB_KINDS: readonly TranslatedOption[] = [
  { id: 1, name: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' } },
  { id: 2, name: { nl: 'Vakantiewoning', fr: 'Maison de vacances', en: 'Holiday home', de: 'Ferienhaus' } },
  { id: 3, name: { nl: 'Studio', fr: 'Studio', en: 'Studio', de: 'Studio' } },
  { id: 4, name: { nl: 'Chalet', fr: 'Chalet', en: 'Chalet', de: 'Chalet' } },
];

export const PERIOD_TYPES: readonly TranslatedOption<string>[] = [
  { id: 'WEEK', name: { nl: 'Week', fr: 'Semaine', en: 'Week', de: 'Woche' } },
  { id: 'WEEKEND', name: { nl: 'Weekend', fr: 'Week-end', en: 'Weekend', de: 'Wochenende' } },
  { id: 'MIDWEEK', name: { nl: 'Midweek', fr: 'Milieu de semaine', en: 'Midweek', de: 'Wochenmitte' } },
];

const AREAS: Record<number, string[]> = {
  1: ['8300', '8370', '8420', '8430', '8660', '8670', '8620', '8400', '8450'],
  2: ['4900', '4960', '6690', '5580', '5500', '6600', '4920'],
  3: ['2400', '2460', '3900', '2300'],
};

export interface RentalRecord {
  unit: RentalUnit;
  locationId: number;
  subKindId: number;
  cityId: number;
  municipality: Municipality;
  periods: RentalPeriod[];
}

/** Holiday rental units at the coast, in the Ardennes and the Campine, each with a year of periods. */
export function generateRentals(rng: Random, count: number, firstId: number, todayMs: number): RentalRecord[] {
  const out: RentalRecord[] = [];
  for (let i = 0; i < count; i++) {
    const id = firstId + i;
    const locationId = rng.weighted([[1, 6], [2, 3], [3, 1]]);
    const zip = rng.pick(AREAS[locationId]);
    const m = MUNICIPALITIES.find((x) => x.zip === zip)!;
    const subKindId = locationId === 1 ? rng.weighted([[1, 7], [3, 2], [2, 1]]) : rng.weighted([[2, 5], [4, 3], [1, 1]]);
    const subKind = RENTAL_SUB_KINDS[subKindId - 1];
    const bedrooms = subKindId === 3 ? 0 : rng.int(1, 4);
    const maxOccupation = Math.max(2, bedrooms * 2 + rng.int(0, 2));
    const building = subKindId === 1 || subKindId === 3 ? rng.pick(['Residentie Zeezicht', 'Résidence Les Dunes', 'Residentie Albatros', 'Residentie Belle Vue']) : null;
    const { street } = streetIn(rng, m);
    const photoCount = rng.int(3, 7);
    const cityAlias: Translated = { nl: cityName(m, 'nl'), fr: cityName(m, 'fr'), en: cityName(m, 'en'), de: cityName(m, 'de') };
    const kind = subKind.name;
    const place = RENTAL_LOCATIONS[locationId - 1].name;
    const unit: RentalUnit = {
      id,
      photos: Array.from({ length: photoCount }, (_, k) => ({
        original: imageUrl('rental', id, k + 1),
        medium: imageUrl('rental', id, k + 1, 'medium'),
        thumbnail: imageUrl('rental', id, k + 1, 'thumb'),
      })),
      address: {
        street,
        number: String(rng.int(1, 180)),
        box: building ? String(rng.int(1, 60)) : null,
        city: { name: localName(m), alias: cityAlias, zip: m.zip },
        visible: rng.chance(0.85),
      },
      general: {
        description: {
          nl: `<p>${kind.nl} voor ${maxOccupation} personen in ${cityAlias.nl} (${place.nl}).</p><p>Lakens en handdoeken inbegrepen.</p>`,
          fr: `<p>${kind.fr} pour ${maxOccupation} personnes à ${cityAlias.fr} (${place.fr}).</p><p>Draps et serviettes compris.</p>`,
          en: `<p>${kind.en} for ${maxOccupation} people in ${cityAlias.en} (${place.en}).</p><p>Bed linen and towels included.</p>`,
          de: `<p>${kind.de} für ${maxOccupation} Personen in ${cityAlias.de} (${place.de}).</p><p>Bettwäsche und Handtücher inklusive.</p>`,
        },
        descriptionShort: {
          nl: `${kind.nl} in ${cityAlias.nl}`,
          fr: `${kind.fr} à ${cityAlias.fr}`,
          en: `${kind.en} in ${cityAlias.en}`,
          de: `${kind.de} in ${cityAlias.de}`,
        },
        location: { id: locationId, name: place },
        city: { name: localName(m) },
        maxOccupation,
        subKind: { id: subKindId, name: kind },
        garage: rng.chance(0.4),
        floor: building ? rng.int(0, 9) : null,
        building: { name: building, rentalName: `VAK-${id}` },
      },
      rooms: { bedrooms, bathrooms: bedrooms > 2 ? 2 : 1 },
    };
    out.push({ unit, locationId, subKindId, cityId: m.id, municipality: m, periods: periodsFor(rng, id, todayMs, locationId) });
  }
  return out;
}

/**
 * Weeks (Saturday to Saturday), weekends (Friday to Monday) and midweeks (Monday to Friday) over a year, so
 * a summer holiday can be searched whatever today is. The second half year draws from a random source of
 * its own: the units and the first 26 weeks stay what they were before the calendar grew.
 */
function periodsFor(rng: Random, unitId: number, todayMs: number, locationId: number): RentalPeriod[] {
  const today = new Date(todayMs);
  const daysToSaturday = (6 - today.getUTCDay() + 7) % 7 || 7;
  const firstSaturday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + daysToSaturday * DAY_MS;
  const base = locationId === 1 ? 650 : 520;
  const periods: RentalPeriod[] = [];
  let n = 0;
  const later = createRandom(0x9e3779b9 ^ unitId);
  for (let week = 0; week < 52; week++) {
    const draw = week < 26 ? rng : later;
    const sat = firstSaturday + week * 7 * DAY_MS;
    const month = new Date(sat).getUTCMonth();
    const season = month >= 5 && month <= 7 ? 1.6 : month === 11 || month === 3 ? 1.25 : 1;
    const weekPrice = Math.round((base * season + draw.int(0, 200)) / 5) * 5;
    const add = (periodType: string, startMs: number, nights: number, factor: number) =>
      periods.push({
        id: unitId * 1000 + ++n,
        periodType,
        start: isoDate(startMs),
        end: isoDate(startMs + nights * DAY_MS),
        price: Math.round((weekPrice * factor) / 5) * 5,
        available: draw.chance(0.75),
      });
    add('WEEK', sat, 7, 1);
    add('WEEKEND', sat + 6 * DAY_MS, 3, 0.5);
    add('MIDWEEK', sat + 2 * DAY_MS, 4, 0.65);
  }
  return periods;
}
