import type { Estate, PropertyListing, TypeCode } from '../../core/model';
import { DAY_MS, makePlace, translatedAll } from './common-parts';
import { isSold } from '../../core/status/listing-status';
import { BROKER_TRANSACTION_WEIGHTS, brokerEstate } from './generate-broker';
import { NOTARY_STATUS_WEIGHTS, notaryAsEstate, notaryListing } from './generate-notary';
import { generateRentals, type RentalRecord } from './generate-rentals';
import { BELGIAN_MUNICIPALITIES, FOREIGN_TOWNS, type Municipality } from './municipalities';
import { createRandom, type Random } from './random';
import { SUB_TYPES_BY_HEAD_TYPE } from './sub-types';

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

  for (let p = 0; p < projectCount; p++) estates.push(...project(rng, nextBrokerId, todayMs, unitsByProject));

  const brokerCount = size - notaryCount - estates.length;
  const transactions = BROKER_TRANSACTION_WEIGHTS.map(([id]) => id);
  const types = BROKER_TYPES.map(([t]) => t);
  for (let i = 0; i < brokerCount; i++) {
    // The first rows cover every transaction × type pair, so even a small dataset holds each kind.
    const coverage = i < transactions.length * types.length;
    const transactionId = coverage ? transactions[i % transactions.length] : rng.weighted(BROKER_TRANSACTION_WEIGHTS);
    const type = coverage ? types[Math.floor(i / transactions.length)] : rng.weighted(BROKER_TYPES);
    const estate = brokerEstate(rng, { id: nextBrokerId(), type, transactionId, municipality: municipality(rng, 0.03), todayMs });
    if ((transactionId === 1 || transactionId === 2) && (i < 20 || rng.chance(0.1))) agendaEstateIds.add(estate.id);
    estates.push(estate);
  }

  const statuses = NOTARY_STATUS_WEIGHTS.map(([id]) => id);
  const notaryTypes = NOTARY_TYPES.map(([t]) => t);
  for (let i = 0; i < notaryCount; i++) {
    const coverage = i < statuses.length * 2;
    const statusId = coverage ? statuses[i % statuses.length] : rng.weighted(NOTARY_STATUS_WEIGHTS);
    const type = i < statuses.length ? notaryTypes[i % notaryTypes.length] : i < statuses.length * 2 ? 'PLOT' : rng.weighted(NOTARY_TYPES);
    const m = municipality(rng);
    const listing = notaryListing(rng, { id: NOTARY_ID_BASE + i + 1, type, statusId, municipality: m, todayMs });
    if (i === statuses.length && listing.financial) listing.financial.vat_regime = true;
    listings.set(listing.id, listing);
    estates.push(notaryAsEstate(listing, m));
  }

  estates.sort((a, b) => a.id - b.id);
  const rentals = generateRentals(rng, Math.max(12, Math.round(size * 0.03)), RENTAL_ID_BASE, todayMs);
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
function project(rng: Random, nextId: () => number, todayMs: number, unitsByProject: Map<number, Estate[]>): Estate[] {
  const m = municipality(rng);
  const id = nextId();
  const name = `${rng.pick(PROJECT_NAMES)} ${rng.int(1, 9)}`;
  const base = brokerEstate(rng, { id, type: 'PROJECT', transactionId: 1, municipality: m, todayMs });
  const place = makePlace(rng, m);
  const floors = rng.int(2, 6);
  const buildingName = `Residentie ${name}`;
  const units: Estate[] = [];
  for (let floor = -1; floor <= floors; floor++) {
    const count = floor === -1 ? rng.int(1, 3) : rng.int(2, 4);
    for (let n = 1; n <= count; n++) {
      const type: TypeCode = floor === -1 ? 'GARAGE' : 'APARTMENT';
      const transactionId = rng.chance(0.25) ? 5 : 1;
      const entityNumber = `${floor === -1 ? 'P' : 'A'}.${floor}.${String(n).padStart(2, '0')}`;
      units.push(brokerEstate(rng, { id: nextId(), type, transactionId, municipality: m, todayMs, unit: { parentId: id, place, floor, entityNumber, buildingName } }));
    }
  }
  // "Price from" is the lowest price of a unit still for sale (DESIGN §3), parking places included.
  const prices = units.filter((u) => !isSold(u)).map((u) => u.general.price?.value ?? Infinity);
  const title = {
    nl: `Residentie ${name} in ${place.address.city!.alias!.nl}`,
    fr: `Résidence ${name} à ${place.address.city!.alias!.fr}`,
    en: `${name} residence in ${place.address.city!.alias!.en}`,
    de: `Residenz ${name} in ${place.address.city!.alias!.de}`,
  };
  const projectEstate: Estate = {
    ...base,
    layout: undefined,
    general: {
      ...base.general,
      project: true,
      title,
      shortDescription: translatedAll(`${units.length} units`),
      subType: { id: SUB_TYPES_BY_HEAD_TYPE[6][0].id, code: SUB_TYPES_BY_HEAD_TYPE[6][0].code },
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

