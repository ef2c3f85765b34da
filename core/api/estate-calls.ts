/** One estate's calls (detail, favorites): the estate, its group, contact info, similar estates, collections and pages. */
import type { Estate, EstateCollection, EstatePage } from '../model';
import type { ApiClient } from './client';
import { req, seg, siteOf, type CallOptions, type Id } from './calls';
import { fail, list, object } from './decode';
import { decodeEstate, decodeEstateList, LIST_ESTATE } from './decode-estates';
import { reportNotes, type Notes, type Shape } from './conform';
import type { EstateContactInfo, EstateDetail, EstateGroup } from './types';

export function estateCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    getEstateGroup: async (id: Id, opts?: CallOptions) => client.get<EstateGroup>(`${site(opts)}/estates/group/${seg(id)}`, req(opts)),
    getEstate: async (id: Id, opts?: CallOptions): Promise<EstateDetail | null> =>
      decodeEstateDetail(await client.get<unknown>(`${site(opts)}/estates/v2/${seg(id)}`, req(opts))),
    getEstateContactInfo: async (id: Id, opts?: CallOptions) =>
      client.get<EstateContactInfo>(`${site(opts)}/estates/${seg(id)}/contact-info`, req(opts)),
    getSkarabeeEstate: async (id: Id, opts?: CallOptions) => client.get<Estate>(`${site(opts)}/estates/skarabee/${seg(id)}`, req(opts)),
    getSimilarEstates: async (id: Id, opts?: CallOptions) => decodeEstateList((await client.get<unknown>(`${site(opts)}/estates/${seg(id)}/similar`, req(opts))) ?? [], 'similar estates'),
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

/** null (204) stays null: the caller decides what no record means. */
export function decodeEstateDetail(v: unknown): EstateDetail | null {
  if (v === null) return null;
  const what = 'estate detail';
  const answer = object(what, v, '');
  if (answer.feed === 'notary') {
    const listing = object(what, answer.listing, 'listing');
    return { feed: 'notary', listing } as unknown as EstateDetail;
  }
  if (answer.feed !== undefined && answer.feed !== 'broker') fail(what, 'feed', '"broker" or "notary"', answer.feed);
  const notes: Notes = { count: 0 };
  const estate = decodeEstate(answer.estate, what, 'estate', notes, DETAIL_ESTATE);
  const parent = answer.parent === undefined || answer.parent === null ? null : decodeEstate(answer.parent, what, 'parent', notes, DETAIL_ESTATE);
  const children = answer.children === undefined || answer.children === null ? [] : list(what, answer.children, 'children').map((c, i) => decodeEstate(c, what, `children[${i}]`, notes, DETAIL_ESTATE));
  reportNotes(what, notes);
  return { ...answer, feed: 'broker', estate, parent, children } as EstateDetail;
}
