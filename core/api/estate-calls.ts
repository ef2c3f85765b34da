/** One estate's calls (detail, favorites): the estate, its group, contact info, similar estates, collections and pages. */
import type { Estate, EstateCollection, EstatePage } from '../model';
import type { ApiClient } from './client';
import { req, seg, siteOf, type CallOptions, type Id } from './calls';
import { fail, list, object, type Json } from './decode';
import { decodeEstate, decodeEstateList, LIST_ESTATE } from './decode-estates';
import { conform, type Notes, type Report, type Shape } from './conform';
import type { EstateContactInfo, EstateDetail, EstateGroup } from './types';

export function estateCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    getEstateGroup: async (id: Id, opts?: CallOptions) => client.get<EstateGroup>(`${site(opts)}/estates/group/${seg(id)}`, req(opts)),
    getEstate: async (id: Id, opts?: CallOptions): Promise<EstateDetail | null> =>
      decodeEstateDetail(await client.get<unknown>(`${site(opts)}/estates/v2/${seg(id)}`, req(opts)), client.report),
    getEstateContactInfo: async (id: Id, opts?: CallOptions) =>
      client.get<EstateContactInfo>(`${site(opts)}/estates/${seg(id)}/contact-info`, req(opts)),
    getSkarabeeEstate: async (id: Id, opts?: CallOptions) => client.get<Estate>(`${site(opts)}/estates/skarabee/${seg(id)}`, req(opts)),
    getSimilarEstates: async (id: Id, opts?: CallOptions) => decodeEstateList((await client.get<unknown>(`${site(opts)}/estates/${seg(id)}/similar`, req(opts))) ?? [], client.report, 'similar estates'),
    getEstateCollection: async (id: Id, opts?: CallOptions) =>
      client.get<EstateCollection>(`${site(opts)}/estate-collections/${seg(id)}`, req(opts)),
    getEstatePage: async (a: Id, b: Id, opts?: CallOptions) =>
      client.get<EstatePage>(`${site(opts)}/estate-pages/${seg(a)}/${seg(b)}`, req(opts)),
  };
}

export type EstateCalls = ReturnType<typeof estateCalls>;

const TEXTS = (keys: string, kind: Shape) => Object.fromEntries(keys.split(' ').map((k) => [k, kind]));
const GENERAL = LIST_ESTATE.general as { readonly [key: string]: Shape };
const ROOM = { typeId: 'n', name: 't', count: 'n', surface: 'n', comment: 't', common: 'b', sort: 'n' } as const;

/** What the detail view reads besides the list fields (core/model/estate.ts). */
const DETAIL_ESTATE: { readonly [key: string]: Shape } = {
  ...LIST_ESTATE,
  general: {
    ...GENERAL,
    ...TEXTS('buildingName architect certificateAsbestos floodingScoreBuilding floodingScoreParcel townPlanningValue townPlanningViolation buildingLicense allocationLicense presaleRight proceedings certificateAsBuilt', 's'),
    ...TEXTS('floorId tax registrationCost notarySalery', 'n'),
    ...TEXTS('petsAllowed asbestosInventory heritageProtected heritageInventoried renovationObligation', 'b'),
    address: { ...(GENERAL.address as object), street_address: 's' },
    price: { ...(GENERAL.price as object), ...TEXTS('groundValue infrastructureValue furnitureValue constructionValue deposit', 'n') },
  },
  ki: TEXTS('indexed nonIndexed communityTax', 'n'),
  salesRep: { ...TEXTS('name firstname lastname phone mobile email', 's'), picture: 'u', description: 't' },
  dimensions: { ...TEXTS('areaGround areaBuild areaBuildable widthHouse widthGround depthHouse depthGround depthGroundFloor depthFloor', 'n'), commentArea: 't' },
  energy: { ...(LIST_ESTATE.energy as object), epbReference: 's', epcReference: 's' },
  technical: {
    ...TEXTS('constructionYear renovationYear monthlyCost', 'n'),
    ...TEXTS('buildingType condition available availableDate directionGarden oLevelSensitivity oLevelZone', 's'),
    ...TEXTS('newBuilding furniture petsAllowed elevator', 'b'),
  },
  layout: { rooms: [ROOM], floors: [{ level: 'n', name: 't', rooms: [ROOM] }] },
  videos: [{ typeId: 'n', link: 'u' }],
  facilities: [{ code: 's', name: 's', comment: 't' }],
  buildTechnicals: [{ criteria: 's', comment: 't' }],
  environments: [{ code: 's', name: 's', distance: 'n', comment: 't' }],
  files: [{ type: 's', link: 'u', comment: 't' }],
  rentalOptions: [{ description: 't', area: 'n', distance: 'n' }],
  extraFields: [{ extra_field_autoid: 'n', type: 's', value_lang_string: 't', value: 's' }],
};

