import { HEAD_TYPE, type Estate, type PropertyListing, type TypeCode } from '../../core/model';
import { DAY_MS, makePlace } from './common-parts';
import { projectTexts } from './estate-texts';
import { isSold } from '../../core/status/listing-status';
import { BROKER_TRANSACTION_WEIGHTS, brokerEstate } from './generate-broker';
import { NOTARY_STATUS_WEIGHTS, notaryAsEstate, notaryListing } from './generate-notary';
import { generateRentals, type RentalRecord } from './generate-rentals';
import { BELGIAN_MUNICIPALITIES, FOREIGN_TOWNS, type Municipality } from './municipalities';
import { createRandom, recordRandom, type Random } from './random';
import { pinOf, type SamplePin } from './sample-pins';
import { SUB_TYPE_BY_CODE } from './sub-types';

export const DEFAULT_DATASET_SEED = 20260101;
export const DEFAULT_DATASET_SIZE = 2000;

export interface DatasetOptions {
  seed?: number;
  /** Number of estate records of both feeds, project units included. Default 2,000. */
  size?: number;
  /** Reference clock: publication dates lie before it, rental periods after it. Default Date.now(). */
  now?: number;
}

export interface Dataset {
  seed: number;
  size: number;
  /** Start of the reference day (UTC ms). */
  todayMs: number;
  /** Every record of both feeds (notary listings mapped onto broker paths), ascending id. */
  estates: Estate[];
  estateById: Map<number, Estate>;
  /** Notary listings by id (same id as their mapped estate). */
  listings: Map<number, PropertyListing>;
  /** Project id → its units, ordered by floor then entity number. */
  unitsByProject: Map<number, Estate[]>;
  rentals: RentalRecord[];
  rentalById: Map<number, RentalRecord>;
  /** Estates that take viewing appointments through the live agenda. */
  agendaEstateIds: Set<number>;
}

const BROKER_TYPES: readonly (readonly [TypeCode, number])[] = [['HOUSE', 45], ['APARTMENT', 30], ['PLOT', 8], ['COMMERCIAL', 9], ['GARAGE', 8]];
const NOTARY_TYPES: readonly (readonly [TypeCode, number])[] = [['HOUSE', 50], ['APARTMENT', 25], ['PLOT', 15], ['COMMERCIAL', 6], ['GARAGE', 4]];
const BIG_CITIES = new Set(['2000', '9000', '1000', '4000', '6000', '5000', '3000', '8000', '1050', '8400']);
const CITY_WEIGHTS = BELGIAN_MUNICIPALITIES.map((m) => [m, BIG_CITIES.has(m.zip) ? 5 : 1] as const);

export const BROKER_ID_BASE = 100_000;
export const NOTARY_ID_BASE = 700_000;
export const RENTAL_ID_BASE = 900_001;

function municipality(rng: Random, abroad = 0): Municipality {
  return abroad && rng.chance(abroad) ? rng.pick(FOREIGN_TOWNS) : rng.weighted(CITY_WEIGHTS);
}

/** The municipality a sample pin asks for, else a random one. */
function pinnedMunicipality(rng: Random, pin: SamplePin | undefined, abroad = 0): Municipality {
  if (pin?.zip) return BELGIAN_MUNICIPALITIES.find((m) => m.zip === pin.zip)!;
  if (pin?.abroad) return FOREIGN_TOWNS.find((m) => m.country === 'FR')!;
  if (pin?.region) return rng.weighted(CITY_WEIGHTS.filter(([m]) => m.region === pin.region));
  return municipality(rng, abroad);
}

/** A pinned sample shows its address and pictures unless its pin says otherwise. */
function pinnedTraits(pin: SamplePin | undefined) {
  return pin ? { pictures: pin.pictures ?? true, sticker: pin.sticker, addressVisible: pin.addressVisible ?? true } : {};
}

