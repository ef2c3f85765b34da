/**
 * Notary-feed property listing (spec §3 "Property listing (notary feed)").
 *
 * Modelled as nested objects: the spec's prefixed key `certification.energy_label` is
 * `listing.certification.energy_label`, `layout.custom.room1` is `listing.layout.custom.room1`.
 * Use `NotaryFieldKey` / `getNotaryField` (core/model/notary-fields.ts) where the dotted form is needed.
 * Fields with a linked information or conformity text carry a sibling `<field>_information`.
 * Every field may be absent or null ("not entered").
 */
import type { Translated } from './common';

type Opt<T> = T | null | undefined;

export interface NotaryCertification {
  energy_label?: Opt<string>;
  epc_value?: Opt<number>;
  epc_number?: Opt<string>;
  e_level?: Opt<number>;
  k_level?: Opt<number>;
  /** electricityCertification code; the "electrical certificate group" (spec §5). */
  electrical_certificate?: Opt<string>;
  electrical_certificate_conformity?: Opt<string>;
  electrical_certificate_information?: Opt<string>;
  as_built_certificate?: Opt<string>;
  as_built_certificate_information?: Opt<string>;
}

export interface NotaryComfort {
  /** heating code, e.g. GAS. */
  heating?: Opt<string>;
  heating_information?: Opt<string>;
  /** kitchenType code. */
  kitchen_type?: Opt<string>;
  /** bathroomType code. */
  bathroom_type?: Opt<string>;
  /** windowGlazing code. */
  glazing_type?: Opt<string>;
  glazing_information?: Opt<string>;
  shutters?: Opt<boolean>;
  shutters_information?: Opt<string>;
  tennis_court?: Opt<boolean>;
  tennis_court_information?: Opt<string>;
  swimming_pool?: Opt<boolean>;
  swimming_pool_information?: Opt<string>;
  /** commonMeter code: whether the energy meter is shared (an apartment building's). */
  common_meter?: Opt<string>;
  /** commonMeterType code. */
  common_meter_type?: Opt<string>;
  /** commonHeating code: a building's shared or the unit's own heating. */
  common_heating?: Opt<string>;
}

export interface NotaryConstruction {
  bedrooms_count?: Opt<number>;
  bathrooms_count?: Opt<number>;
  living_area_surface?: Opt<number>;
  land_surface?: Opt<number>;
  construction_year?: Opt<number>;
  /** condition code. */
  condition?: Opt<string>;
  /** roofType code. */
  roof_type?: Opt<string>;
}

export interface NotaryFinancial {
  price?: Opt<number>;
  land_price?: Opt<number>;
  infrastructure_price?: Opt<number>;
  price_per_square_meter?: Opt<number>;
  rent_per_year?: Opt<number>;
  warranty?: Opt<number>;
  property_tax?: Opt<number>;
  monthly_costs?: Opt<number>;
  /** When true, price, land price, infrastructure price and notary cost total are hidden (spec §5). */
  vat_regime?: Opt<boolean>;
  provision?: Opt<number>;
  provision_information?: Opt<string>;
}

export interface NotaryFloodInformation {
  /** flooding code UNKNOWN / NO / YES. */
  flood_sensitive_area?: Opt<string>;
  risk_zone?: Opt<string>;
  building_score?: Opt<string>;
  parcel_score?: Opt<string>;
  information?: Opt<string>;
}

export interface NotaryGeneral {
  street?: Translated;
  number?: Opt<string>;
  box?: Opt<string>;
  zip?: Opt<string>;
  city?: Opt<string>;
  city_id?: Opt<number>;
  /** 2-letter code. */
  country?: Opt<string>;
  latitude?: Opt<number>;
  longitude?: Opt<number>;
  address_visible?: Opt<boolean>;
  region?: Opt<string>;
  /** ISO date-time. */
  publication_date?: Opt<string>;
  domestic_animals?: Opt<boolean>;
  domestic_animals_information?: Opt<string>;
  /** environment code. */
  environment?: Opt<string>;
  /** orientation code. */
  orientation?: Opt<string>;
}

