import { isForRentId } from '../../core/status/listing-status';
import { HEAD_TYPE, STATUS_OF_BROKER_TRANSACTION, type Estate, type EstateSticker, type LayoutFloor, type TypeCode } from '../../core/model';
import { DAY_MS, idRef, isoDate, isoDateTime, makePlace, pictures, salesRep, type Place } from './common-parts';
import { COMBINED_LABELS } from './energy';
import { areaOf, bedroomsOf, conditionOf, constructionYearOf, energyOf, landOf } from './estate-facts';
import { estateTexts, type Feature } from './estate-texts';
import { askingPrice } from './price-levels';
import { profileOf } from './sub-type-profiles';
import { subTypeLabel } from './sub-type-labels';
import type { Municipality } from './municipalities';
import type { Random } from './random';
import type { Translated } from '../../core/model';

// Shared label objects: one instance for every estate keeps a 100k dataset small.
const AREA_COMMENT: Translated = { nl: 'Oppervlaktes volgens plan.', fr: 'Surfaces selon plan.', en: 'Areas according to plan.', de: 'Flächen laut Plan.' };
const ROOF_COMMENT: Translated = { nl: 'Dak vernieuwd in 2019.', fr: 'Toiture rénovée en 2019.', en: 'Roof renewed in 2019.', de: 'Dach 2019 erneuert.' };
const FLOOR_PLAN: Translated = { nl: 'Grondplan', fr: 'Plan', en: 'Floor plan', de: 'Grundriss' };
const SYNDIC_LABEL: Translated = { nl: 'Syndicus', fr: 'Syndic', en: 'Property manager', de: 'Hausverwaltung' };
const REMARK_LABEL: Translated = { nl: 'Opmerking', fr: 'Remarque', en: 'Remark', de: 'Bemerkung' };
const LIVING_ROOM: Translated = { nl: 'Woonkamer', fr: 'Séjour', en: 'Living room', de: 'Wohnzimmer' };
const KITCHEN: Translated = { nl: 'Keuken', fr: 'Cuisine', en: 'Kitchen', de: 'Küche' };
const TOILET: Translated = { nl: 'Toilet', fr: 'Toilette', en: 'Toilet', de: 'Toilette' };
const GARAGE_ROOM: Translated = { nl: 'Garage', fr: 'Garage', en: 'Garage', de: 'Garage' };
const TERRACE: Translated = { nl: 'Terras', fr: 'Terrasse', en: 'Terrace', de: 'Terrasse' };
const BEDROOM: Translated = { nl: 'Slaapkamer', fr: 'Chambre', en: 'Bedroom', de: 'Schlafzimmer' };
const BATHROOM: Translated = { nl: 'Badkamer', fr: 'Salle de bains', en: 'Bathroom', de: 'Badezimmer' };
import { SUB_TYPES_BY_HEAD_TYPE } from './sub-types';
import type { SubTypeDef } from '../../core/enums';
import { featurePair } from './vocabulary';

/** Broker transaction ids with their share of the broker feed. */
export const BROKER_TRANSACTION_WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 50], [2, 14], [3, 2], [4, 2], [5, 17], [6, 8], [7, 1], [8, 3], [10, 3],
];


export const STICKERS: readonly EstateSticker[] = [
  { id: 1, name: 'Nieuw', color: '2e7d32', colorText: 'ffffff' },
  { id: 2, name: 'Prijsdaling', color: 'c62828', colorText: 'ffffff' },
  { id: 3, name: 'Optie', color: 'f9a825', colorText: '000000' },
  { id: 4, name: 'Open huis', color: '1565c0', colorText: 'ffffff' },
  // White on "unset" colours: spec §5 treats ffffff / 000000 as unset.
  { id: 5, name: 'Exclusief', color: 'ffffff', colorText: '000000' },
];

/** The sticker names in each site language: the service answers them in the request's language (api/serialize.ts). */
export const STICKER_NAMES: Readonly<Record<number, Readonly<Record<'nl' | 'fr' | 'en' | 'de', string>>>> = {
  1: { nl: 'Nieuw', fr: 'Nouveau', en: 'New', de: 'Neu' },
  2: { nl: 'Prijsdaling', fr: 'Baisse de prix', en: 'Price reduced', de: 'Preissenkung' },
  3: { nl: 'Optie', fr: 'Option', en: 'Under offer', de: 'Reserviert' },
  4: { nl: 'Open huis', fr: 'Portes ouvertes', en: 'Open house', de: 'Tag der offenen Tür' },
  5: { nl: 'Exclusief', fr: 'Exclusivité', en: 'Exclusive', de: 'Exklusiv' },
};

