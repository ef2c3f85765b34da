/**
 * Broker-feed estate (spec §3 "Estate (broker feed)"). Notary listings in search results are mapped
 * onto these same paths by the reference service and carry `feed: 'notary'` plus `notary`.
 * Every field may be absent or null ("not entered"); -1 means cleared (spec §5).
 */
import type { Feed, GeoPoint, Translated } from './common';
import type { StatusId } from './status';

type Opt<T> = T | null | undefined;

export interface EstateAddress {
  visible?: boolean;
  /** Street name per language. */
  street?: Translated;
  /** Street and number as one line, as the broker typed it. */
  street_address?: Opt<string>;
  number?: Opt<string>;
  box?: Opt<string>;
  city?: {
    id: number;
    zip: string;
    name: string;
    /** Alternative city name per language (e.g. Bruxelles / Brussel). */
    alias?: Translated;
  };
  /** e.g. 'FLANDERS', 'WALLONIA', 'BRUSSELS' (spec §5 Walloon display rules). */
  region?: Opt<string>;
  /** 2-letter country code, e.g. 'BE'. */
  country?: { id: string };
  geoLocation?: Opt<GeoPoint>;
}

export interface EstatePrice {
  value?: Opt<number>;
  /** Shown as "price from" on projects; hidden when there is no price (spec §5). */
  priceFrom?: Opt<number>;
  groundValue?: Opt<number>;
  infrastructureValue?: Opt<number>;
  furnitureValue?: Opt<number>;
  constructionValue?: Opt<number>;
  totalPrice?: Opt<number>;
  deposit?: Opt<number>;
  /** Rent period, e.g. 'MONTH'. */
  period?: Opt<string>;
}

export interface EstateSticker {
  id: number;
  name: string;
  /** Hex colour without '#'; 'ffffff' counts as unset (spec §5). */
  color?: Opt<string>;
  /** Hex text colour without '#'; '000000' counts as unset (spec §5). */
  colorText?: Opt<string>;
}

export interface EstateGeneral {
  id: number;
  /** Id of the project this estate is a unit of. */
  parentId?: Opt<number>;
  project?: boolean;
  title?: Translated;
  description?: Translated;
  shortDescription?: Translated;
  headType?: { id: number; code?: string; name?: string };
  /** `code` is the spec §3 subType enumeration code, e.g. 'VILLA'. */
  subType?: { id: number; code?: string; name?: string };
  /** Broker transaction id, see core/model/status.ts. */
  transaction?: { id: number; name?: string };
  reference?: Opt<string>;
  floor?: Opt<number>;
  floorId?: Opt<number>;
  entityNumber?: Opt<string>;
  buildingName?: Opt<string>;
  petsAllowed?: Opt<boolean>;
  architect?: Opt<string>;
  asbestosInventory?: Opt<boolean>;
  certificateAsbestos?: Opt<string>;
  tax?: Opt<number>;
  registrationCost?: Opt<number>;
  /** Spelled so by the feed. */
  notarySalery?: Opt<number>;
  /** Flooding score letters A–D (spec §5: after C an extra icon). */
  floodingScoreBuilding?: Opt<string>;
  floodingScoreParcel?: Opt<string>;
  townPlanningValue?: Opt<string>;
  townPlanningViolation?: Opt<string>;
  buildingLicense?: Opt<string>;
  allocationLicense?: Opt<string>;
  presaleRight?: Opt<string>;
  /** Judicial or administrative measures; null shows the spec §5 default text ("none imposed"). */
  proceedings?: Opt<string>;
  certificateAsBuilt?: Opt<string>;
  heritageProtected?: Opt<boolean>;
  heritageInventoried?: Opt<boolean>;
  renovationObligation?: Opt<boolean>;
  /** ISO date-time. */
  publicationDate?: Opt<string>;
  bedroomCount?: Opt<number>;
  address?: EstateAddress;
  price?: EstatePrice;
  sticker?: Opt<EstateSticker>;
}

export interface EstateKi {
  indexed?: Opt<number>;
  nonIndexed?: Opt<number>;
  communityTax?: Opt<number>;
}

export interface SalesRep {
  name?: Opt<string>;
  firstname?: Opt<string>;
  lastname?: Opt<string>;
  phone?: Opt<string>;
  mobile?: Opt<string>;
  email?: Opt<string>;
  /** Picture URL. */
  picture?: Opt<string>;
  description?: Translated;
}

export interface EstateDimensions {
  areaGround?: Opt<number>;
  areaBuild?: Opt<number>;
  areaBuildable?: Opt<number>;
  widthHouse?: Opt<number>;
  widthGround?: Opt<number>;
  depthHouse?: Opt<number>;
  depthGround?: Opt<number>;
  depthGroundFloor?: Opt<number>;
  depthFloor?: Opt<number>;
  commentArea?: Translated;
}

export interface EnergyValues {
  /** kWh/m² per year; EPC bar = epcValue / 700 × 100 capped at 100 (spec §9). */
  epcValue?: Opt<number>;
  /** kWh per year. */
  epcValueTotal?: Opt<number>;
  epbReference?: Opt<string>;
  epcReference?: Opt<string>;
  customEpcLabel?: Opt<string>;
  /** spec §3 energyLabel code, e.g. 'A+', 'B', 'G_F'. */
  energyLabel?: Opt<string>;
  eLevel?: Opt<number>;
  kLevel?: Opt<number>;
  /** kg/m² per year. */
  co2?: Opt<number>;
}

