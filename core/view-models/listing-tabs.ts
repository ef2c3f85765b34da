import type { FormatKind } from '../format/field-formats';

/** Notary detail tabs in display order (spec §2). */
export const NOTARY_TABS = [
  'general',
  'construction',
  'layout',
  'comfort',
  'epc',
  'financial',
  'financialPriceDetails',
  'financialCosts',
  'financialNotary',
  'notary',
  'planning',
  'other',
] as const;
export type NotaryTabName = (typeof NOTARY_TABS)[number];

/**
 * One notary field: `key` is the catalogue path after 'field.notary.'; `read` lists the listing paths
 * to read (first non-null wins; defaults to `key`) where the feed model names a field differently.
 * A `<field>_information` sibling is attached as the field's linked text (spec §3).
 */
export interface NotaryFieldDef {
  key: string;
  read?: string[];
  enumName?: string;
  kind?: FormatKind;
  /** Hidden when null or false: conformity fields (spec §5) and flags such as archived, where false is no news. */
  hiddenWhenFalse?: boolean;
  flood?: boolean;
  /** The value is shown as a link: an http(s) URL (true), a phone number (tel) or an e-mail address (mailto). */
  link?: boolean | 'tel' | 'mailto';
  /** Carries a linked information text (`<field>_information`). */
  info?: boolean;
}

const f = (key: string, extra: Omit<NotaryFieldDef, 'key'> = {}): NotaryFieldDef => ({ key, ...extra });
const e = (key: string, enumName: string, extra: Omit<NotaryFieldDef, 'key' | 'enumName'> = {}) => f(key, { enumName, ...extra });

const ROOMS = ['living', 'dining_room', 'kitchen1', 'kitchen2', 'bedroom1', 'bedroom2', 'bedroom3', 'bedroom4', 'bedroom5', 'bedroom6', 'bedroom7', 'bathroom1', 'bathroom2', 'toilet', 'office', 'laundry', 'cellar', 'attic', 'garage', 'terrace', 'veranda'];

/** Layout room keys: fixed rooms then custom.room1..10 (their own name is the label). */
export const NOTARY_ROOM_KEYS = [...ROOMS.map((r) => `layout.${r}`), ...Array.from({ length: 10 }, (_, i) => `layout.custom.room${i + 1}`)];