export interface BrokerInput {
  id: number;
  type: TypeCode;
  transactionId: number;
  municipality: Municipality;
  todayMs: number;
  /** For a unit of a project: the project's place, id and floor. */
  unit?: { parentId: number; place: Place; floor: number; entityNumber: string; buildingName: string };
  subType?: SubTypeDef;
  /** A project or a unit of one: built this year or the next two, condition new. */
  newBuild?: boolean;
  /** Fixed traits of a documented sample record (samples.ts). */
  pictures?: boolean;
  sticker?: boolean;
  addressVisible?: boolean;
}

const FREE_ON = ['UNKNWON', 'IMMEDIATE', 'DEED', 'AFTER_NOTICE_PERIOD', 'DELIVERY', 'TBD'];
const ORIENTATION = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const ENVIRONMENT = ['TOWN', 'RESIDENTIAL', 'COUNTRYSIDE', 'VILLAGE', 'SUBURBAN_AREA', 'CRAFT_INDUSTRY', 'INDUSTRIAL', 'SEA_BEACH_DUNE'];
const FLOOD_SCORES = ['A', 'A', 'A', 'B', 'B', 'C', 'D'];
const ZONES = ['WG', 'WGL', 'AG', 'GG', 'KMO', 'WUG'];

/** One broker-feed estate with every field group of spec §3, values plausible for its type and region. */
export function brokerEstate(rng: Random, input: BrokerInput): Estate {
  const { id, type, transactionId, municipality, todayMs, unit } = input;
  const headTypeId = HEAD_TYPE[type];
  const sub = input.subType ?? rng.pick(SUB_TYPES_BY_HEAD_TYPE[headTypeId]);
  const profile = profileOf(sub.code);
  const rent = isForRentId('broker', transactionId);
  const box = unit && type === 'APARTMENT' ? unit.entityNumber : undefined;
  const place = unit ? { ...unit.place, address: { ...unit.place.address, box: box ?? null, street_address: box ? `${unit.place.address.street_address} bus ${box}` : unit.place.address.street_address } } : makePlace(rng, municipality, type === 'APARTMENT' && rng.chance(0.6) ? String(rng.int(1, 40)) : undefined, input.addressVisible);
  const region = municipality.region;
  const built = type !== 'PLOT' && type !== 'GARAGE';
  const residential = type === 'HOUSE' || type === 'APARTMENT';
  const currentYear = new Date(todayMs).getUTCFullYear();
  const constructionYear = constructionYearOf(rng, profile, currentYear, Boolean(unit || input.newBuild));
  const { condition, renovationYear } = conditionOf(rng, constructionYear, currentYear);
  const bedrooms = bedroomsOf(rng, profile);
  const reference = `${municipality.zip}-${String(id).slice(-5)}`;
  const value = askingPrice(rng, profile, municipality, rent);
  const areaBuild = areaOf(rng, profile, bedrooms);
  const areaGround = landOf(rng, profile);
  const energy = built ? energyOf(rng, constructionYear, condition, renovationYear, region) : null;
  const epcValue = energy?.epcValue ?? null;
  const energyLabel = energy === null ? null : condition === 'RENEWED' && rng.chance(0.15) ? rng.pick(COMBINED_LABELS) : energy.energyLabel;
  const publishedMs = todayMs - rng.int(0, 720) * DAY_MS - rng.int(0, 86_399) * 1000;
  const walloon = region === 'WALLONIA';
  const floors = built && (residential || bedrooms) ? layoutFloors(rng, type, bedrooms ?? 0, unit?.floor) : [];
  const facilityList = built ? facilities(rng, (areaGround ?? 0) >= 600) : [];
  const directionGarden = profile.garden ? rng.pick(ORIENTATION) : null;
  const elevator = type === 'APARTMENT' ? rng.chance(0.6) : null;
  const features = featuresOf(floors, facilityList, directionGarden, elevator === true);
  const texts = estateTexts(rng, {
    type, subType: sub.code, bedrooms, area: areaBuild, land: areaGround, condition: built ? condition : null, year: built ? constructionYear : null,
    currentYear, energyLabel, features, municipality,
  });
  if (unit) texts.title = unitTitle(sub.code, unit.entityNumber);

  return {
    id,
    globalId: `${rng.hex(4)}-${rng.hex(2)}-${rng.hex(2)}-${rng.hex(2)}-${rng.hex(6)}`,
    feed: 'broker',
    status: idRef('status', STATUS_OF_BROKER_TRANSACTION[transactionId]),
    region,
    collections: collectionsFor(rng),
    general: {
      id,
      parentId: unit?.parentId ?? null,
      project: false,
      title: texts.title,
      description: texts.description,
      shortDescription: texts.shortDescription,
      headType: idRef('headType', headTypeId, type),
      subType: idRef('subType', sub.id, sub.code),
      transaction: idRef('transaction', transactionId),
      reference,
      floor: unit?.floor ?? (type === 'APARTMENT' ? rng.int(0, 8) : null),
      floorId: unit ? unit.floor + 1 : null,
      entityNumber: unit?.entityNumber ?? null,
      buildingName: unit?.buildingName ?? (type === 'APARTMENT' && rng.chance(0.4) ? `Residentie ${rng.pick(['Zonneveld', 'Parkzicht', 'Les Tilleuls', 'Belvédère'])}` : null),
      petsAllowed: rent ? rng.chance(0.5) : null,
      architect: rng.chance(0.3) ? `Architectenbureau ${rng.pick(['Claes', 'Dupont', 'Maes'])}` : null,
      asbestosInventory: built && constructionYear < 2001 ? rng.chance(0.6) : null,
      certificateAsbestos: built && constructionYear < 2001 && rng.chance(0.5) ? `ASB-${rng.int(100000, 999999)}` : null,
      tax: built ? rng.int(450, 3200) : null,
      registrationCost: rent ? null : Math.round(value * (region === 'FLANDERS' ? 0.02 : 0.125)),
      notarySalery: rent ? null : Math.round(1500 + value * 0.01),
      floodingScoreBuilding: walloon ? null : rng.pick(FLOOD_SCORES),
      floodingScoreParcel: walloon ? null : rng.pick(FLOOD_SCORES),
      townPlanningValue: walloon && rng.chance(0.5) ? null : rng.pick(ZONES),
      townPlanningViolation: walloon && rng.chance(0.5) ? null : rng.pick(['NO', 'NO', 'NO', 'YES']),
      buildingLicense: rng.pick(['YES', 'NO', 'PENDING', 'BEFORE_1962', 'UNKNOWN']),
      allocationLicense: rng.pick(['YES', 'NO', 'UNKNOWN']),
      presaleRight: rng.pick(['NO', 'NO', 'YES']),
      certificateAsBuilt: walloon ? null : rng.pick([null, 'YES', 'NO']),
      heritageProtected: rng.chance(0.03),
      heritageInventoried: walloon ? null : rng.chance(0.08),
      renovationObligation: region === 'FLANDERS' && !rent && energyLabel !== null && energyLabel >= 'E',
      publicationDate: isoDateTime(publishedMs),
      bedroomCount: bedrooms,
      address: place.address,
      price: {
        value,
        priceFrom: null,
        groundValue: type === 'HOUSE' && rng.chance(0.3) ? Math.round(value * 0.35) : null,
        infrastructureValue: type === 'PLOT' && rng.chance(0.4) ? rng.round(rng.int(5000, 30000), 500) : null,
        furnitureValue: rng.chance(0.08) ? rng.round(rng.int(2000, 25000), 500) : null,
        constructionValue: unit ? Math.round(value * 0.7) : null,
        totalPrice: unit ? Math.round(value * 1.06) : rng.chance(0.1) ? value : null,
        deposit: rent ? value * 2 : null,
        period: rent ? 'MONTH' : null,
      },
      sticker: input.sticker || rng.chance(0.25) ? rng.pick(STICKERS) : null,
    },
    ki: built ? { indexed: rng.int(400, 2800), nonIndexed: rng.int(300, 2000), communityTax: rng.round(rng.int(600, 900), 10) / 100 } : undefined,
    salesRep: salesRep(rng),
    dimensions: {
      areaGround,
      areaBuild,
      areaBuildable: type === 'PLOT' ? Math.round((areaGround ?? 0) * 0.4) : null,
      widthHouse: type === 'HOUSE' ? rng.int(5, 18) : null,
      widthGround: areaGround ? rng.int(8, 40) : null,
      depthHouse: type === 'HOUSE' ? rng.int(8, 16) : null,
      depthGround: areaGround ? rng.int(20, 120) : null,
      depthGroundFloor: type === 'HOUSE' ? rng.int(8, 17) : null,
      depthFloor: type === 'HOUSE' ? rng.int(7, 12) : null,
      commentArea: rng.chance(0.1) ? AREA_COMMENT : undefined,
    },
    energy: built
      ? {
          epcValue,
          epcValueTotal: epcValue !== null && areaBuild ? Math.max(0, epcValue * areaBuild) : null,
          epbReference: unit ? `EPB-${rng.int(10000, 99999)}` : null,
          epcReference: `${rng.int(2015, 2026)}${rng.int(1000, 9999)}-${rng.int(1000000, 9999999)}`,
          customEpcLabel: rng.chance(0.03) ? 'A+ (bijna-energieneutraal)' : null,
          energyLabel,
          eLevel: constructionYear >= 2006 ? rng.int(10, 70) : null,
          kLevel: constructionYear >= 2006 ? rng.int(20, 45) : null,
          co2: epcValue !== null ? Math.max(0, Math.round(epcValue * 0.2)) : null,
          shared: type === 'APARTMENT' && rng.chance(0.4) ? { epcValue: rng.int(80, 300), energyLabel: 'C', epcReference: `C-${rng.int(100000, 999999)}` } : null,
        }
      : undefined,
    technical: built
      ? {
          constructionYear,
          renovationYear,
          buildingType: type === 'HOUSE' ? rng.pick(['OPEN', 'HALF_OPEN', 'CLOSED']) : null,
          condition,
          newBuilding: condition === 'NEW',
          available: rng.pick(FREE_ON),
          availableDate: rng.chance(0.3) ? isoDate(todayMs + rng.int(10, 300) * DAY_MS) : null,
          furniture: rent ? rng.chance(0.2) : null,
          petsAllowed: rent ? rng.chance(0.5) : null,
          monthlyCost: type === 'APARTMENT' ? rng.round(rng.int(40, 250), 5) : null,
          directionGarden,
          oLevelSensitivity: rng.chance(0.2) ? rng.pick(['LOW', 'MEDIUM', 'HIGH']) : null,
          oLevelZone: rng.chance(0.2) ? rng.pick(['A', 'B', 'C']) : null,
          certificateConformity: rng.pick([null, 'VALID', 'INVALID', false]),
          certificateElectricity: rng.pick([null, 'OBTAINED', 'NOT_OBTAINED', 'UNKNOWN']),
          elevator,
        }
      : undefined,
    layout: floors.length
      ? {
          rooms: floors.flatMap((f) => f.rooms).map((r) => ({ typeId: r.typeId, name: r.name, surface: r.surface, comment: r.comment, common: false })),
          floors,
        }
      : undefined,
    pictures: pictures(rng, id, reference, 3, 8, input.pictures),
    videos: rng.chance(0.15) ? [{ typeId: 2, link: `/api/virtual-visit/${id}` }, { typeId: 1, link: `/api/virtual-visit/${id}?kind=video` }] : [],
    facilities: facilityList,
    buildTechnicals: built
      ? [
          { criteria: 'carpentry', value: rng.pick(['WOOD', 'ALUMINUM', 'PLASTIC']) },
          { criteria: 'windowGlazing', value: rng.pick(['SINGLE', 'DOUBLE', 'TRIPLE']) },
          { criteria: 'heating', value: rng.pick(['GAS', 'OIL', 'ELECTRICITY', 'PELLET', 'HEAT_ACCUMULATION']) },
          { criteria: 'roofType', value: rng.pick(['SADDLEBACK', 'FLAT', 'LEAN_TO', 'HIPPED']), comment: rng.chance(0.2) ? ROOF_COMMENT : undefined },
        ]
      : [],
    environments: [
      { code: rng.pick(ENVIRONMENT) },
      { code: 'shops', distance: rng.round(rng.int(100, 4000), 50) },
      { code: 'transport', distance: rng.round(rng.int(50, 2500), 50) },
      { code: 'school', distance: rng.round(rng.int(100, 3500), 50) },
      ...(municipality.zip.startsWith('84') || municipality.zip.startsWith('83') || municipality.zip.startsWith('86') ? [{ code: 'beach', distance: rng.round(rng.int(50, 1500), 50) }] : []),
    ],
    files: [
      { type: 'PLAN', link: `/api/images/plan/${id}/1.svg`, comment: FLOOR_PLAN },
      ...(built ? [{ type: 'EPC', link: `/api/images/plan/${id}/2.svg` }] : []),
    ],
    rentalOptions: rent && rng.chance(0.5) ? [{ description: featurePair(rng), area: rng.int(10, 40), distance: rng.int(0, 500) }] : [],
    extraFields: rng.chance(0.3)
      ? [
          { extra_field_autoid: 1, type: 'TEXT', value_lang_string: SYNDIC_LABEL, value: rng.pick(['Immo Beheer bv', 'Syndic Plus srl']) },
          { extra_field_autoid: 2, type: 'BIGTEXT', value_lang_string: REMARK_LABEL, value: 'Visits on Saturday mornings.' },
        ]
      : [],
  };
}

