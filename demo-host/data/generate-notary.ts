import { isForRentId } from '../../core/status/listing-status';
import {
  BROKER_TRANSACTION_OF_NOTARY_STATUS,
  HEAD_TYPE,
  statusOfNotaryStatus,
  type Estate,
  type PropertyListing,
  type TypeCode,
} from '../../core/model';
import { brusselsOffsetMs } from '../../core/format/date';
import { listingPrice } from '../../core/view-models/listing-price';
import { DAY_MS, cityRef, countryRef, idRef, isoDate, isoDateTime, makePlace, pictures } from './common-parts';
import { areaOf, bedroomsOf, conditionOf, constructionYearOf, energyOf, landOf } from './estate-facts';
import { estateTexts, type Feature } from './estate-texts';
import { askingPrice } from './price-levels';
import { profileOf } from './sub-type-profiles';
import type { Municipality } from './municipalities';
import type { Random } from './random';
import { SUB_TYPES_BY_HEAD_TYPE, SUB_TYPE_BY_CODE } from './sub-types';

/** Notary status ids with their share of the notary feed (public sales are this feed's speciality). */
export const NOTARY_STATUS_WEIGHTS: readonly (readonly [number, number])[] = [
  [3, 40], [5, 18], [1, 12], [7, 5], [2, 10], [4, 3], [6, 5], [8, 2], [9, 2], [10, 2], [11, 1],
];

const NOTARIES = ['Notaris Van den Bossche', 'Notaire Lambert', 'Notariskantoor Peeters & Maes', 'Notaire Dubois'];

export interface NotaryInput {
  id: number;
  type: TypeCode;
  statusId: number;
  municipality: Municipality;
  todayMs: number;
}