export const NOTARY_TAB_FIELDS: Readonly<Record<Exclude<NotaryTabName, 'layout'>, NotaryFieldDef[]>> = {
  general: [
    f('external_id', { kind: 'text' }),
    f('archived', { hiddenWhenFalse: true }),
    f('archived_at', { kind: 'date' }),
    e('type', 'Type'),
    e('subType', 'SubType'),
    f('general.address'),
    e('general.country', 'Country'),
    e('general.orientation', 'Orientation'),
    e('general.environment', 'Environment'),
    e('general.destination', 'Destination'),
    f('general.cadastral_section', { kind: 'text' }),
    f('general.cadastral_parcel', { kind: 'text' }),
    f('general.domestic_animals', { info: true }),
    f('project.project_phase', { enumName: 'ProjectPhase' }),
  ],
  construction: [
    f('construction.bedrooms_count'),
    f('construction.bathrooms_count'),
    f('construction.living_area_surface'),
    f('construction.land_surface'),
    f('construction.construction_year', { kind: 'text' }),
    f('construction.renovation_year', { kind: 'text' }),
    e('construction.condition', 'Condition'),
    e('construction.roof_type', 'RoofType'),
    e('construction.construction_type', 'ConstructionType'),
    f('construction.facades_count'),
    f('construction.floors_count'),
    e('construction.luxury_level', 'LuxuryLevel'),
  ],
  comfort: [
    e('comfort.heating', 'Heating', { info: true }),
    e('comfort.common_heating', 'CommonHeating'),
    e('comfort.common_meter', 'CommonMeter'),
    e('comfort.common_meter_type', 'CommonMeterType'),
    e('comfort.kitchen_type', 'KitchenType'),
    e('comfort.bathroom_type', 'BathroomType'),
    e('comfort.glazing_type', 'WindowGlazing', { info: true }),
    e('comfort.carpentry', 'Carpentry'),
    f('comfort.shutters', { info: true }),
    f('comfort.swimming_pool', { info: true }),
    f('comfort.tennis_court', { info: true }),
    f('comfort.elevator'),
    f('comfort.alarm'),
    f('comfort.furnished'),
  ],
  epc: [
    e('certification.energy_label', 'EnergyLabel'),
    f('certification.epc_value'),
    f('certification.epc_number', { kind: 'text' }),
    f('certification.e_level'),
    f('certification.k_level'),
    f('certification.co2'),
    e('certification.electrical_certificate', 'ElectricityCertification', { info: true }),
    f('certification.electrical_certificate_date', { kind: 'date' }),
    e('certification.electrical_certificate_conformity', 'Conformity', { hiddenWhenFalse: true }),
    f('certification.asbestos_certificate', { kind: 'text' }),
    f('certification.soil_certificate', { kind: 'text' }),
  ],
  financial: [
    f('financial.price'),
    f('financial.price_per_square_meter'),
    f('financial.rent_per_year'),
    f('financial.warranty'),
    f('financial.monthly_costs'),
    f('financial.cadastral_income', { kind: 'currency' }),
    f('financial.property_tax'),
    f('financial.vat_regime'),
  ],
  financialPriceDetails: [
    f('financial.land_price'),
    f('financial.infrastructure_price'),
    f('financial.construction_price'),
    f('financial.construction_price_vat_6', { kind: 'currency' }),
    f('financial.construction_price_vat_12', { kind: 'currency' }),
    f('financial.construction_price_vat_21', { kind: 'currency' }),
    f('financial.total_price'),
  ],
  financialCosts: [
    f('notary_cost.total'),
    f('notary_cost.registration_fee'),
    f('financial.registration_fee'),
    f('notary_cost.notary_fee'),
    f('notary_cost.administrative_costs'),
    f('notary_cost.mortgage_costs'),
    f('notary_cost.other_costs'),
    f('notary_cost.vat', { read: ['notary_cost.vat'], kind: 'currency' }),
    f('financial.provision', { kind: 'currency', info: true }),
  ],
  financialNotary: [
    f('notary.sale_type', { kind: 'text' }),
    f('notary.setting_price'),
    f('notary.session_date', { kind: 'date' }),
    f('notary.visit_date', { kind: 'date' }),
    f('notary.annuity'),
    f('notary.interactive_sale'),
    f('notary.bid_start_date', { read: ['notary.bid_start_date', 'notary.interactive_sale_bid_start'], kind: 'date' }),
    f('notary.bid_end_date', { read: ['notary.bid_end_date', 'notary.interactive_sale_bid_end'], kind: 'date' }),
    f('notary.increment', { kind: 'currency' }),
    f('notary.url', { kind: 'text', link: true }),
  ],
  notary: [
    f('notary.name', { read: ['notary.name', 'notary.notary_name'], kind: 'text' }),
    f('notary.notary_phone', { kind: 'text', link: 'tel' }),
    f('notary.notary_email', { kind: 'text', link: 'mailto' }),
  ],
  planning: [
    e('planning.destination', 'Destination'),
    e('planning.most_recent_destination', 'RecentDestination', { info: true }),
    e('planning.permission', 'Planning', { info: true }),
    e('planning.subdivision_permit', 'Planning'),
    e('planning.priority_purchase', 'Planning', { info: true }),
    e('planning.proceeding', 'Planning', { info: true }),
    e('planning.as_built_certificate', 'Planning', { read: ['planning.as_built_certificate', 'certification.as_built_certificate'], info: true }),
    f('planning.heritage_protected'),
    f('planning.heritage_inventoried'),
    e('planning.town_planning_violation', 'Planning'),
    f('flood_information.parcel_score', { kind: 'text', flood: true }),
    f('flood_information.building_score', { kind: 'text', flood: true }),
    e('flood_information.flood_prone_area', 'Flooding', { read: ['flood_information.flood_prone_area', 'flood_information.flood_sensitive_area'] }),
    e('flood_information.riparian_zone', 'Flooding'),
    e('flood_information.risk_zone', 'Flooding'),
    f('flood_information.information', { kind: 'text' }),
  ],
  other: [
    e('other.garden', 'Garden', { info: true }),
    f('other.garden_surface'),
    e('other.garden_orientation', 'Orientation'),
    f('other.terrace_surface'),
    f('other.available_at', { kind: 'date' }),
    f('other.parking_spaces_count'),
    f('other.garages_count'),
    f('media.virtual_visit_url', { kind: 'text', link: true }),
  ],
};