function layoutFloors(rng: Random, type: TypeCode, bedrooms: number, unitFloor?: number): LayoutFloor[] {
  const levels = type === 'HOUSE' ? [0, 1, ...(rng.chance(0.4) ? [2] : [])] : [unitFloor ?? 0];
  let bedroomsLeft = bedrooms;
  return levels.map((level, i) => {
    const rooms = [];
    if (i === 0) {
      rooms.push({ typeId: 100, name: LIVING_ROOM, count: 1, surface: rng.int(22, 60), sort: 1 });
      rooms.push({ typeId: 101, name: KITCHEN, count: 1, surface: rng.int(8, 25), sort: 2 });
      rooms.push({ typeId: 16, name: TOILET, count: 1, surface: 2, sort: 3 });
      if (type === 'HOUSE' && rng.chance(0.5)) rooms.push({ typeId: 6, name: GARAGE_ROOM, count: 1, surface: rng.int(15, 40), sort: 9 });
      if (rng.chance(0.6)) rooms.push({ typeId: 10, name: TERRACE, count: 1, surface: rng.int(6, 40), sort: 8 });
    }
    const here = i === levels.length - 1 ? bedroomsLeft : Math.floor(bedroomsLeft / 2);
    bedroomsLeft -= here;
    if (here > 0) rooms.push({ typeId: 1, name: BEDROOM, count: here, surface: rng.int(9, 20) * here, sort: 4 });
    if (i === levels.length - 1 || type !== 'HOUSE') rooms.push({ typeId: 5, name: BATHROOM, count: 1, surface: rng.int(5, 14), sort: 5 });
    return { level, name: { nl: `Verdieping ${level}`, fr: `Étage ${level}`, en: `Floor ${level}`, de: `Etage ${level}` }, rooms };
  });
}