/** A notary-feed listing with prefixed field groups and, for public sales, the auction data. */
export function notaryListing(rng: Random, { id, type, statusId, municipality, todayMs }: NotaryInput): PropertyListing {
  const sub = rng.pick(SUB_TYPES_BY_HEAD_TYPE[HEAD_TYPE[type]]);
  const profile = profileOf(sub.code);
  const rent = isForRentId('notary', statusId);
  const publicSale = statusId === 5 || statusId === 7;
  const place = makePlace(rng, municipality);
  const built = type !== 'PLOT' && type !== 'GARAGE';
  const currentYear = new Date(todayMs).getUTCFullYear();
  const year = constructionYearOf(rng, profile, currentYear);
  const { condition } = conditionOf(rng, year, currentYear);
  const bedrooms = bedroomsOf(rng, profile);
  const price = askingPrice(rng, profile, municipality, rent);
  const energy = built ? energyOf(rng, year, condition, null, municipality.region) : null;
  const epc = energy?.epcValue ?? null;
  const living = areaOf(rng, profile, bedrooms);
  const land = landOf(rng, profile);
  const vatRegime = type === 'PLOT' ? rng.chance(0.2) : type === 'APARTMENT' ? rng.chance(0.15) : false;
  // Sessions start at 14:00 Belgian time, as notaries hold them (not at midnight UTC, which reads 01:00 in Brussels).
  const sessionDay = todayMs + rng.int(-20, 60) * DAY_MS;
  const sessionMs = atBrusselsHour(sessionDay, 14);
  const pool = built && (land ?? 0) >= 600 && rng.chance(0.06);
  const features: Feature[] = [...(pool ? (['SWIMMING_POOL'] as const) : []), ...(profile.garden && type === 'HOUSE' ? (['GARDEN'] as const) : [])];
  const texts = estateTexts(rng, {
    type, subType: sub.code, bedrooms, area: living, land, condition: built ? condition : null, year: built ? year : null,
    currentYear, energyLabel: energy?.energyLabel ?? null, features, municipality,
  });
  const reference = `NOT-${municipality.zip}-${String(id).slice(-5)}`;
  const city = place.address.city!;
  const info = (text: string) => (rng.chance(0.5) ? text : null);
  // A feature's note only where the feature is there ("Zwembad: Nee – Verwarmd buitenzwembad" contradicted
  // itself); the note is drawn either way, so the rest of the data stays as it was.
  const withInfo = <K extends string>(key: K, has: boolean, note: string | null) =>
    ({ [key]: has, [`${key}_information`]: has ? note : null }) as Record<K, boolean> & Record<`${K}_information`, string | null>;

  return {
    id,
    title: texts.title,
    description: texts.description,
    short_description: texts.shortDescription,
    external_id: reference,
    status: statusId,
    type,
    subType: sub.code,
    archived: false,
    archived_at: null,
    certification: {
      energy_label: energy?.energyLabel ?? null,
      epc_value: epc,
      epc_number: epc === null ? null : `${rng.int(2012, 2026)}0${rng.int(100000, 999999)}`,
      e_level: year > 2006 ? rng.int(20, 70) : null,
      k_level: year > 2006 ? rng.int(25, 45) : null,
      electrical_certificate: built ? rng.pick(['OBTAINED', 'NOT_OBTAINED', 'UNKNOWN']) : null,
      electrical_certificate_conformity: built ? rng.pick(['VALID', 'INVALID']) : null,
      electrical_certificate_information: built ? info('Keuring 2023, niet conform: aanpassingen nodig.') : null,
      as_built_certificate: rng.pick(['YES', 'NO', 'UNKNOWN']),
      as_built_certificate_information: info('Attest aanwezig bij de notaris.'),
    },
    comfort: built
      ? {
          heating: rng.pick(['OIL', 'GAS', 'ELECTRICITY', 'HEAT_ACCUMULATION', 'WOOD', 'PELLET']),
          heating_information: info('Condensatieketel 2018.'),
          kitchen_type: rng.pick(['EQUIPPED', 'SEMI_EQUIPPED', 'NOT_EQUIPPED', 'HYPER_EQUIPPED', 'AMERICAN_EQUIPPED']),
          bathroom_type: rng.pick(['EQUIPPED', 'NOT_EQUIPPED']),
          glazing_type: rng.pick(['SINGLE', 'DOUBLE', 'TRIPLE']),
          glazing_information: info('Hoogrendementsglas achteraan.'),
          ...withInfo('shutters', rng.chance(0.4), info('Elektrische rolluiken.')),
          tennis_court: rng.chance(0.02),
          tennis_court_information: null,
          ...withInfo('swimming_pool', pool, info('Verwarmd buitenzwembad.')),
          // An apartment building's meters and heating; derived from the id, not drawn, so the rest of the data is unchanged.
          ...(type === 'APARTMENT'
            ? { common_heating: id % 3 === 0 ? 'COMMON' : 'INDIVIDUAL', common_meter: id % 4 === 0 ? 'COMMON' : 'INDIVIDUAL', common_meter_type: (['SINGLE', 'DAY_AND_NIGHT', 'SMART_METER'] as const)[id % 3] }
            : {}),
        }
      : undefined,
    construction: {
      bedrooms_count: bedrooms,
      bathrooms_count: built ? rng.int(1, 3) : null,
      living_area_surface: living,
      land_surface: land,
      construction_year: built ? year : null,
      condition: built ? condition : null,
      roof_type: built ? rng.pick(['SADDLEBACK', 'FLAT', 'LEAN_TO', 'KERB', 'HIPPED']) : null,
    },
    financial: {
      price: publicSale ? null : rent ? null : price,
      land_price: type === 'PLOT' ? price : null,
      infrastructure_price: type === 'PLOT' && rng.chance(0.3) ? rng.round(rng.int(5000, 25000), 500) : null,
      price_per_square_meter: land && !rent ? Math.round(price / land) : null,
      rent_per_year: rent ? price * 12 : null,
      warranty: rent ? price * 2 : null,
      property_tax: built ? rng.int(400, 2500) : null,
      monthly_costs: type === 'APARTMENT' ? rng.round(rng.int(50, 200), 5) : null,
      vat_regime: vatRegime,
      provision: rent ? null : rng.round(rng.int(3000, 12000), 100),
      provision_information: info('Provisie voor kosten en erelonen.'),
    },
    flood_information: {
      flood_sensitive_area: rng.pick(['UNKNOWN', 'NO', 'NO', 'YES']),
      risk_zone: rng.chance(0.1) ? 'Effectief overstromingsgevoelig gebied' : null,
      building_score: rng.pick(['A', 'A', 'B', 'C', 'D']),
      parcel_score: rng.pick(['A', 'B', 'C', 'D']),
      information: info('Watertoets uitgevoerd.'),
    },
    general: {
      street: place.address.street,
      number: place.address.number,
      box: null,
      zip: city.zip,
      city: city.name,
      city_id: city.id,
      country: 'BE',
      latitude: place.lat,
      longitude: place.lon,
      address_visible: place.address.visible,
      region: municipality.region,
      publication_date: isoDateTime(todayMs - rng.int(0, 400) * DAY_MS - rng.int(0, 86_399) * 1000),
      domestic_animals: rent ? rng.chance(0.5) : null,
      domestic_animals_information: rent ? info('Kleine huisdieren toegelaten.') : null,
      environment: rng.pick(['TOWN', 'RESIDENTIAL', 'COUNTRYSIDE', 'VILLAGE']),
      orientation: rng.pick(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']),
    },
    layout: built ? notaryLayout(rng, bedrooms ?? 0) : undefined,
    media: {
      virtual_visit_url: rng.chance(0.2) ? `/api/virtual-visit/${id}` : null,
      pictures: pictures(rng, id, reference, 2, 6).map((p) => p.file),
    },
    notary: {
      setting_price: publicSale ? rng.round(price * 0.8, 5000) : null,
      session_date: publicSale ? isoDateTime(sessionMs) : null,
      visit_date: publicSale ? isoDateTime(sessionMs - 7 * DAY_MS) : null,
      annuity: publicSale && rng.chance(0.1) ? rng.round(rng.int(300, 900), 10) : null,
      interactive_sale_bid_start: publicSale ? isoDateTime(sessionMs - 8 * DAY_MS) : null,
      interactive_sale_bid_end: publicSale ? isoDateTime(sessionMs) : null,
      increment: publicSale ? rng.pick([1000, 2500, 5000]) : null,
      url: publicSale ? `/api/public-sale/${id}` : null,
      notary_name: rng.pick(NOTARIES),
      notary_phone: `+32 ${rng.int(2, 9)} ${rng.int(200, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
      notary_email: `kantoor${rng.int(1, 40)}@notaris-demo.be`,
    },
    notary_cost: rent
      ? undefined
      : {
          total: Math.round(price * 0.13),
          registration_fee: Math.round(price * (municipality.region === 'FLANDERS' ? 0.02 : 0.125)),
          notary_fee: Math.round(1800 + price * 0.008),
          vat: Math.round((1800 + price * 0.008) * 0.21),
          other_costs: rng.int(800, 1500),
        },
    other: {
      garden: features.includes('GARDEN') ? rng.pick(['ONLY_LAWN', 'FULLY_LANDSCAPED']) : null,
      garden_information: features.includes('GARDEN') ? info('Tuin van ca. 6 are.') : null,
      garden_surface: features.includes('GARDEN') ? Math.round((land ?? 100) * 0.6) : null,
      available_at: rng.chance(0.5) ? isoDate(todayMs + rng.int(0, 200) * DAY_MS) : null,
      parking_spaces_count: rng.int(0, 3),
      garages_count: type === 'HOUSE' ? rng.int(0, 2) : null,
    },
    planning: {
      destination: rng.pick(['MAIN_RESIDENCE', 'VACATION_RESIDENCE', 'STUDENT_RESIDENCE']),
      permission: rng.pick(['UNKNOWN', 'NO', 'YES', 'PENDING', 'BEFORE_1962']),
      permission_information: info('Stedenbouwkundige vergunning van 1998.'),
      subdivision_permit: rng.pick(['UNKNOWN', 'NO', 'YES']),
      proceeding: rng.chance(0.3) ? rng.pick(['NO', 'YES']) : null,
      proceeding_information: info('Geen rechterlijke herstelmaatregel.'),
      priority_purchase: rng.pick(['NO', 'YES', 'UNKNOWN']),
      priority_purchase_information: info('Geen voorkooprecht gekend.'),
      most_recent_destination: rng.pick(['WG', 'AG', 'WGL', 'PG', 'GG', 'WUG']),
      most_recent_destination_information: info('Gewestplan: woongebied.'),
    },
    project: { project_phase: rng.chance(0.05) ? 'PLANNING' : null },
  };
}

function notaryLayout(rng: Random, bedrooms: number): PropertyListing['layout'] {
  const layout: NonNullable<PropertyListing['layout']> = {
    living: { surface: rng.int(20, 55) },
    kitchen1: { surface: rng.int(8, 22), comment: rng.chance(0.3) ? 'Open keuken' : null },
    bathroom1: { surface: rng.int(5, 12) },
  };
  const keys = ['bedroom1', 'bedroom2', 'bedroom3', 'bedroom4', 'bedroom5', 'bedroom6', 'bedroom7'] as const;
  for (let i = 0; i < Math.min(bedrooms, 7); i++) layout[keys[i]] = { surface: rng.int(9, 22) };
  if (rng.chance(0.5)) layout.terrace = { surface: rng.int(8, 30) };
  if (rng.chance(0.3)) layout.custom = { room1: { name: 'Wasplaats', surface: rng.int(4, 10) }, room2: { name: 'Bureau', surface: rng.int(8, 14) } };
  return layout;
}

/** The listing seen through the broker search paths (DESIGN §5), so one query serves both feeds. */
export function notaryAsEstate(listing: PropertyListing, municipality: Municipality): Estate {
  const g = listing.general ?? {};
  // Street names are never translated; English carries the sign's text (both names in Brussels).
  const localStreet = g.street?.en ?? '';
  const address: NonNullable<Estate['general']['address']> = {
    visible: g.address_visible ?? true,
    street: g.street,
    street_address: `${localStreet} ${g.number}`,
    number: g.number,
    box: g.box,
    city: cityRef(municipality),
    region: municipality.region,
    country: countryRef(g.country ?? 'BE'),
    geoLocation: g.latitude != null && g.longitude != null ? { lat: g.latitude, lon: g.longitude } : null,
  };
  const headTypeId = HEAD_TYPE[listing.type as TypeCode];
  const sub = SUB_TYPE_BY_CODE.get(`${headTypeId}:${listing.subType}`);
  const transactionId = BROKER_TRANSACTION_OF_NOTARY_STATUS[listing.status];
  const shown = listingPrice(listing, '');
  const pictureFiles = listing.media?.pictures ?? [];
  return {
    id: listing.id,
    feed: 'notary',
    status: idRef('status', statusOfNotaryStatus(listing.status) ?? 1),
    notary: { listingId: listing.id, statusId: listing.status },
    region: municipality.region,
    collections: [],
    general: {
      id: listing.id,
      parentId: null,
      project: false,
      title: listing.title,
      description: listing.description,
      shortDescription: listing.short_description,
      headType: idRef('headType', headTypeId, listing.type),
      subType: sub ? idRef('subType', sub.id, sub.code) : undefined,
      transaction: idRef('transaction', transactionId),
      reference: listing.external_id,
      publicationDate: listing.general?.publication_date,
      bedroomCount: listing.construction?.bedrooms_count ?? null,
      address,
      // The price the detail and its JSON-LD show (one rule, core's): none when sold or under the VAT regime (spec §5).
      price: { value: shown.kind === 'amount' ? shown.amount : null, period: shown.kind === 'amount' ? shown.period : null },
      sticker: null,
    },
    dimensions: { areaBuild: listing.construction?.living_area_surface ?? null, areaGround: listing.construction?.land_surface ?? null },
    energy: { epcValue: listing.certification?.epc_value ?? null, energyLabel: listing.certification?.energy_label ?? null },
    pictures: pictureFiles.map((file, i) => ({ file, thumbnail: file.replace(/\.(svg|png)$/, '-thumb.$1'), index: i + 1 })),
  };
}

/** Epoch ms of `hour`:00 Belgian time on the UTC day of `dayMs`. */
function atBrusselsHour(dayMs: number, hour: number): number {
  const local = Math.floor(dayMs / DAY_MS) * DAY_MS + hour * 3_600_000;
  return local - brusselsOffsetMs(local);
}