export interface NotaryRoom {
  surface?: Opt<number>;
  comment?: Opt<string>;
}

export type NotaryRoomKey =
  | 'bedroom1' | 'bedroom2' | 'bedroom3' | 'bedroom4' | 'bedroom5' | 'bedroom6' | 'bedroom7'
  | 'living' | 'dining' | 'kitchen1' | 'kitchen2' | 'bathroom1' | 'bathroom2' | 'toilet'
  | 'office' | 'attic' | 'cellar' | 'laundry' | 'veranda' | 'terrace' | 'garage';

export type NotaryCustomRoomKey =
  | 'room1' | 'room2' | 'room3' | 'room4' | 'room5' | 'room6' | 'room7' | 'room8' | 'room9' | 'room10';

export type NotaryLayout = Partial<Record<NotaryRoomKey, NotaryRoom>> & {
  /** Custom rooms carry their own name. */
  custom?: Partial<Record<NotaryCustomRoomKey, NotaryRoom & { name?: Opt<string> }>>;
};

export interface NotaryMedia {
  virtual_visit_url?: Opt<string>;
  /** Picture URLs, first is the main image. */
  pictures?: string[];
}

export interface NotarySale {
  setting_price?: Opt<number>;
  /** ISO date-time of the public-sale session. */
  session_date?: Opt<string>;
  visit_date?: Opt<string>;
  annuity?: Opt<number>;
  interactive_sale_bid_start?: Opt<string>;
  interactive_sale_bid_end?: Opt<string>;
  increment?: Opt<number>;
  url?: Opt<string>;
  notary_name?: Opt<string>;
  notary_phone?: Opt<string>;
  notary_email?: Opt<string>;
}

export interface NotaryCost {
  total?: Opt<number>;
  registration_fee?: Opt<number>;
  notary_fee?: Opt<number>;
  vat?: Opt<number>;
  other_costs?: Opt<number>;
}

export interface NotaryOther {
  /** garden code, e.g. FULLY_LANDSCAPED. */
  garden?: Opt<string>;
  garden_information?: Opt<string>;
  garden_surface?: Opt<number>;
  available_at?: Opt<string>;
  parking_spaces_count?: Opt<number>;
  garages_count?: Opt<number>;
}

export interface NotaryPlanning {
  /** destination code. */
  destination?: Opt<string>;
  /** planning answer code UNKNOWN / NO / YES / PENDING / BEFORE_1962. */
  permission?: Opt<string>;
  permission_information?: Opt<string>;
  subdivision_permit?: Opt<string>;
  proceeding?: Opt<string>;
  proceeding_information?: Opt<string>;
  priority_purchase?: Opt<string>;
  priority_purchase_information?: Opt<string>;
  /** recentDestination zone code, e.g. WG. */
  most_recent_destination?: Opt<string>;
  most_recent_destination_information?: Opt<string>;
}

export interface PropertyListing {
  /** Unique across both feeds (same id space as Estate.id). */
  id: number;
  title?: Translated;
  description?: Translated;
  short_description?: Translated;
  /** The reference. */
  external_id?: Opt<string>;
  /** Notary status id, see core/model/status.ts. */
  status: number;
  /** spec §3 type code, e.g. 'HOUSE', 'PLOT'. */
  type: string;
  /** spec §3 subType code, e.g. 'VILLA'. */
  subType?: Opt<string>;
  archived?: boolean;
  archived_at?: Opt<string>;
  certification?: NotaryCertification;
  comfort?: NotaryComfort;
  construction?: NotaryConstruction;
  financial?: NotaryFinancial;
  flood_information?: NotaryFloodInformation;
  general?: NotaryGeneral;
  layout?: NotaryLayout;
  media?: NotaryMedia;
  notary?: NotarySale;
  notary_cost?: NotaryCost;
  other?: NotaryOther;
  planning?: NotaryPlanning;
  project?: { project_phase?: Opt<string> };
}
