import { LOCALES } from '../../core/i18n/locale';
import type { EstateAddress, EstatePicture, SalesRep, Translated } from '../../core/model';
import { imageUrl } from './images';
import { cityName, localName, type Municipality } from './municipalities';
import type { Random } from './random';
import { streetIn } from './streets';
import { FIRST_NAMES, LAST_NAMES } from './vocabulary';

export const DAY_MS = 86_400_000;

const CITY_CACHE = new Map<number, NonNullable<EstateAddress['city']>>();
const COUNTRY_CACHE = new Map<string, { id: string }>();

/** The city reference of a municipality, shared by every address in it (records are never mutated). */
export function cityRef(m: Municipality): NonNullable<EstateAddress['city']> {
  let city = CITY_CACHE.get(m.id);
  if (!city) {
    // An alias only where a language has its own name for the place (Anvers, Luik): clients fall back to `name` (spec §5).
    const name = localName(m);
    const alias = Object.fromEntries(LOCALES.map((l) => [l, cityName(m, l)]).filter(([, n]) => n !== name));
    city = { id: m.id, zip: m.zip, name, alias };
    CITY_CACHE.set(m.id, city);
  }
  return city;
}

export function countryRef(code: string): { id: string } {
  let country = COUNTRY_CACHE.get(code);
  if (!country) COUNTRY_CACHE.set(code, (country = { id: code }));
  return country;
}

const REFS = new Map<string, { id: number; code?: string }>();

/** A shared `{ id, code? }` reference (head type, sub-type, transaction, status): one object per value. */
export function idRef(kind: string, id: number, code?: string): { id: number; code?: string } {
  const key = `${kind}:${id}`;
  let ref = REFS.get(key);
  if (!ref) REFS.set(key, (ref = code === undefined ? { id } : { id, code }));
  return ref;
}

export interface Place {
  municipality: Municipality;
  address: EstateAddress;
  lat: number;
  lon: number;
}

/** An address in the municipality, the position jittered around its centre (≈ ±2 km). */
export function makePlace(rng: Random, m: Municipality, box?: string, visible?: boolean): Place {
  const { street, local } = streetIn(rng, m);
  const number = String(rng.int(1, 250));
  const lat = +(m.lat + (rng.next() - 0.5) * 0.036).toFixed(6);
  const lon = +(m.lon + (rng.next() - 0.5) * 0.056).toFixed(6);
  // Belgium writes the number after the street (bpost), France before it.
  const streetLine = m.country === 'FR' ? `${number} ${local}` : `${local} ${number}`;
  const shown = rng.chance(0.9);
  return {
    municipality: m,
    lat,
    lon,
    address: {
      visible: visible ?? shown,
      street,
      street_address: box ? `${streetLine} bus ${box}` : streetLine,
      number,
      box: box ?? null,
      city: cityRef(m),
      region: m.region,
      country: countryRef(m.country),
      geoLocation: { lat, lon },
    },
  };
}

const REPS: SalesRep[] = FIRST_NAMES.slice(0, 8).map((first, i) => {
  const last = LAST_NAMES[i];
  return {
    name: `${first} ${last}`,
    firstname: first,
    lastname: last,
    phone: `+32 ${['3', '9', '2', '16'][i % 4]} ${String(200 + i * 37).padStart(3, '0')} ${String(10 + i * 7).padStart(2, '0')} ${String(40 + i).padStart(2, '0')}`,
    mobile: i % 3 === 2 ? null : `+32 47${i} ${String(12 + i * 11).padStart(2, '0')} ${String(34 + i).padStart(2, '0')} ${String(56 + i).padStart(2, '0')}`,
    email: `${first.toLowerCase().replace('î', 'i')}.${last.toLowerCase()}@demo-immo.be`,
    picture: imageUrl('person', i + 1, 1),
    description: {
      nl: `${first} is uw aanspreekpunt voor bezoeken en vragen.`,
      fr: `${first} est votre contact pour les visites et les questions.`,
      en: `${first} is your contact for viewings and questions.`,
      de: `${first} ist Ihr Ansprechpartner für Besichtigungen und Fragen.`,
    },
  };
});

export function salesRep(rng: Random): SalesRep {
  return rng.pick(REPS);
}

export function repPictureLabel(index: number): string {
  return REPS[index - 1]?.name ?? 'Contact';
}

/** 3–8 pictures (0 for about 4%: the placeholder case), sorted by index; first is the main image. `some` fixes whether there are any. */
export function pictures(rng: Random, id: number, reference: string, min = 3, max = 8, some?: boolean): EstatePicture[] {
  const none = rng.chance(0.04);
  if (some === false || (none && some === undefined)) return [];
  const count = rng.int(min, max);
  const out: EstatePicture[] = [];
  for (let index = 1; index <= count; index++) {
    out.push({
      file: imageUrl('estate', id, index),
      thumbnail: index === 1 && rng.chance(0.1) ? null : imageUrl('estate', id, index, 'thumb'),
      index,
    });
  }
  return out;
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

export function translatedAll(text: string): Translated {
  return { nl: text, fr: text, en: text, de: text };
}