const FACILITIES = ['SWIMMING_POOL', 'ALARM', 'SOLAR_PANELS', 'HEAT_PUMP', 'AIR_CONDITIONING', 'DOUBLE_GLAZING', 'ACCESSIBLE', 'VIDEOPHONE'];

/** A swimming pool needs a plot to lie in. */
function facilities(rng: Random, pool: boolean) {
  return FACILITIES.filter((code) => rng.chance(0.3) && (pool || code !== 'SWIMMING_POOL')).map((code) => ({ code, value: true }));
}

const SOUTH = new Set(['S', 'SE', 'SW']);

/** The features the texts may name, read from the estate's own layout, facilities and garden; the most telling first. */
function featuresOf(floors: LayoutFloor[], facilityList: { code: string }[], directionGarden: string | null, elevator: boolean): Feature[] {
  const has = (code: string) => facilityList.some((f) => f.code === code);
  const room = (typeId: number) => floors.some((f) => f.rooms.some((r) => r.typeId === typeId));
  const out: Feature[] = [];
  if (has('SWIMMING_POOL')) out.push('SWIMMING_POOL');
  if (directionGarden) out.push(SOUTH.has(directionGarden) ? 'SOUTH_GARDEN' : 'GARDEN');
  if (room(10)) out.push('TERRACE');
  if (room(6)) out.push('GARAGE');
  if (has('SOLAR_PANELS')) out.push('SOLAR_PANELS');
  if (has('HEAT_PUMP')) out.push('HEAT_PUMP');
  if (elevator) out.push('ELEVATOR');
  return out;
}

/** A project's unit is named by its sub-type and number: 'Appartement 2.03', 'Parkeerplaats P.02'. */
function unitTitle(code: string, entityNumber: string): Translated {
  const label = subTypeLabel(code);
  return { nl: `${label.nl} ${entityNumber}`, fr: `${label.fr} ${entityNumber}`, en: `${label.en} ${entityNumber}`, de: `${label.de} ${entityNumber}` };
}

/** Collections c-1 … c-8 (an editor's curated lists); about a third of the estates are in one or two. */
export function collectionsFor(rng: Random): string[] {
  if (!rng.chance(0.35)) return [];
  const first = `c-${rng.int(1, 8)}`;
  const second = `c-${rng.int(1, 8)}`;
  return rng.chance(0.3) && second !== first ? [first, second] : [first];
}
