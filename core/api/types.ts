/**
 * Request and response bodies of the site content service (spec §7, DESIGN §3 and §5).
 * Shared by the widgets (core/api/endpoints.ts) and the reference service (demo-host/api).
 */
import type {
  AgendaSlot,
  Appointment,
  Estate,
  EstateFilterOptions,
  ModelLocale,
  PropertyListing,
  RentalUnit,
  SalesRep,
} from '../model';

// ---- Estate search (DESIGN §5) -------------------------------------------------------------

export type SortOrder = 'ASC' | 'DESC';

/** Known search field paths (broker-feed paths; the notary feed is mapped onto them). */
export const SEARCH_FIELD = {
  city: 'general.address.city.id',
  headType: 'general.headType.id',
  transaction: 'general.transaction.id',
  subType: 'general.subType.id',
  country: 'general.address.country.id',
  collections: 'children.collections',
  status: 'status.id',
  price: 'general.price.value',
  bedrooms: 'general.bedroomCount',
  project: 'general.project',
  parentId: 'general.parentId',
  geoLocation: 'general.address.geoLocation',
  cityName: 'general.address.city.name',
  publicationDate: 'general.publicationDate',
} as const;

export interface RangeCondition {
  gte?: number;
  lte?: number;
}

export interface GeoDistanceCondition {
  field: 'general.address.geoLocation';
  distanceKm: number;
  lat: number;
  lon: number;
}

/** Keys are absent when empty (spec §5). */
export interface EstateQuery {
  /** field path → accepted values (any of). e.g. { 'general.headType.id': [1] } */
  terms?: Record<string, Array<number | string>>;
  /** field path → bounds. e.g. { 'general.price.value': { gte: 150000 } } */
  range?: Record<string, RangeCondition>;
  /** field path → exact value. e.g. { 'general.project': false } */
  match?: Record<string, boolean | number | string>;
  geoDistance?: GeoDistanceCondition;
  /** OpenSearch geo_bounding_box: the records inside the box (edges included), e.g. the visible map area. */
  geoBoundingBox?: GeoBoundingBoxCondition;
}

export interface GeoBoundingBoxCondition {
  field?: 'general.address.geoLocation';
  /** North-west corner. */
  topLeft: { lat: number; lon: number };
  /** South-east corner. */
  bottomRight: { lat: number; lon: number };
}

export interface SortClause {
  field: string;
  order: SortOrder;
}

export interface Pagination {
  from: number;
  size: number;
}

/** Body of POST /sites/{siteId}/estates and POST /sites/{siteId}/estate-filters. */
export interface EstateSearchBody {
  query: EstateQuery;
  sort: SortClause[];
  pagination?: Pagination;
  /**
   * 'geo': the positions of the result set (main records with only the map fields, docs/api.md
   * "Map positions"), up to GEO_RESULT_LIMIT per call (the default size). Default 'list'.
   */
  mode?: 'list' | 'geo';
  /**
   * Field projection (OpenSearch `_source.includes` without wildcards): dot paths of the record to
   * return; a path keeps everything below it and applies to every element of an array. Absent: whole records.
   */
  fields?: string[];
}

/** The most positions one `mode: 'geo'` call answers (docs/api.md). */
export const GEO_RESULT_LIMIT = 10_000;

/** One search hit: the main record first, then its child units. */
export interface EstateResult {
  children: Estate[];
}

export interface EstateSearchResponse {
  total: { value: number };
  results: EstateResult[];
  /** Set only by the client when the call failed (spec §8): then total.value is 0 and results []. */
  error?: ApiErrorInfo;
}

/** GET /sites/{siteId}/estates/v2/{id}: one record of either feed. */
export type EstateDetail =
  | { feed: 'broker'; estate: Estate; parent?: Estate | null; children: Estate[] }
  | { feed: 'notary'; listing: PropertyListing };

/** GET /sites/{siteId}/estates/group/{id}: a project and its units. */
export interface EstateGroup {
  project: Estate;
  children: Estate[];
}

/** GET /sites/{siteId}/estates/{id}/contact-info. */
export interface EstateContactInfo {
  salesRep?: SalesRep | null;
  office?: { name: string; phone?: string; email?: string; address?: string } | null;
}

export type EstateFiltersResponse = EstateFilterOptions;

// ---- Rental units --------------------------------------------------------------------------