/** The whole demo dataset; the same options give the same data on every run. */
export function generateDataset(options: DatasetOptions = {}): Dataset {
  const seed = options.seed ?? DEFAULT_DATASET_SEED;
  const size = Math.max(60, Math.floor(options.size ?? DEFAULT_DATASET_SIZE));
  const now = options.now ?? Date.now();
  const todayMs = Math.floor(now / DAY_MS) * DAY_MS;
  const rng = createRandom(seed);
  const estates: Estate[] = [];
  const unitsByProject = new Map<number, Estate[]>();
  const listings = new Map<number, PropertyListing>();
  const agendaEstateIds = new Set<number>();

  const notaryCount = Math.round(size * 0.2);
  const projectCount = Math.max(3, Math.round(size * 0.012));
  let brokerSeq = 0;
  const nextBrokerId = () => BROKER_ID_BASE + ++brokerSeq;

  for (let p = 0; p < projectCount; p++) estates.push(...project(rng, seed, nextBrokerId, todayMs, unitsByProject));

  const brokerCount = size - notaryCount - estates.length;
  const transactions = BROKER_TRANSACTION_WEIGHTS.map(([id]) => id);
  const types = BROKER_TYPES.map(([t]) => t);
  for (let i = 0; i < brokerCount; i++) {
    // The first rows cover every transaction × type pair, so even a small dataset holds each kind.
    const coverage = i < transactions.length * types.length;
    const id = nextBrokerId();
    const pin = pinOf(id);
    const transactionId = pin?.transactionId ?? (coverage ? transactions[i % transactions.length] : rng.weighted(BROKER_TRANSACTION_WEIGHTS));
    const type = pin?.type ?? (coverage ? types[Math.floor(i / transactions.length)] : rng.weighted(BROKER_TYPES));
    const m = pinnedMunicipality(rng, pin, 0.03);
    const estate = brokerEstate(recordRandom(seed, id), { id, type, transactionId, municipality: m, todayMs, ...pinnedTraits(pin) });
    if (pin?.agenda || ((transactionId === 1 || transactionId === 2) && (i < 20 || rng.chance(0.1)))) agendaEstateIds.add(estate.id);
    estates.push(estate);
  }

  const statuses = NOTARY_STATUS_WEIGHTS.map(([id]) => id);
  const notaryTypes = NOTARY_TYPES.map(([t]) => t);
  for (let i = 0; i < notaryCount; i++) {
    const coverage = i < statuses.length * 2;
    const id = NOTARY_ID_BASE + i + 1;
    const pin = pinOf(id);
    const statusId = pin?.transactionId ?? (coverage ? statuses[i % statuses.length] : rng.weighted(NOTARY_STATUS_WEIGHTS));
    const type = pin?.type ?? (i < statuses.length ? notaryTypes[i % notaryTypes.length] : i < statuses.length * 2 ? 'PLOT' : rng.weighted(NOTARY_TYPES));
    const m = pinnedMunicipality(rng, pin);
    const listing = notaryListing(recordRandom(seed, id), { id, type, statusId, municipality: m, todayMs });
    if (i === statuses.length && listing.financial) listing.financial.vat_regime = true;
    listings.set(listing.id, listing);
    estates.push(notaryAsEstate(listing, m));
  }

  estates.sort((a, b) => a.id - b.id);
  const rentals = generateRentals(createRandom(seed ^ 0x5eed), Math.max(12, Math.round(size * 0.03)), RENTAL_ID_BASE, todayMs);
  return {
    seed,
    size,
    todayMs,
    estates,
    estateById: new Map(estates.map((e) => [e.id, e])),
    listings,
    unitsByProject,
    rentals,
    rentalById: new Map(rentals.map((r) => [r.unit.id, r])),
    agendaEstateIds,
  };
}

const PROJECT_NAMES = ['Zonneveld', 'Parkzicht', 'Les Jardins', 'Kaai', 'Belvédère', 'Het Anker', 'Villa Verde', 'De Linde', 'Le Clos', 'Tramzicht'];

