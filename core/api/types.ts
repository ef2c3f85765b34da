/**
 * Request and response bodies of the site content service (spec §7, DESIGN §3 and §5).
 * Shared by the widgets (core/api/endpoints.ts) and the reference service (demo-host/api).
 */
import type { Locale } from '../i18n/locale';
import type {
  AgendaSlot,
  Appointment,
  Estate,
  EstateFilterOptions,
  PropertyListing,
  RentalUnit,
  SalesRep,
  EstateQuery,
  SortClause,
} from '../model';

/** The query language is the model's (core/model/search.ts); the bodies below carry it. */
export { SEARCH_FIELD } from '../model/search';
export type { EstateQuery, GeoBoundingBoxCondition, GeoDistanceCondition, RangeCondition, SortClause, SortOrder } from '../model/search';

// ---- Estate search (DESIGN §5) -------------------------------------------------------------

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
  /**
   * true: a project's matching units (all of them when only the project matched) follow it as children.
   * Default: the project alone, with `units` (count and lowest available price) on its result.
   */
  units?: boolean;
}

/** The most positions one `mode: 'geo'` call answers (docs/api.md). */
export const GEO_RESULT_LIMIT = 10_000;

/** One search hit: the main record first, then its child units. */
export interface EstateResult {
  children: Estate[];
  /** A project's units when the body did not ask for them: how many match, the lowest available price. */
  units?: { count: number; priceFrom: number | null };
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
  locale: Locale;
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
  locale: Locale;
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
  /** The search's sub-types, countries (ISO codes) and distance search ('5km;51.05;3.72', spec §2 geo_range). */
  subTypes?: number[];
  countries?: string[];
  geoRange?: string;
}

/** What a subscriber tells about themselves and their search; the e-mail address is fixed once subscribed. */
export interface SubscriberDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  locale: Locale;
  criteria: SubscriptionCriteria;
}

export interface SubscriptionRequest extends SubscriberDetails, SpamFields {
  agreements: string[];
}

/** GET /notifications/{token}; PUT takes SubscriptionUpdate. */
export interface Subscription extends SubscriberDetails {
  token: string;
  /** ISO date-time. */
  createdAt: string;
}

export type SubscriptionUpdate = Omit<SubscriberDetails, 'email'> & SpamFields;

export interface AppointmentRequest extends SpamFields {
  estateId: number;
  /** ISO date-time of a free slot's start (GET /live-agenda/{estateId}). */
  slotStart: string;
  visitor: { firstName: string; lastName: string; phone: string; email: string };
  message?: string;
  locale: Locale;
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
  locale: Locale;
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

export type ApiErrorKind = 'http' | 'timeout' | 'abort' | 'network' | 'not-implemented' | 'config' | 'bad-answer';

/** GET /translations/{locale}: key → text. */
export type TranslationsResponse = Record<string, string>;

/** What createSiteApi().getEstateFilters resolves to: options, plus `error` when the call failed. */
export type EstateFiltersResult = EstateFilterOptions & { error?: ApiErrorInfo };