export interface EstateEnergy extends EnergyValues {
  /** Values of the shared building (common installations). */
  shared?: Opt<EnergyValues>;
}

export interface EstateTechnical {
  constructionYear?: Opt<number>;
  renovationYear?: Opt<number>;
  /** constructionType code: OPEN, HALF_OPEN, CLOSED. */
  buildingType?: Opt<string>;
  /** condition code, e.g. GOOD_CONDITION. */
  condition?: Opt<string>;
  newBuilding?: Opt<boolean>;
  /** freeOn code, e.g. IMMEDIATE. */
  available?: Opt<string>;
  availableDate?: Opt<string>;
  furniture?: Opt<boolean>;
  petsAllowed?: Opt<boolean>;
  monthlyCost?: Opt<number>;
  /** orientation code N…NW. */
  directionGarden?: Opt<string>;
  oLevelSensitivity?: Opt<string>;
  oLevelZone?: Opt<string>;
  /** conformity code VALID / INVALID; hidden when null or false (spec §5). */
  certificateConformity?: Opt<string | boolean>;
  /** electricityCertification code OBTAINED / NOT_OBTAINED / UNKNOWN. */
  certificateElectricity?: Opt<string | boolean>;
  elevator?: Opt<boolean>;
}

export interface LayoutRoom {
  /** Room type id, see ROOM_TYPE. */
  typeId?: number;
  name?: string | Translated;
  surface?: Opt<number>;
  comment?: Translated;
  /** A common (shared) room of the building. */
  common?: boolean;
}

export interface FloorRoom {
  typeId?: number;
  name?: string | Translated;
  count?: Opt<number>;
  surface?: Opt<number>;
  comment?: Translated;
  sort?: number;
}

export interface LayoutFloor {
  /** Floor level; child floors are grouped by level ascending (spec §9). */
  level: number;
  name?: string | Translated;
  rooms: FloorRoom[];
}

export interface EstateLayout {
  rooms?: LayoutRoom[];
  floors?: LayoutFloor[];
}

export interface EstatePicture {
  file: string;
  thumbnail?: Opt<string>;
  /** Pictures sort by index; the first is the main image (spec §9). */
  index: number;
  description?: Translated;
}

export interface EstateVideo {
  /** Virtual visit type id; type 2 is the link shown (spec §3). */
  typeId: number;
  link: string;
}

export interface EstateFacility {
  /** Facility code, e.g. 'SWIMMING_POOL'. */
  code: string;
  name?: string;
  value?: Opt<string | number | boolean>;
  comment?: Translated;
}

export interface BuildTechnical {
  criteria: string;
  value?: Opt<string | number | boolean>;
  comment?: Translated;
}

export interface EstateEnvironment {
  /** environment code, e.g. TOWN, or a distance key such as 'shops', 'transport', 'school', 'beach'. */
  code: string;
  name?: string;
  /** Distance in m (sizes format, spec §9). */
  distance?: Opt<number>;
  comment?: Translated;
}

export interface EstateFile {
  /** e.g. 'EPC', 'PLAN', 'BROCHURE'. */
  type: string;
  link: string;
  comment?: Translated;
}

export interface RentalOption {
  description: Translated;
  area?: Opt<number>;
  distance?: Opt<number>;
}

export interface ExtraField {
  extra_field_autoid: number;
  type: 'TEXT' | 'BIGTEXT' | string;
  /** Label per language. */
  value_lang_string?: Translated;
  value?: Opt<string>;
}

export interface Estate {
  /** Same as general.id; unique across both feeds. */
  id: number;
  /** Global id of the broker CRM record (spec §1 "identified by a global id field"). */
  globalId?: string;
  /** Absent means 'broker'. */
  feed?: Feed;
  /** Unified status id (core/model/status.ts); compared with site settings.hiddenStatus. */
  status: { id: StatusId | number };
  /** Present when feed is 'notary': the original listing's ids (status rules of spec §4 use them). */
  notary?: { listingId: number; statusId: number };
  general: EstateGeneral;
  ki?: EstateKi;
  salesRep?: Opt<SalesRep>;
  dimensions?: EstateDimensions;
  energy?: EstateEnergy;
  technical?: EstateTechnical;
  layout?: EstateLayout;
  pictures?: EstatePicture[];
  /**
   * The image lists show: the main picture's (lowest index) thumbnail, else its file. Added by the
   * service so a list answer can carry it alone (`fields: ['mainImage']`) rather than every picture;
   * null when there is no picture. Absent (a record without it): read `pictures`.
   */
  mainImage?: string | null;
  videos?: EstateVideo[];
  facilities?: EstateFacility[];
  buildTechnicals?: BuildTechnical[];
  environments?: EstateEnvironment[];
  files?: EstateFile[];
  rentalOptions?: RentalOption[];
  extraFields?: ExtraField[];
  /** e.g. 'FLANDERS', 'WALLONIA', 'BRUSSELS'; mirrors general.address.region. */
  region?: Opt<string>;
  /** Collection ids the estate belongs to (search path children.collections). */
  collections?: string[];
}