const NOTARY_ROOM = { surface: 'n', comment: 's' } as const;
const NOTARY_ROOMS = Object.fromEntries(
  'bedroom1 bedroom2 bedroom3 bedroom4 bedroom5 bedroom6 bedroom7 living dining kitchen1 kitchen2 bathroom1 bathroom2 toilet office attic cellar laundry veranda terrace garage'
    .split(' ').map((k) => [k, NOTARY_ROOM]),
);
const CUSTOM_ROOMS = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`room${i + 1}`, { ...NOTARY_ROOM, name: 's' as const }]));

/** What the notary detail reads of a property listing (core/model/property-listing.ts). */
const NOTARY_LISTING: { readonly [key: string]: Shape } = {
  ...TEXTS('title description short_description', 't'),
  ...TEXTS('external_id type subType archived_at', 's'),
  ...TEXTS('id status', 'n'),
  archived: 'b',
  certification: {
    ...TEXTS('energy_label epc_number electrical_certificate electrical_certificate_conformity electrical_certificate_information as_built_certificate as_built_certificate_information', 's'),
    ...TEXTS('epc_value e_level k_level', 'n'),
  },
  comfort: {
    ...TEXTS('heating heating_information kitchen_type bathroom_type glazing_type glazing_information shutters_information tennis_court_information swimming_pool_information common_meter common_meter_type common_heating', 's'),
    ...TEXTS('shutters tennis_court swimming_pool', 'b'),
  },
  construction: { ...TEXTS('bedrooms_count bathrooms_count living_area_surface land_surface construction_year', 'n'), ...TEXTS('condition roof_type', 's') },
  financial: {
    ...TEXTS('price land_price infrastructure_price price_per_square_meter rent_per_year warranty property_tax monthly_costs provision', 'n'),
    vat_regime: 'b',
    provision_information: 's',
  },
  flood_information: TEXTS('flood_sensitive_area risk_zone building_score parcel_score information', 's'),
  general: {
    street: 't',
    ...TEXTS('number box zip city country region publication_date domestic_animals_information environment orientation', 's'),
    ...TEXTS('city_id latitude longitude', 'n'),
    ...TEXTS('address_visible domestic_animals', 'b'),
  },
  layout: { ...NOTARY_ROOMS, custom: CUSTOM_ROOMS },
  media: { virtual_visit_url: 'u', pictures: ['u'] },
  notary: {
    ...TEXTS('session_date visit_date interactive_sale_bid_start interactive_sale_bid_end notary_name notary_phone notary_email', 's'),
    ...TEXTS('setting_price annuity increment', 'n'),
    url: 'u',
  },
  notary_cost: TEXTS('total registration_fee notary_fee vat other_costs', 'n'),
  other: { ...TEXTS('garden garden_information available_at', 's'), ...TEXTS('garden_surface parking_spaces_count garages_count', 'n') },
  planning: TEXTS('destination permission permission_information subdivision_permit proceeding proceeding_information priority_purchase priority_purchase_information most_recent_destination most_recent_destination_information', 's'),
  project: { project_phase: 's' },
};

/** null (204) stays null: the caller decides what no record means. */
export function decodeEstateDetail(v: unknown, report: Report): EstateDetail | null {
  if (v === null) return null;
  const what = 'estate detail';
  const answer = object(what, v, '');
  if (answer.feed === 'notary') {
    const listing = object(what, answer.listing, 'listing');
    const notes: Notes = { count: 0 };
    const decoded = conform(listing, NOTARY_LISTING, 'listing', notes) as Json;
    // Its id, status and type pick the links, tabs and rules: a listing without them is not one the views can show.
    if (typeof decoded.id !== 'number') fail(what, 'listing.id', 'an id', listing.id);
    if (typeof decoded.status !== 'number') fail(what, 'listing.status', 'a status id', listing.status);
    if (typeof decoded.type !== 'string') fail(what, 'listing.type', 'a type code', listing.type);
    report(what, notes);
    return { feed: 'notary', listing: decoded } as unknown as EstateDetail;
  }
  if (answer.feed !== undefined && answer.feed !== 'broker') fail(what, 'feed', '"broker" or "notary"', answer.feed);
  const notes: Notes = { count: 0 };
  const estate = decodeEstate(answer.estate, what, 'estate', notes, DETAIL_ESTATE);
  const parent = answer.parent === undefined || answer.parent === null ? null : decodeEstate(answer.parent, what, 'parent', notes, DETAIL_ESTATE);
  const children = answer.children === undefined || answer.children === null ? [] : list(what, answer.children, 'children').map((c, i) => decodeEstate(c, what, `children[${i}]`, notes, DETAIL_ESTATE));
  report(what, notes);
  return { ...answer, feed: 'broker', estate, parent, children } as EstateDetail;
}