/** A new-build project: apartments on several floors and parking spaces in the basement. */
function project(rng: Random, seed: number, nextId: () => number, todayMs: number, unitsByProject: Map<number, Estate[]>): Estate[] {
  const id = nextId();
  const floors = rng.int(2, 6);
  const perFloor = Array.from({ length: floors + 2 }, (_, i) => (i === 0 ? rng.int(1, 3) : rng.int(2, 4)));
  const unitCount = perFloor.reduce((a, b) => a + b, 0);
  // A sample id that falls on a unit pins the project's region (all its units share its address).
  const regionPin = [id, ...Array.from({ length: unitCount }, (_, i) => id + 1 + i)].map(pinOf).find((p) => p?.region);
  const m = pinnedMunicipality(rng, regionPin);
  const name = `${rng.pick(PROJECT_NAMES)} ${rng.int(1, 9)}`;
  const base = brokerEstate(recordRandom(seed, id), { id, type: 'PROJECT', transactionId: 1, municipality: m, todayMs, newBuild: true, subType: sub('PROJECT', 'NEW_DEVELOPMENT') });
  const place = makePlace(rng, m);
  const buildingName = `Residentie ${name}`;
  const units: Estate[] = [];
  for (let floor = -1; floor <= floors; floor++) {
    for (let n = 1; n <= perFloor[floor + 1]; n++) {
      const unitId = nextId();
      const urng = recordRandom(seed, unitId);
      const type: TypeCode = floor === -1 ? 'GARAGE' : 'APARTMENT';
      const transactionId = pinOf(unitId)?.transactionId ?? (urng.chance(0.25) ? 5 : 1);
      const number = String(n).padStart(2, '0');
      const entityNumber = floor === -1 ? `P.${number}` : `${floor}.${number}`;
      const subType = unitSubType(urng, floor, floors);
      units.push(brokerEstate(urng, { id: unitId, type, subType, transactionId, municipality: m, todayMs, unit: { parentId: id, place, floor, entityNumber, buildingName } }));
    }
  }
  // "Price from" is the lowest price of a unit still for sale (DESIGN §3), parking places included.
  const prices = units.filter((u) => !isSold(u)).map((u) => u.general.price?.value ?? Infinity);
  const texts = projectTexts({
    name,
    apartments: units.filter((u) => u.general.headType?.code === 'APARTMENT').length,
    parkingSpaces: units.filter((u) => u.general.headType?.code === 'GARAGE').length,
    year: base.technical?.constructionYear ?? new Date(todayMs).getUTCFullYear(),
    currentYear: new Date(todayMs).getUTCFullYear(),
    energyLabel: base.energy?.energyLabel ?? null,
    municipality: m,
  });
  const projectEstate: Estate = {
    ...base,
    layout: undefined,
    general: {
      ...base.general,
      project: true,
      ...texts,
      address: place.address,
      buildingName,
      bedroomCount: null,
      floor: null,
      price: { value: null, priceFrom: prices.length ? Math.min(...prices) : null, period: null },
      publicationDate: base.general.publicationDate,
    },
  };
  unitsByProject.set(id, units);
  return [projectEstate, ...units];
}

function sub(type: TypeCode, code: string) {
  return SUB_TYPE_BY_CODE.get(`${HEAD_TYPE[type]}:${code}`)!;
}

/** Parking below ground, ground-floor and garden flats at street level, a penthouse on top. */
function unitSubType(rng: Random, floor: number, top: number) {
  if (floor === -1) return sub('GARAGE', rng.chance(0.7) ? 'PARKING' : 'BASEMENT_GARAGE');
  if (floor === 0) return sub('APARTMENT', rng.chance(0.5) ? 'GARDEN_APARTMENT' : 'GROUND_FLOOR');
  if (floor === top && rng.chance(0.5)) return sub('APARTMENT', 'PENTHOUSE');
  return sub('APARTMENT', rng.chance(0.15) ? 'DUPLEX' : 'APARTMENT');
}