/** Body of POST /sites/{siteId}/rental-units (and /rental-units/filters, pagination ignored). */
export interface RentalSearchBody {
  locationIds?: number[];
  subKindIds?: number[];
  cityIds?: number[];
  /** Minimum occupation the unit must allow. */
  occupation?: number;
  periodType?: string;
  /** ISO date: periods starting on this day. */
  periodStart?: string;
  /** ISO dates: free between. */
  from?: string;
  to?: string;
  pagination?: Pagination;
}

export interface RentalSearchResponse {
  total: number;
  results: RentalUnit[];
  /** Set only by the client when the call failed (spec §8). */
  error?: ApiErrorInfo;
}

// ---- Forms (DESIGN §3) ---------------------------------------------------------------------

/** Spam protection on every form: `website` must be empty, `startedAt` ≥ 3 s before submit. */
export interface SpamFields {
  /** Honeypot, must be ''. */
  website: string;
  /** Epoch ms when the form was shown. */
  startedAt: number;
}

export interface ContactRequest extends SpamFields {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  message: string;
  /** When sent from an estate detail page. */
  estateId?: number;
  locale: ModelLocale;
  /** Ids of the agreements the visitor accepted (every required one must be present). */
  agreements: string[];
}

export interface SendToFriendRequest extends SpamFields {
  estateId: number;
  senderName: string;
  senderEmail: string;
  friendName?: string;
  friendEmail: string;
  message?: string;
  locale: ModelLocale;
}

/** What a keep-me-informed subscriber wants to hear about. Empty lists mean any. */
export interface SubscriptionCriteria {
  /** Broker transaction ids. */
  transactions: number[];
  headTypes: number[];
  cities: number[];
  priceMin?: number;
  priceMax?: number;
  bedroomsMin?: number;
}

export interface SubscriptionRequest extends SpamFields {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  locale: ModelLocale;
  criteria: SubscriptionCriteria;
  agreements: string[];
}

/** GET /notifications/{token}; PUT takes SubscriptionUpdate. */
export interface Subscription {
  token: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  locale: ModelLocale;
  criteria: SubscriptionCriteria;
  /** ISO date-time. */
  createdAt: string;
}

export interface SubscriptionUpdate extends SpamFields {
  firstName: string;
  lastName: string;
  phone?: string;
  locale: ModelLocale;
  criteria: SubscriptionCriteria;
}

export interface AppointmentRequest extends SpamFields {
  estateId: number;
  /** ISO date-time of a free slot's start (GET /live-agenda/{estateId}). */
  slotStart: string;
  visitor: { firstName: string; lastName: string; phone: string; email: string };
  message?: string;
  locale: ModelLocale;
  agreements: string[];
}

export interface ReservationRequest extends SpamFields {
  rentalUnitId: number;
  /** A period of GET /rental-units/{id}/periods. */
  periodId?: number;
  /** ISO dates. */
  arrival: string;
  departure: string;
  adults: number;
  children?: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message?: string;
  locale: ModelLocale;
  agreements: string[];
}

export interface CreatedResponse {
  id: string;
}

export interface SubscriptionCreatedResponse {
  token: string;
}

export interface AppointmentCreatedResponse {
  id: string;
  /** Localized cancel-appointment page path, e.g. '/en/cancel-appointment/{id}'. */
  cancelUrl: string;
}

/** 400 body: field → message key (translated client-side, e.g. 'form.error.required'). */
export interface ValidationErrorBody {
  error: 'validation';
  fields: Record<string, string>;
}

export type { AgendaSlot, Appointment };

// ---- Errors --------------------------------------------------------------------------------

/** Plain description of a failed call, as stored in state and result objects. */
export interface ApiErrorInfo {
  /** 0 for network failure, timeout or abort. */
  status: number;
  statusText: string;
  message: string;
  /** 'config': no site id known for a path that needs one. */
  kind: ApiErrorKind;
  /** Parsed body of a 400 validation error. */
  validation?: ValidationErrorBody;
}

export type ApiErrorKind = 'http' | 'timeout' | 'abort' | 'network' | 'not-implemented' | 'config';

/** GET /translations/{locale}: key → text. */
export type TranslationsResponse = Record<string, string>;

/** What createSiteApi().getEstateFilters resolves to: options, plus `error` when the call failed. */
export type EstateFiltersResult = EstateFilterOptions & { error?: ApiErrorInfo };
